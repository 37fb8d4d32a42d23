/**
 * `npx tsx scripts/bench/first-tasks.ts [--loads=N] [appDir ...]`: the main-thread tasks of
 * a signed-in family's dashboard load after its first paint, in Chromium with the CPU
 * slowed 4x (as Lighthouse's mobile run simulates it), for each build named (a checkout
 * with a `npm run build` done; this one by default), the builds alternated load by load.
 *
 * Lighthouse's total blocking time is the sum over tasks after the first contentful paint
 * of (length - 50 ms). On a shared machine a task's wall time mostly measures the other
 * processes, so a task's length here is its main-thread CPU time (the trace's thread
 * duration, `tdur`) x 4: what the slowed phone would spend on it. Each load is a fresh
 * Chromium (empty cache), a phone's viewport, and is watched until the app has hydrated
 * the server's screen and 3 s more. The family is the Lighthouse bench's (lighthouse.ts).
 */
import type { CDPSession } from 'playwright-core'
import { startMailbox } from '../../api/test-mailbox.js'
import { launchChromium } from '../lib/chromium.js'
import { fillFamily } from './lighthouse.js'
import { apiAs, signUp } from './session.js'
import { type RunningServer, root, startBuiltServer } from './support.js'

const CPU_SLOWDOWN = 4
/** How long a load is traced: the page, its scripts, hydration and what follows. */
const WATCH_MS = 6000
/** Lighthouse's blocking threshold: only what a task runs past it counts. */
const BLOCKING_FROM_MS = 50
/** What the trace records: the tasks with their thread time, and what ran in them. */
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'loading',
  'blink.user_timing',
].join(',')

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { url?: string; documentLoaderURL?: string; functionName?: string } }
}

interface Load {
  /** First contentful paint after the navigation started, wall ms (slowed). */
  fcpMs: number
  /** The tasks after the first paint longer than 50 ms at 4x, in ms at 4x, in order. */
  longTasks: number[]
  blockingMs: number
  /** The main thread's CPU over the whole load, x 4. */
  cpuMs: number
  /**
   * The main thread's CPU before the first paint, x 4: Lighthouse's simulated largest paint
   * (here the first) waits for it.
   */
  beforePaintMs: number
  /** What each long task spent its time on, the largest items. */
  parts: string[][]
}

async function traceLoad(url: string, cookie: string): Promise<Load> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    })
    const [name = '', value = ''] = cookie.split('=')
    await context.addCookies([{ name, value, url, httpOnly: true, sameSite: 'Lax' }])
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const events = await traced(cdp, async () => {
      await page.goto(`${url}/dashboard`, { waitUntil: 'load' })
      // Waiting on a condition in the page would run Playwright's own script in it, in the
      // trace; hydration ends well within this on the unslowed CPU, and is checked after.
      await page.waitForTimeout(WATCH_MS)
    })
    // A string: this project's scripts are typed without the DOM's names.
    const hydrated = await page.evaluate(
      "document.getElementById('root')?.dataset.prerendered === undefined",
    )
    if (!hydrated) throw new Error(`the dashboard was not hydrated within ${WATCH_MS} ms`)
    return summarise(events)
  } finally {
    await browser.close()
  }
}

/** Chromium now and then leaves the navigation out of a trace: one more load then. */
async function traceLoadTwice(url: string, cookie: string): Promise<Load> {
  try {
    return await traceLoad(url, cookie)
  } catch (error) {
    console.log(`(again: ${error instanceof Error ? error.message : error})`)
    return traceLoad(url, cookie)
  }
}

async function traced(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' })
  await run()
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  return events
}

function summarise(events: TraceEvent[]): Load {
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.includes('/dashboard'),
  )
  if (!start) throw new Error('no navigation to /dashboard in the trace')
  const onMain = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && onMain(e) && e.ts > start.ts)
  if (!fcp) throw new Error('no first contentful paint in the trace')
  const tasks = events.filter(
    (e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts >= start.ts,
  )
  const slowed = (e: TraceEvent) => ((e.tdur ?? e.dur ?? 0) * CPU_SLOWDOWN) / 1000
  const after = tasks.filter((e) => e.ts + (e.dur ?? 0) > fcp.ts)
  const long = after.filter((e) => slowed(e) > BLOCKING_FROM_MS)
  const longTasks = long.map(slowed)
  return {
    fcpMs: (fcp.ts - start.ts) / 1000,
    longTasks: longTasks.map((ms) => Math.round(ms)),
    blockingMs: Math.round(longTasks.reduce((sum, ms) => sum + ms - BLOCKING_FROM_MS, 0)),
    cpuMs: Math.round(tasks.reduce((sum, e) => sum + slowed(e), 0)),
    beforePaintMs: Math.round(
      tasks.filter((e) => e.ts < fcp.ts).reduce((sum, e) => sum + slowed(e), 0),
    ),
    parts: long.map((task) => partsOf(task, events.filter(onMain))),
  }
}

/** The largest script evaluations, compiles and calls inside a task, by their own CPU x 4. */
function partsOf(task: TraceEvent, mainEvents: TraceEvent[]): string[] {
  const end = task.ts + (task.dur ?? 0)
  const inside = mainEvents.filter(
    (e) =>
      e.ph === 'X' &&
      e !== task &&
      e.ts >= task.ts &&
      e.ts < end &&
      e.name !== 'RunTask' &&
      e.name !== 'ThreadControllerImpl::RunTask',
  )
  return inside
    .map((e) => {
      const where =
        (e.args?.data?.url ?? (e.args as { fileName?: string } | undefined)?.fileName)
          ?.split('/')
          .pop() ??
        e.args?.data?.functionName ??
        ''
      return {
        label: `${e.name}${where ? ` ${where}` : ''}`,
        ms: ((e.tdur ?? e.dur ?? 0) * CPU_SLOWDOWN) / 1000,
      }
    })
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 6)
    .map(({ label, ms }) => `${label} ${Math.round(ms)}`)
    .concat(
      // performance.mark() names put into the app to tell its stages apart, when measuring.
      mainEvents
        .filter((e) => e.ph === 'R' && e.ts >= task.ts && e.ts < end)
        .map((e) => `mark ${e.name}`),
    )
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

async function main() {
  const args = process.argv.slice(2)
  const loads = Number(args.find((a) => a.startsWith('--loads='))?.slice('--loads='.length) ?? 5)
  const appDirs = args.filter((a) => !a.startsWith('--'))
  if (appDirs.length === 0) appDirs.push(root)
  const mailbox = await startMailbox()
  const builds: { appDir: string; server: RunningServer; cookie: string; loads: Load[] }[] = []
  try {
    for (const [index, appDir] of appDirs.entries()) {
      const server = await startBuiltServer({ SMTP_URL: mailbox.smtpUrl, TZ: 'UTC' }, { appDir })
      const cookie = await signUp(server.url, mailbox, `first-tasks-${index}@example.org`)
      builds.push({ appDir, server, cookie, loads: [] })
      await fillFamily(apiAs(server.url, cookie))
    }
    for (let round = 1; round <= loads; round++) {
      for (const build of builds) {
        const load = await traceLoadTwice(build.server.url, build.cookie)
        build.loads.push(load)
        console.log(
          `${round} ${build.appDir}: FCP ${Math.round(load.fcpMs)} ms, long tasks ${load.longTasks.join(' ') || '-'}, blocking ${load.blockingMs} ms, CPU ${load.cpuMs} ms (${load.beforePaintMs} ms before the first paint)`,
        )
        for (const [i, parts] of load.parts.entries()) {
          console.log(`    ${load.longTasks[i]}: ${parts.join(', ')}`)
        }
      }
    }
    for (const build of builds) {
      const first = build.loads.map((l) => l.longTasks[0] ?? 0)
      console.log(
        `median ${build.appDir}: first long task ${median(first)} ms, blocking ${median(build.loads.map((l) => l.blockingMs))} ms, CPU ${median(build.loads.map((l) => l.cpuMs))} ms, before the first paint ${median(build.loads.map((l) => l.beforePaintMs))} ms (${build.loads.length} loads)`,
      )
    }
  } finally {
    for (const build of builds) await build.server.stop()
    await mailbox.close()
  }
}

await main()
