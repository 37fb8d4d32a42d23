import { type ChildProcess, spawn } from 'node:child_process'
import { onTestFinished } from 'vitest'
import type { AppDeps } from '../app.js'

/** What app-process.ts builds the app with, besides its defaults. */
export interface AppProcessOptions {
  busyTimeoutMs?: number
  /** The server's key, so settings sealed by an earlier app on the same file open. */
  secretKeyHex?: string
  /** Variables over the defaults (silent log, no jobs, UTC). */
  env?: Record<string, string>
  lightningTimeouts?: AppDeps['lightningTimeouts']
  mailTimeoutMs?: number
  lnurlTimeoutMs?: number
  jobSchedule?: string
  /** The chain source of ESPLORA_URL with this timeout and quick retries. */
  chainSourceTimeoutMs?: number
  /**
   * The app's clock stands still at this instant (ISO 8601): for a test about a given
   * day, such as an allowance's weekday. Unset: the real clock.
   */
  clockAt?: string
}

export interface AppProcess {
  port: number
  child: ChildProcess
  /** Every line the process wrote to stdout after `listening`, as they arrive. */
  readonly lines: readonly string[]
  /**
   * Resolves once `condition` holds for the lines so far (checked as each arrives);
   * rejects if the process ends first.
   */
  until(condition: (lines: readonly string[]) => boolean): Promise<void>
}

/**
 * Starts app-process.ts (bundled for the run) on `database` (a SharedTestDatabase's
 * location) as a process of its own; resolves once it listens. It is stopped with SIGTERM
 * when the test ends.
 */
export function startAppProcess(
  database: string,
  options: AppProcessOptions = {},
): Promise<AppProcess> {
  // app-process.ts, bundled for the run (app-process-bundle.ts).
  const script = process.env.APP_PROCESS_SCRIPT
  if (!script) {
    throw new Error(
      'APP_PROCESS_SCRIPT is not set: run the tests through vitest.config.ts, whose global setup (api/testing/app-process-bundle.ts) bundles the app process',
    )
  }
  const child = spawn(process.execPath, [script, database, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  onTestFinished(() => {
    child.kill('SIGTERM')
  })
  const lines: string[] = []
  const waiters = new Set<{
    condition: (lines: readonly string[]) => boolean
    resolve: () => void
    reject: (error: Error) => void
  }>()
  let exited: Error | undefined
  const until = (condition: (lines: readonly string[]) => boolean) =>
    new Promise<void>((resolve, reject) => {
      if (condition(lines)) return resolve()
      if (exited) return reject(exited)
      waiters.add({ condition, resolve, reject })
    })
  return new Promise((resolve, reject) => {
    let pending = ''
    let port = 0
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString()
      const complete = pending.split('\n')
      pending = complete.pop() ?? ''
      for (const line of complete) {
        if (!port) {
          port = Number(/^listening (\d+)$/.exec(line)?.[1] ?? 0)
          if (port) resolve({ port, child, lines, until })
          continue
        }
        lines.push(line)
      }
      for (const waiter of waiters) {
        if (!waiter.condition(lines)) continue
        waiters.delete(waiter)
        waiter.resolve()
      }
    })
    child.on('exit', (code, signal) => {
      exited = new Error(`app process exited with ${code ?? signal}`)
      reject(exited)
      for (const waiter of waiters) waiter.reject(exited)
      waiters.clear()
    })
  })
}
