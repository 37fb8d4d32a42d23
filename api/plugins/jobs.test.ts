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
