import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const HEALTH_TIMEOUT_MS = 15_000
const STOP_TIMEOUT_MS = 10_000

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string
  /** The server's own temporary DATA_DIR, removed by stop(). */
  dataDir: string
  stop: () => Promise<void>
  /** Everything the server printed so far (stdout and stderr interleaved). */
  logs: () => string
  /** The exit code once the process has ended, else null. */
  exitCode: () => number | null
}

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

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/**
 * Starts the built server (`dist/server.js`, so run `npm run build` first) on a free port
 * with a fresh temporary DATA_DIR, and waits until GET /health answers 200.
 * @throws when the server exits or is not healthy within 15 s; the error carries its output.
 */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await findFreePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fba-e2e-'))
  let output = ''
  let stderr = ''

  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
    stderr += chunk
  })

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      // A server that ignores SIGTERM must not leave the test run hanging.
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill('SIGKILL')
        await waitForExit(child, STOP_TIMEOUT_MS)
      }
    }
    await rm(dataDir, { recursive: true, force: true })
  }

  try {
    await waitForHealth(url, child, () => stderr)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, dataDir, stop, logs: () => output, exitCode: () => child.exitCode }
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS
  let lastProblem = 'no answer yet'
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (code ${child.exitCode}, signal ${child.signalCode}) before it was healthy.\nstderr:\n${stderr()}`,
      )
    }
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) })
      if (res.status === 200) return
      lastProblem = `GET /health answered ${res.status}`
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `The server at ${url} was not healthy within ${HEALTH_TIMEOUT_MS} ms (${lastProblem}).\nstderr:\n${stderr()}`,
  )
}
