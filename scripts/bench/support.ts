import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { build } from 'esbuild'
import {
  type BuiltServer,
  ROOT_DIR,
  type StartOptions,
  startBuiltServer as startServer,
} from '../lib/built-server.js'
import { launchChromium } from '../lib/chromium.js'
import { NODE_BUNDLE } from '../lib/node-bundle.js'
import { findFreePort, stopChild, waitForHttp } from '../lib/processes.js'

export const root = ROOT_DIR

export type RunningServer = BuiltServer

/**
 * Starts `node dist/server.js` through the launcher the browser tests use too, on a
 * fresh DATA_DIR (or the given one, already prepared), from this checkout's build or
 * `appDir`'s; its readyMs is the time to the
 * first healthy answer. stop() removes the folder.
 */
export function startBuiltServer(
  env: Record<string, string> = {},
  options: Pick<StartOptions, 'dataDir' | 'appDir' | 'urlHost' | 'readyPath'> = {},
): Promise<RunningServer> {
  return startServer(env, { echoStderr: true, ...options })
}

/** An empty folder for a server's DATA_DIR. */
export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'family-bench-'))
}

export interface BenchProcess {
  url: string
  pid: number
  stop(): Promise<void>
}

/** A bare Fastify "hello" server in its own process: the ceiling to compare against. */
export async function startBareFastify(): Promise<BenchProcess> {
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
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) }
}

/**
 * The same-work reference (reference-server.ts) in its own process, reading the
 * given database file; `probe` is a path and cookie it must answer 200 to once ready.
 * It is bundled as the app's server is (dist/server.js), so both run the same way.
 */
export async function startReferenceServer(
  databaseFile: string,
  probe: { path: string; cookie: string },
): Promise<BenchProcess> {
  const bundle = join(root, 'dist/bench/reference-server.js')
  await build({
    ...NODE_BUNDLE,
    entryPoints: [join(root, 'scripts/bench/reference-server.ts')],
    outfile: bundle,
  })
  const port = await findFreePort()
  const child = spawn(process.execPath, [bundle, databaseFile, String(port)], {
    cwd: root,
    stdio: 'inherit',
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}${probe.path}`, child, performance.now(), { cookie: probe.cookie })
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) }
}

/** CPU time (user + system) a process has used so far, in microseconds, from /proc. */
export function cpuMicros(pid: number): number {
  // Fields after the command name, which is in parentheses and may hold spaces.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the whole line, in clock ticks (100 a second).
  const ticks = Number(fields[11]) + Number(fields[12])
  return ticks * 10_000
}

/** The fields of /proc/<pid>/stat after the command name, or undefined once it has gone. */
function statFields(pid: number | string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

/** The id of a process's parent, from /proc. */
export function parentPid(pid: number): number {
  const fields = statFields(pid)
  if (!fields) throw new Error(`No process ${pid}`)
  return Number(fields[1])
}

/**
 * CPU time used so far by a process and every child it has (PostgreSQL's postmaster and
 * its backends, one per connection), in microseconds: its own, that of the children it
 * has reaped (cutime, cstime) and that of the children alive now, found in /proc.
 */
export function processTreeCpuMicros(pid: number): number {
  const own = statFields(pid)
  if (!own) throw new Error(`No process ${pid}`)
  // utime, stime, cutime and cstime: fields 14 to 17 of the whole line, in clock ticks.
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const fields = statFields(entry)
    if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12])
  }
  return ticks * 10_000
}

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
  non2xx: number
  /** Every answer received during the run. */
  requests: number
}

/**
 * A bounded load on loopback: fixed duration and connection count. Given several URLs
 * (instances of one app), the connections are spread over them in turn; `setupClient`
 * gives each connection its own requests (its own family, say).
 */
export async function load(options: {
  url: string | string[]
  connections: number
  durationS: number
  headers?: Record<string, string>
  setupClient?: (client: autocannon.Client) => void
}): Promise<LoadResult> {
  const result = await autocannon({
    // autocannon takes a list too (connection i goes to URL i modulo their number);
    // its types name one.
    url: options.url as string,
    connections: options.connections,
    duration: options.durationS,
    headers: options.headers ?? {},
    ...(options.setupClient ? { setupClient: options.setupClient } : {}),
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
  }
}

export interface ServerLoadResult extends LoadResult {
  /** Server CPU (user + system, all its threads) per answered request, in microseconds. */
  cpuMicrosPerRequest: number
}

/** A bounded load on one server process, with the CPU that process spent answering it. */
export async function loadServer(
  pid: number,
  options: Parameters<typeof load>[0],
): Promise<ServerLoadResult> {
  const cpuBefore = cpuMicros(pid)
  const result = await load(options)
  const cpu = cpuMicros(pid) - cpuBefore
  return { ...result, cpuMicrosPerRequest: result.requests ? cpu / result.requests : Number.NaN }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** The API calls the signed-in dashboard makes on load, read from a real browser. */
export async function dashboardCalls(url: string, cookie: string): Promise<string[]> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    const [name, value] = cookie.split('=')
    await context.addCookies([{ name: name ?? 'sid', value: value ?? '', url }])
    const page = await context.newPage()
    const calls = new Set<string>()
    const pathOf = (request: { url(): string }) => request.url().slice(url.length)
    const isApiRead = (request: { url(): string; method(): string }) =>
      request.method() === 'GET' && pathOf(request).startsWith('/api/')
    page.on('request', (request) => {
      if (isApiRead(request)) calls.add(pathOf(request))
    })
    // The page carries the first reads; the calls the app makes after it start together
    // once it runs, which on a loaded machine can be after the network went quiet.
    const firstCall = page.waitForResponse((response) => isApiRead(response.request()), {
      timeout: 60_000,
    })
    await page.goto(`${url}/dashboard`)
    await page.getByRole('heading', { name: 'Family Bitcoin Dashboard' }).waitFor()
    await firstCall
    await page.waitForLoadState('networkidle')
    return [...calls]
  } finally {
    await browser.close()
  }
}
