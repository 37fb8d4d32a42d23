import { describe, expect, it } from 'vitest'
import { sharedTestDatabase } from './test-helpers.js'
import { type AppProcess, startAppProcess } from './testing/start-app-process.js'

/** The jobs a lease gives to one instance per slot (billing's is off here). */
const LEASED = [
  'allowances',
  'interest',
  'sign-in-cleanup',
  'wallet-sync',
  'lightning-settle',
  'sync-reminders',
]

interface JobLine {
  job?: string
  instance?: string
  period?: string
  msg: string
}

/** Every job log line the processes wrote so far. */
function jobLines(processes: readonly AppProcess[]): JobLine[] {
  return processes
    .flatMap((p) => p.lines.map((line) => JSON.parse(line) as JobLine))
    .filter((line) => line.job !== undefined)
}

/** How many slots of each leased job ran, and how often each slot ran. */
function slotsRun(lines: readonly JobLine[]) {
  const runs = new Map<string, number>()
  for (const line of lines) {
    if (line.period)
      runs.set(`${line.job} ${line.period}`, (runs.get(`${line.job} ${line.period}`) ?? 0) + 1)
  }
  const perJob = (job: string) => [...runs.keys()].filter((key) => key.startsWith(`${job} `)).length
  return { runs, fewest: Math.min(...LEASED.map(perJob)) }
}

describe('jobs with three app processes on one database (a file, or PostgreSQL)', () => {
  it('run each slot of a leased job once, on whichever instance, also after one is killed', {
    timeout: 90_000,
  }, async () => {
    const database = await sharedTestDatabase()
    const options = {
      env: { JOBS_ENABLED: 'true', LOG_LEVEL: 'info' },
      // Every job each second: slots go by quickly.
      jobSchedule: '* * * * * *',
    }
    const processes = await Promise.all([1, 2, 3].map(() => startAppProcess(database, options)))

    // The health check runs on every instance, each leased slot on one of them.
    const healthChecking = (lines: readonly JobLine[]) =>
      new Set(lines.filter((l) => l.job === 'health-check').map((l) => l.instance)).size
    await expect
      .poll(
        () => {
          const lines = jobLines(processes)
          return Math.min(slotsRun(lines).fewest, healthChecking(lines))
        },
        { timeout: 40_000 },
      )
      .toBeGreaterThanOrEqual(3)
    const before = jobLines(processes)
    expect([...slotsRun(before).runs.values()].filter((n) => n !== 1)).toEqual([])
    expect(before.filter((l) => l.msg === 'job failed')).toEqual([])

    // One instance dies without a word; the two others go on, still once per slot.
    const [killed, ...alive] = processes as [AppProcess, AppProcess, AppProcess]
    killed.child.kill('SIGKILL')
    const fewestBefore = slotsRun(before).fewest
    await expect
      .poll(() => slotsRun(jobLines(alive)).fewest, { timeout: 40_000 })
      .toBeGreaterThanOrEqual(fewestBefore + 2)
    const after = jobLines(processes)
    expect([...slotsRun(after).runs.values()].filter((n) => n !== 1)).toEqual([])
    expect(after.filter((l) => l.msg === 'job failed')).toEqual([])
  })
})
