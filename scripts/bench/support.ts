import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { type BuiltServer, ROOT_DIR, startBuiltServer as startServer } from '../lib/built-server.js'
import { findFreePort, stopChild, waitForHttp } from '../lib/processes.js'

export const root = ROOT_DIR

export type RunningServer = BuiltServer

/**
 * Starts `node dist/server.js` on a fresh DATA_DIR through the launcher the browser
 * tests use too; its readyMs is the time to the first healthy answer.
 */
export function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(env, { echoStderr: true })
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
