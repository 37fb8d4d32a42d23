import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

/**
 * Only a hang guard: a cold start takes about a second, but `npm test` runs two browser
 * spec files beside the API tests on two cores, and a server started then can take many.
 * Below the browser specs' 60 s for their set-up, which also launches Chromium.
 */
const READY_TIMEOUT_MS = 45_000
const STOP_TIMEOUT_MS = 10_000
/**
 * Short enough that a benchmark's cold start (about 500 ms) is off by at most 10 ms, long
 * enough that the polling does not compete with the starting server for two shared cores.
 */
const POLL_INTERVAL_MS = 10

/** Asks the OS for a port nobody uses; the tiny race until the server binds it is accepted. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      if (address === null || typeof address === 'string') {
        probe.close()
        reject(new Error('could not read the probe port'))
        return
      }
      probe.close(() => resolve(address.port))
    })
  })
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

/**
 * Polls `url` until it answers 2xx and returns the milliseconds since `startedAt`
 * (a `performance.now()` taken just before the spawn).
 * @throws when the process exits first or nothing answers within 45 s.
 */
export async function waitForHttp(
  url: string,
  child: ChildProcess,
  startedAt: number,
  headers: Record<string, string> = {},
): Promise<number> {
  let lastProblem = 'no answer yet'
  while (performance.now() - startedAt < READY_TIMEOUT_MS) {
    if (hasExited(child)) {
      throw new Error(
        `${url}: the process exited (code ${child.exitCode}, signal ${child.signalCode}) before it answered`,
      )
    }
    try {
      // A server that accepts the connection but never answers must not hang the caller.
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(1000) })
      if (res.ok) return performance.now() - startedAt
      lastProblem = `answered ${res.status}`
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS))
  }
  throw new Error(`${url} did not answer 2xx within ${READY_TIMEOUT_MS} ms (${lastProblem})`)
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (hasExited(child)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/** SIGTERM, then SIGKILL if it is still running after 10 s: a stuck server never hangs a run. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return
  child.kill('SIGTERM')
  if (await waitForExit(child, STOP_TIMEOUT_MS)) return
  child.kill('SIGKILL')
  await waitForExit(child, STOP_TIMEOUT_MS)
}
