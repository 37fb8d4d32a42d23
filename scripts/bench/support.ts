import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { findFreePort } from '../../web/e2e/support/server.js'

export const root = resolve(import.meta.dirname, '../..')

export interface RunningServer {
  url: string
  dataDir: string
  pid: number
  /** Milliseconds from spawn to the first 200 from /health. */
  readyMs: number
  stop(): Promise<void>
}

/** Starts `node dist/server.js` on a fresh DATA_DIR and times it to its first healthy answer. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await findFreePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'family-bench-'))
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: root,
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
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const readyMs = await waitForHttp(`${url}/health`, child, started)
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    readyMs,
    stop: async () => {
      await stopChild(child)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** A bare Fastify "hello" server in its own process: the ceiling to compare against. */
export async function startBareFastify(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await findFreePort()
  const source = `import Fastify from 'fastify'
const app = Fastify()
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: ${port}, host: '127.0.0.1' })`
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: root,
    stdio: 'inherit',
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/`, child, performance.now())
  return { url, stop: () => stopChild(child) }
}

async function waitForHttp(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 2))
    if (performance.now() - started > 20_000) throw new Error(`${url} not ready in 20 s`)
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
}

/** A bounded load on loopback: fixed duration and connection count. */
export async function load(options: {
  url: string
  connections: number
  durationS: number
  headers?: Record<string, string>
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers ?? {},
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
