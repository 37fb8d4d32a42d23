import Fastify from 'fastify'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Job, jobsPlugin } from './jobs.js'

function countingJob(schedule: string) {
  let runs = 0
  const job: Job = {
    name: 'count',
    schedule,
    async run() {
      runs += 1
      return `run ${runs}`
    },
  }
  return { job, runs: () => runs }
}

describe('jobsPlugin', () => {
  // node-cron arms a setTimeout for the next second the schedule matches, reading Date:
  // a fake clock moves through the seconds at once. Fastify's own ticks stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs a job on its schedule once the app is ready, and stops on close', async () => {
    const app = Fastify({ logger: false })
    const { job, runs } = countingJob('* * * * * *')
    await app.register(jobsPlugin, { enabled: true, jobs: [job] })
    await app.ready()
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
      async run() {
        runs += 1
        if (runs % 2) throw new Error(`run ${runs} broke`)
        // A rejection that surfaces only after an await.
        await Promise.reject(new TypeError(`run ${runs} broke later`))
        return 'never'
      },
    }
    await app.register(jobsPlugin, {
      enabled: true,
      jobs: [failing],
      schedule: '* * * * * *',
      onFailure: (job, error) => {
        failures.push(`${job}: ${(error as Error).message}`)
      },
    })
    await app.ready()
    // One second of the schedule at a time, until the second run has failed.
    while (failures.length < 2) await vi.advanceTimersByTimeAsync(1_000)
    await app.close()
    expect(failures).toEqual(['failing: run 1 broke', 'failing: run 2 broke later'])
    const logged = lines.map((l) => JSON.parse(l))
    expect(logged.slice(0, 2)).toMatchObject([
      { level: 50, job: 'failing', msg: 'job failed', err: { message: 'run 1 broke' } },
      { level: 50, job: 'failing', msg: 'job failed', err: { message: 'run 2 broke later' } },
    ])
  })

  it('runs nothing when jobs are disabled', async () => {
    const app = Fastify({ logger: false })
    const { job, runs } = countingJob('* * * * * *')
    await app.register(jobsPlugin, { enabled: false, jobs: [job] })
    await app.ready()
    await vi.advanceTimersByTimeAsync(3_000)
    expect(runs()).toBe(0)
    await app.close()
  })
})
