/**
 * The built server in its own process, started the same way for the browser tests
 * (web/e2e) and the benchmarks (scripts/bench): `node dist/server.js` (so run
 * `npm run build` first) on a free loopback port and a fresh temporary DATA_DIR.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findFreePort, stopChild, waitForHttp } from './processes.js'

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..')
/** What `npm run build` writes and `npm start` runs, relative to ROOT_DIR. */
export const SERVER_ENTRY = 'dist/server.js'
/** Enough of the end of the output to explain a failure, bounded for long benchmark runs. */
const KEPT_OUTPUT_CHARS = 256 * 1024

export interface BuiltServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string
  /** The server's own temporary DATA_DIR, removed by stop(). */
  dataDir: string
  pid: number
  /** Milliseconds from spawn to the first 200 from /health (or readyPath): the cold start. */
  readyMs: number
  /** What the server printed so far (stdout and stderr interleaved, the last 256 KB). */
  logs(): string
  /** The exit code once the process has ended, else null. */
  exitCode(): number | null
  stop(): Promise<void>
}

export interface StartOptions {
  /** Also print the server's stderr as it comes, as the benchmarks do. */
  echoStderr?: boolean
  /** A DATA_DIR prepared beforehand (a benchmark's seeded database); a fresh one by default. */
  dataDir?: string
  /**
   * The name in the server's URL (and PUBLIC_URL); it listens on 127.0.0.1 either way.
   * `localhost` for what needs a name in a secure context, such as passkeys.
   */
  urlHost?: '127.0.0.1' | 'localhost'
  /**
   * The checkout whose build to run (its dist/server.js); ROOT_DIR by default. The
   * attack benchmark runs an older commit's build this way, beside this one's.
   */
  appDir?: string
  /**
   * The path that must answer 2xx before the server counts as started; /health by
   * default. A server whose chain source is down answers /health with 503 (and only
   * after its check has waited the source out), so one started then waits on a page.
   */
  readyPath?: string
}

/**
 * Starts the built server with the test defaults (127.0.0.1, warnings only, no jobs),
 * `env` on top, and waits until GET /health (or `readyPath`) answers 200.
 * @throws when the server exits or is not healthy within 45 s; the error carries its output.
 */
export async function startBuiltServer(
  env: Record<string, string> = {},
  {
    echoStderr = false,
    dataDir: preparedDir,
    urlHost = '127.0.0.1',
    appDir = ROOT_DIR,
    readyPath = '/health',
  }: StartOptions = {},
): Promise<BuiltServer> {
  const port = await findFreePort()
  const url = `http://${urlHost}:${port}`
  const dataDir = preparedDir ?? (await mkdtemp(path.join(tmpdir(), 'family-app-')))
  let output = ''
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-KEPT_OUTPUT_CHARS)
  }

  const startedAt = performance.now()
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: appDir,
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
  child.stdout.setEncoding('utf8').on('data', keep)
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    keep(chunk)
    if (echoStderr) process.stderr.write(chunk)
  })

  const stop = async () => {
    await stopChild(child)
    await rm(dataDir, { recursive: true, force: true })
  }

  let readyMs: number
  try {
    readyMs = await waitForHttp(`${url}${readyPath}`, child, startedAt)
  } catch (error) {
    await stop()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`The built server did not start: ${reason}\n--- server output ---\n${output}`)
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    readyMs,
    logs: () => output,
    exitCode: () => child.exitCode,
    stop,
  }
}
