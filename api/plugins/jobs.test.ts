import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
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
  it('runs a job on its schedule once the app is ready, and stops on close', async () => {
    const app = Fastify({ logger: false })
    const { job, runs } = countingJob('* * * * * *')
    await app.register(jobsPlugin, { enabled: true, jobs: [job] })
    await app.ready()
    await new Promise((resolve) => setTimeout(resolve, 2200))
    expect(runs()).toBeGreaterThanOrEqual(1)
    await app.close()
    const after = runs()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(runs()).toBe(after)
  })

  it('logs and reports a failed run, never lets it escape, and runs the job again', async () => {
    const lines: string[] = []
    const app = Fastify({ logger: { level: 'error', stream: { write: (l) => lines.push(l) } } })
    const failures: string[] = []
    const { promise: twice, resolve } = Promise.withResolvers<void>()
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
        if (failures.length === 2) resolve()
      },
    })
    await app.ready()
    await twice
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
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(runs()).toBe(0)
    await app.close()
  })
})
