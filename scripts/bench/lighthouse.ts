/**
 * `npm run bench:lighthouse`: Lighthouse scores of the landing page, the demo, How It
 * Works and a signed-in family's dashboard, mobile and desktop, against the built server
 * (`npm run bench:lighthouse -- / /demo` runs only the pages named).
 * The family signs up through the API (its link arrives at a local SMTP server)
 * and gets children, a goal and some history, so the dashboard's panels fill as
 * they do for a real family.
 *
 * Lighthouse runs in a Chromium this script starts, whose cookie jar holds the
 * session as a signed-in browser's would (Lighthouse attaches with --port).
 * --extra-headers cannot carry it: the app sets a readable cookie beside the
 * session (api/contracts/session-hint.ts), and once the jar holds a cookie for the
 * origin, Chromium's own Cookie header replaces the injected one.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startMailbox } from '../../api/test-mailbox.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.js'
import { findFreePort } from '../lib/processes.js'
import { apiAs, signUp } from './session.js'
import { root, startBuiltServer } from './support.js'

/**
 * Lighthouse is fetched by npx when the benchmark runs rather than kept in the
 * lockfile: it is large, only this script uses it, and one of its dependencies
 * asks for `third-party-web@latest`, which pulls the lockfile out of sync with
 * every upstream release and then fails `npm ci`.
 */
const LIGHTHOUSE_PACKAGE = 'lighthouse@12.8.2'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

interface LighthouseReport {
  categories: Record<
    (typeof CATEGORIES)[number],
    { score: number | null; auditRefs: Array<{ id: string; weight: number }> }
  >
  audits: Record<string, { score: number | null; displayValue?: string }>
  runtimeError?: { message: string }
}

/** The weighted audits that cost a category points: what to look at next. */
function pointsLost(report: LighthouseReport): string[] {
  return CATEGORIES.flatMap((category) =>
    report.categories[category].auditRefs
      .filter(({ id, weight }) => weight > 0 && (report.audits[id]?.score ?? 1) < 1)
      .map(({ id }) => `${id} ${report.audits[id]?.displayValue ?? ''}`.trim()),
  )
}

/** The Lighthouse command line for one page, exactly as it is run (and documented). */
export function lighthouseArgs(url: string, formFactor: 'mobile' | 'desktop', port: number) {
  return [
    url,
    `--port=${port}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    '--quiet',
  ]
}

/**
 * Runs Lighthouse on one page in a fresh headless Chromium (its own profile) that
 * holds `cookie` for the page's origin, if given.
 */
async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  cookie?: string,
): Promise<LighthouseReport> {
  const dir = mkdtempSync(join(tmpdir(), 'family-lighthouse-'))
  const port = await findFreePort()
  const browser = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  })
  try {
    if (cookie) {
      const [name = '', value = ''] = cookie.split('=')
      await browser.addCookies([{ name, value, url, httpOnly: true, sameSite: 'Lax' }])
    }
    const outputPath = join(dir, 'report.json')
    const child = spawn(
      'npx',
      [
        '--yes',
        LIGHTHOUSE_PACKAGE,
        ...lighthouseArgs(url, formFactor, port),
        `--output-path=${outputPath}`,
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let errors = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      errors += chunk
    })
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    if (code !== 0) {
      throw new Error(
        `lighthouse ${url} (${formFactor}) exited with ${code}: ${errors.slice(-2000)}`,
      )
    }
    const text = readFileSync(outputPath, 'utf8')
    // LIGHTHOUSE_REPORTS=<folder> keeps each whole report, to read where the time went.
    const keepIn = process.env.LIGHTHOUSE_REPORTS
    if (keepIn) {
      mkdirSync(keepIn, { recursive: true })
      writeFileSync(
        join(keepIn, `${new URL(url).pathname.slice(1) || 'home'}-${formFactor}.json`),
        text,
      )
    }
    const report = JSON.parse(text) as LighthouseReport
    if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`)
    return report
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try then. */
async function runLighthouseTwice(
  url: string,
  formFactor: 'mobile' | 'desktop',
  cookie?: string,
): Promise<LighthouseReport> {
  try {
    return await runLighthouse(url, formFactor, cookie)
  } catch (error) {
    console.log(`(retrying: ${error instanceof Error ? error.message.split('\n')[0] : error})`)
    return runLighthouse(url, formFactor, cookie)
  }
}

/** Gives the family what a family has: children with money, a goal with a share, history. */
export async function fillFamily(call: ReturnType<typeof apiAs>) {
  const today = new Date().getUTCDay()
  const children = []
  for (const [name, age] of [
    ['Alice', 9],
    ['Bob', 12],
  ] as const) {
    const child = await call<{ id: number }>('POST', '/api/children', {
      name,
      age,
      weeklyAllowance: '0.0005',
      allowanceDay: today,
    })
    await call('POST', `/api/children/${child.id}/update-savings`, { newBalance: '0.01' })
    await call('POST', `/api/lightning/sync-balance/${child.id}`, { newBalance: '0.0002' })
    children.push(child)
  }
  const goal = await call<{ id: number }>('POST', '/api/family-goals', {
    title: 'Family trip',
    description: 'A week by the sea',
    targetAmount: '0.05',
    category: 'vacation',
  })
  await call('POST', `/api/family-goals/${goal.id}/allocations`, {
    percentage: 10,
    childId: children[0]?.id,
    applyTo: 'new_contributions',
  })
  await call('POST', '/api/process-allowances')
}

export async function benchLighthouse(only: readonly string[] = []): Promise<void> {
  const mailbox = await startMailbox()
  const server = await startBuiltServer({ SMTP_URL: mailbox.smtpUrl, TZ: 'UTC' })
  try {
    const cookie = await signUp(server.url, mailbox, 'lighthouse@example.org')
    await fillFamily(apiAs(server.url, cookie))
    const allPages = [
      { name: '/', url: `${server.url}/` },
      { name: '/demo', url: `${server.url}/demo` },
      { name: '/how-it-works', url: `${server.url}/how-it-works` },
      { name: '/dashboard (signed in)', url: `${server.url}/dashboard`, cookie },
    ]
    // Page names on the command line (e.g. `/ /demo`) run just those; none runs them all.
    const pages =
      only.length === 0
        ? allPages
        : allPages.filter((p) => only.includes(p.url.slice(server.url.length)))
    console.log(
      `${'Page'.padEnd(24)} ${'form'.padEnd(8)} ${CATEGORIES.map((c) => c.padStart(15)).join('')} ${'CLS'.padStart(6)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)}`,
    )
    const notes: string[] = []
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const report = await runLighthouseTwice(page.url, formFactor, page.cookie)
        const scores = CATEGORIES.map((c) =>
          String(Math.round((report.categories[c].score ?? 0) * 100)).padStart(15),
        )
        const audit = (id: string) => report.audits[id]?.displayValue ?? '-'
        console.log(
          `${page.name.padEnd(24)} ${formFactor.padEnd(8)} ${scores.join('')} ${audit('cumulative-layout-shift').padStart(6)} ${audit('largest-contentful-paint').padStart(8)} ${audit('total-blocking-time').padStart(8)}`,
        )
        const lost = pointsLost(report)
        if (lost.length > 0) notes.push(`${page.name} ${formFactor}: ${lost.join('; ')}`)
      }
    }
    for (const note of notes) console.log(`Points lost on ${note}`)
  } finally {
    await server.stop()
    await mailbox.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchLighthouse(process.argv.slice(2))
