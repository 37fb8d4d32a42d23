import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createTask, type ScheduledTask } from 'node-cron'

/** A scheduled job: calls services, never queries; safe to run twice (idempotent writes). */
export interface Job {
  name: string
  /** Cron expression, evaluated in UTC. */
  schedule: string
  run(app: FastifyInstance): Promise<string>
}

export interface JobsOptions {
  jobs: Job[]
  enabled: boolean
  /** Told of every failed run, after it is logged (the monitoring screen counts them). */
  onFailure?: (job: string, error: unknown) => void
  /** Every job on this cron schedule instead of its own (the process test runs them each second). */
  schedule?: string
}

/**
 * Starts the jobs once the app is ready and stops them on close. node-cron's
 * noOverlap keeps a slow run from overlapping the next; each run logs how long it
 * took and what it did, or why it failed. A failed run never ends the process: it is
 * logged, counted, and the job runs again at its next time.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app: FastifyInstance, { jobs, enabled, onFailure, schedule }) => {
    if (!enabled) return
    const tasks: ScheduledTask[] = jobs.map((job) =>
      createTask(
        schedule ?? job.schedule,
        async () => {
          const started = performance.now()
          const durationMs = () => Math.round(performance.now() - started)
          try {
            const outcome = await job.run(app)
            app.log.info({ job: job.name, durationMs: durationMs() }, outcome)
          } catch (error) {
            app.log.error({ job: job.name, durationMs: durationMs(), err: error }, 'job failed')
            onFailure?.(job.name, error)
          }
        },
        { name: job.name, timezone: 'UTC', noOverlap: true },
      ),
    )
    app.addHook('onReady', async () => {
      for (const task of tasks) await task.start()
    })
    app.addHook('onClose', async () => {
      for (const task of tasks) await task.destroy()
    })
  },
  { name: 'jobs' },
)
