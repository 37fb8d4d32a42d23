import Fastify, { type FastifyInstance } from 'fastify'
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

/** One app instance on `db`, its leases held under `instanceId`, reading the (fake) clock. */
async function instance(
  db: Db,
  instanceId: string,
  options: Omit<JobsOptions, 'leases'>,
  app: FastifyInstance = Fastify({ logger: false }),
) {
  const leases = new JobLeases({ db, now: () => new Date(), instanceId })
  await app.register(jobsPlugin, { ...options, leases })
  await app.ready()
  onTestFinished(() => app.close())
  return { app, leases }
}

const SECOND = '* * * * * *'
/** The first slot a per-second schedule fires once the clock is at START. */
const START = new Date('2026-12-01T10:00:00.500Z')
const FIRST_SLOT = '2026-12-01T10:00:01.000Z'

describe('jobsPlugin', () => {
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

  it('runs a job on its schedule once the app is ready, and stops on close', async () => {
    const { job, runs } = countingJob(SECOND)
    const { app } = await instance(db, 'a', { enabled: true, jobs: [job] })
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs()).toBeGreaterThanOrEqual(2)
    await app.close()
    const after = runs()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs()).toBe(after)
  })

  it('logs and reports a failed run, never lets it escape, and runs the job again', async () => {
    const lines: string[] = []
    const app = Fastify({ logger: { level: 'error', stream: { write: (l) => lines.push(l) } } })
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
    await instance(
      db,
      'a',
      {
        enabled: true,
        jobs: [failing],
        schedule: SECOND,
        onFailure: (job, error) => {
          failures.push(`${job}: ${(error as Error).message}`)
        },
      },
      app,
    )
    // One second of the schedule at a time, until the second run has failed.
    while (failures.length < 2) await vi.advanceTimersByTimeAsync(1_000)
    await app.close()
    expect(failures).toEqual(['failing: run 1 broke', 'failing: run 2 broke later'])
    const logged = lines.map((l) => JSON.parse(l))
    expect(logged.slice(0, 2)).toMatchObject([
      {
        level: 50,
        job: 'failing',
        instance: 'a',
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
    // A failed run's lease is given back unfinished: a later tick of its slot may retry it.
    const leases = await listJobLeases(db, 'failing')
    expect(leases.slice(0, 2)).toMatchObject([
      { period: FIRST_SLOT, finishedAt: null, expiresAt: FIRST_SLOT },
      { finishedAt: null },
    ])
  })

  it('runs nothing when jobs are disabled', async () => {
    const { job, runs } = countingJob(SECOND)
    await instance(db, 'a', { enabled: false, jobs: [job] })
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs()).toBe(0)
  })
})

describe('jobs shared by several instances on one database', () => {
  let db: Db
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

  it('run a leased job once per slot with three instances ticking it', async () => {
    const { job, runs } = countingJob(SECOND)
    const lines: string[] = []
    for (const id of ['a', 'b', 'c']) {
      const app = Fastify({ logger: { level: 'info', stream: { write: (l) => lines.push(l) } } })
      await instance(db, id, { enabled: true, jobs: [job] }, app)
    }
    await vi.advanceTimersByTimeAsync(5_000)
    const leases = await listJobLeases(db, 'count')
    // Five slots fired on every instance; each ran on one of them, once, and finished.
    expect(leases.map((l) => l.period)).toEqual([
      '2026-12-01T10:00:01.000Z',
      '2026-12-01T10:00:02.000Z',
      '2026-12-01T10:00:03.000Z',
      '2026-12-01T10:00:04.000Z',
      '2026-12-01T10:00:05.000Z',
    ])
    expect(runs()).toBe(5)
    expect(leases.every((l) => l.finishedAt !== null)).toBe(true)
    // Each run's log line names the instance that ran it and the slot.
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.job === 'count')
    expect(logged.map((l) => `${l.period} ${l.instance}`)).toEqual(
      leases.map((l) => `${l.period} ${l.holder}`),
    )
  })

  it('run a job marked every-instance on each of them', async () => {
    const { job, runs } = countingJob(SECOND, 'every-instance')
    for (const id of ['a', 'b', 'c']) await instance(db, id, { enabled: true, jobs: [job] })
    await vi.advanceTimersByTimeAsync(2_000)
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
    await instance(db, 'b', { enabled: true, jobs: [job] })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs()).toBe(1)
    expect(await listJobLeases(db, 'count')).toEqual([
      expect.objectContaining({ period: FIRST_SLOT, holder: 'b', finishedAt: FIRST_SLOT }),
    ])
  })

  it('never take a live lease, nor run again a slot that finished', async () => {
    const lease = { job: 'count', holder: 'a', taken_at: '2026-12-01T10:00:00.000Z' }
    await db
      .insertInto('job_leases')
      .values([
        // Held by a running instance until well after its slot fires.
        { ...lease, period: FIRST_SLOT, expires_at: '2026-12-01T10:05:00.000Z', finished_at: null },
        // Done already, its lease long over.
        {
          ...lease,
          period: '2026-12-01T10:00:02.000Z',
          expires_at: '2026-12-01T10:00:00.000Z',
          finished_at: '2026-12-01T10:00:00.000Z',
        },
      ])
      .execute()
    const { job, runs } = countingJob(SECOND)
    await instance(db, 'b', { enabled: true, jobs: [job] })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(runs()).toBe(0)
    await vi.advanceTimersByTimeAsync(1_000)
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
    const { app } = await instance(db, 'a', { enabled: true, jobs: [slow] })
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toBe(1)
    // Ten seconds into a run whose lease lasts three: renewed, so still held.
    await vi.advanceTimersByTimeAsync(10_000)
    const other = new JobLeases({ db, now: () => new Date(), instanceId: 'b' })
    expect(await other.take('slow', FIRST_SLOT, 3_000)).toBe(false)
    const [held] = await listJobLeases(db, 'slow')
    expect(held?.expiresAt.localeCompare(new Date().toISOString())).toBe(1)
    release()
    await app.close()
    expect((await listJobLeases(db, 'slow'))[0]).toMatchObject({
      holder: 'a',
      finishedAt: expect.any(String),
    })
  })
})
