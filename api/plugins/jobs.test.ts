import Fastify from 'fastify'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { Db } from '../../db/client.js'
import { listJobLeases } from '../../db/queries/job-leases.js'
import { openMigratedTestDb } from '../../db/test-database.js'
import { JobLeases } from './job-leases.js'
import { type Job, type JobsOptions, jobsPlugin } from './jobs.js'

function countingJob(schedule: string, leaseMs: Job['leaseMs'] = 60_000) {
  let runs = 0
  const job: Job = {
    name: 'count',
    schedule,
    leaseMs,
    async run() {
      runs += 1
      return `run ${runs}`
    },
  }
  return { job, runs: () => runs }
}

interface LogLine {
  level: number
  msg: string
  job?: string
  instance?: string
  period?: string
  err?: { message: string }
}

/**
 * One app instance on `db`, its leases held under `instanceId`, reading the (fake)
 * clock. Every tick of a job ends in one log line naming it (run, failed, or held by
 * another instance), kept in `lines`.
 */
async function instance(db: Db, instanceId: string, options: Omit<JobsOptions, 'leases'>) {
  const lines: LogLine[] = []
  const app = Fastify({
    logger: { level: 'debug', stream: { write: (l) => void lines.push(JSON.parse(l)) } },
  })
  const leases = new JobLeases({ db, now: () => new Date(), instanceId })
  await app.register(jobsPlugin, { ...options, leases })
  await app.ready()
  onTestFinished(() => app.close())
  return { app, leases, lines, ticks: () => lines.filter((l) => l.job !== undefined).length }
}

type Instance = Awaited<ReturnType<typeof instance>>

/**
 * Waits for `condition` on real I/O: setImmediate is not faked, so a database answering
 * over a socket gets its turns (one answering in-process needs none).
 */
async function until(condition: () => boolean | Promise<boolean>) {
  for (let turn = 0; !(await condition()); turn++) {
    if (turn > 100_000) throw new Error('the condition never held')
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Moves the clock one second at a time; after each, waits for every instance's tick to end. */
async function seconds(count: number, instances: Instance[]) {
  for (let i = 0; i < count; i++) {
    const before = instances.map((inst) => inst.ticks())
    await vi.advanceTimersByTimeAsync(1_000)
    await until(() => instances.every((inst, n) => inst.ticks() > (before[n] ?? 0)))
  }
}

const SECOND = '* * * * * *'
/** The first slot a per-second schedule fires once the clock is at START. */
const START = new Date('2026-12-01T10:00:00.500Z')
const FIRST_SLOT = '2026-12-01T10:00:01.000Z'
const slot = (n: number) => new Date(Date.parse(FIRST_SLOT) + (n - 1) * 1000).toISOString()

let db: Db
// node-cron arms a setTimeout for the next second the schedule matches, reading Date:
// a fake clock moves through the seconds at once. Fastify's own ticks stay real.
beforeEach(async () => {
  db = await openMigratedTestDb()
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  })
  vi.setSystemTime(START)
})
afterEach(async () => {
  vi.useRealTimers()
  await db.destroy()
})

describe('jobsPlugin', () => {
  it('runs a job on its schedule once the app is ready, and stops on close', async () => {
    const { job, runs } = countingJob(SECOND)
    const a = await instance(db, 'a', { enabled: true, jobs: [job] })
    await seconds(3, [a])
    expect(runs()).toBe(3)
    await a.app.close()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs()).toBe(3)
  })

  it('logs and reports a failed run, never lets it escape, and runs the job again', async () => {
    const failures: string[] = []
    let runs = 0
    const failing: Job = {
      name: 'failing',
      // Its own schedule is yearly: the plugin's schedule applies to every job.
      schedule: '0 0 1 1 *',
      leaseMs: 60_000,
      async run() {
        runs += 1
        if (runs % 2) throw new Error(`run ${runs} broke`)
        // A rejection that surfaces only after an await.
        await Promise.reject(new TypeError(`run ${runs} broke later`))
        return 'never'
      },
    }
    const a = await instance(db, 'a', {
      enabled: true,
      jobs: [failing],
      schedule: SECOND,
      onFailure: (job, error) => {
        failures.push(`${job}: ${(error as Error).message}`)
      },
    })
    await seconds(2, [a])
    await a.app.close()
    expect(failures).toEqual(['failing: run 1 broke', 'failing: run 2 broke later'])
    expect(a.lines.filter((l) => l.level >= 50)).toMatchObject([
      {
        level: 50,
        job: 'failing',
        instance: 'a',
        period: slot(1),
        msg: 'job failed',
        err: { message: 'run 1 broke' },
      },
      {
        level: 50,
        job: 'failing',
        instance: 'a',
        msg: 'job failed',
        err: { message: 'run 2 broke later' },
      },
    ])
    // A failed run's lease is given back unfinished (expired at once): a later tick of its
    // slot may retry it.
    const leases = await listJobLeases(db, 'failing')
    expect(leases).toMatchObject([
      { period: slot(1), finishedAt: null },
      { period: slot(2), finishedAt: null },
    ])
    const now = new Date().toISOString()
    expect(leases.filter((l) => l.expiresAt > now)).toEqual([])
  })

  it('runs nothing when jobs are disabled', async () => {
    const { job, runs } = countingJob(SECOND)
    await instance(db, 'a', { enabled: false, jobs: [job] })
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs()).toBe(0)
  })
})

describe('jobs shared by several instances on one database', () => {
  it('run a leased job once per slot with three instances ticking it', async () => {
    const { job, runs } = countingJob(SECOND)
    const instances = [
      await instance(db, 'a', { enabled: true, jobs: [job] }),
      await instance(db, 'b', { enabled: true, jobs: [job] }),
      await instance(db, 'c', { enabled: true, jobs: [job] }),
    ]
    await seconds(5, instances)
    const leases = await listJobLeases(db, 'count')
    // Five slots fired on every instance; each ran on one of them, once, and finished.
    expect(leases.map((l) => l.period)).toEqual([1, 2, 3, 4, 5].map(slot))
    expect(runs()).toBe(5)
    expect(leases.every((l) => l.finishedAt !== null)).toBe(true)
    // Each run's log line names the instance that ran it and the slot; the others skipped it.
    const ran = instances.flatMap((i) => i.lines).filter((l) => l.msg.startsWith('run '))
    expect(ran.map((l) => `${l.period} ${l.instance}`).sort()).toEqual(
      leases.map((l) => `${l.period} ${l.holder}`),
    )
    const held = instances.flatMap((i) => i.lines).filter((l) => l.msg.includes('held by another'))
    expect(held).toHaveLength(10)
  })

  it('run a job marked every-instance on each of them', async () => {
    const { job, runs } = countingJob(SECOND, 'every-instance')
    const instances = [
      await instance(db, 'a', { enabled: true, jobs: [job] }),
      await instance(db, 'b', { enabled: true, jobs: [job] }),
      await instance(db, 'c', { enabled: true, jobs: [job] }),
    ]
    await seconds(2, instances)
    expect(runs()).toBe(6)
    expect(await listJobLeases(db, 'count')).toEqual([])
  })

  it('take over the run of a killed instance once its lease has expired, and complete it', async () => {
    // A holder that took the first slot and died: its lease ended before that slot fires.
    await db
      .insertInto('job_leases')
      .values({
        job: 'count',
        period: FIRST_SLOT,
        holder: 'killed',
        taken_at: '2026-12-01T09:59:00.000Z',
        expires_at: '2026-12-01T10:00:00.000Z',
        finished_at: null,
      })
      .execute()
    const { job, runs } = countingJob(SECOND)
    const b = await instance(db, 'b', { enabled: true, jobs: [job] })
    await seconds(1, [b])
    expect(runs()).toBe(1)
    expect(await listJobLeases(db, 'count')).toEqual([
      expect.objectContaining({ period: FIRST_SLOT, holder: 'b', finishedAt: expect.any(String) }),
    ])
  })

  it('never take a live lease, nor run again a slot that finished', async () => {
    const lease = { job: 'count', holder: 'a', taken_at: '2026-12-01T10:00:00.000Z' }
    await db
      .insertInto('job_leases')
      .values([
        // Held by a running instance until well after its slot fires.
        { ...lease, period: slot(1), expires_at: '2026-12-01T10:05:00.000Z', finished_at: null },
        // Done already, its lease long over.
        {
          ...lease,
          period: slot(2),
          expires_at: '2026-12-01T10:00:00.000Z',
          finished_at: '2026-12-01T10:00:00.000Z',
        },
      ])
      .execute()
    const { job, runs } = countingJob(SECOND)
    const b = await instance(db, 'b', { enabled: true, jobs: [job] })
    await seconds(2, [b])
    expect(runs()).toBe(0)
    await seconds(1, [b])
    expect(runs()).toBe(1)
    expect((await listJobLeases(db, 'count')).map((l) => l.holder)).toEqual(['a', 'a', 'b'])
  })

  it('keep a long run to its holder by renewing its lease past its first length', async () => {
    let release = () => {}
    let runs = 0
    const slow: Job = {
      name: 'slow',
      // Fires at the first slot only.
      schedule: '1 0 10 1 12 *',
      leaseMs: 3_000,
      async run() {
        runs += 1
        await new Promise<void>((resolve) => {
          release = resolve
        })
        return 'done'
      },
    }
    const a = await instance(db, 'a', { enabled: true, jobs: [slow] })
    await vi.advanceTimersByTimeAsync(1_000)
    await until(() => runs === 1)
    // Ten seconds into a run whose lease lasts three: renewed each second, so still held.
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(1_000)
      const now = new Date().toISOString()
      await until(async () => ((await listJobLeases(db, 'slow'))[0]?.expiresAt ?? '') > now)
    }
    const other = new JobLeases({ db, now: () => new Date(), instanceId: 'b' })
    expect(await other.take('slow', FIRST_SLOT, 3_000)).toBe(false)
    release()
    await until(() => a.ticks() === 1)
    expect((await listJobLeases(db, 'slow'))[0]).toMatchObject({
      holder: 'a',
      finishedAt: expect.any(String),
    })
  })
})
