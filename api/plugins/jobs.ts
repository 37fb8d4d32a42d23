import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createTask, type ScheduledTask } from 'node-cron'
import type { JobLeases } from './job-leases.js'

/** A scheduled job: calls services, never queries; safe to run twice (idempotent writes). */
export interface Job {
  name: string
  /** Cron expression, evaluated in UTC. */
  schedule: string
  /**
   * How the instances sharing one database share the job. A number: one instance runs
   * each schedule slot, holding a lease on it for this long (longer than a normal run;
   * renewed while the run lasts, so only a killed or stuck instance lets it expire).
   * `'every-instance'`: each instance runs it, for a job about the instance itself.
   */
  leaseMs: number | 'every-instance'
  run(app: FastifyInstance): Promise<string>
}

export interface JobsOptions {
  jobs: Job[]
  enabled: boolean
  /** The leases this instance takes in the shared database. */
  leases: JobLeases
  /** Told of every failed run, after it is logged (the monitoring screen counts them). */
  onFailure?: (job: string, error: unknown) => void
  /** Every job on this cron schedule instead of its own (the process test runs them each second). */
  schedule?: string
}

/** A lease is renewed three times per length: a renewal may fail once without losing it. */
const RENEW_EVERY_SHARE = 1 / 3

/**
 * Starts the jobs once the app is ready and stops them on close. node-cron's
 * noOverlap keeps a slow run from overlapping the next in this instance; a leased job's
 * slot is taken in the database first (`JobLeases`), so with several instances one runs
 * it and the others skip it. Each run logs the instance, how long it took and what it
 * did, or why it failed. A failed run never ends the process: it is logged, counted,
 * its lease given back, and the job runs again at its next time.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app: FastifyInstance, options) => {
    const { jobs, enabled, leases, onFailure, schedule } = options
    if (!enabled) return
    const instance = leases.instanceId

    /** The run's outcome, or undefined when another instance holds or finished the period. */
    const runLeased = async (job: Job, leaseMs: number, period: string) => {
      if (!(await leases.take(job.name, period, leaseMs))) {
        app.log.debug({ job: job.name, instance, period }, 'job run held by another instance')
        return undefined
      }
      const renewal = setInterval(() => {
        leases
          .renew(job.name, period, leaseMs)
          .then((held) => {
            if (!held) {
              app.log.warn(
                { job: job.name, instance, period },
                'job lease lost to another instance while running (it expired)',
              )
            }
          })
          .catch((error: unknown) =>
            app.log.error({ job: job.name, instance, err: error }, 'renewing a job lease failed'),
          )
      }, leaseMs * RENEW_EVERY_SHARE)
      try {
        const outcome = await job.run(app)
        await leases.finish(job.name, period)
        return outcome
      } catch (error) {
        // A lease not given back expires by itself; the error to report is the run's.
        await leases.release(job.name, period).catch(() => undefined)
        throw error
      } finally {
        clearInterval(renewal)
      }
    }

    const tasks: ScheduledTask[] = jobs.map((job) =>
      createTask(
        schedule ?? job.schedule,
        async (context) => {
          const started = performance.now()
          const durationMs = () => Math.round(performance.now() - started)
          // A leased job's period is the slot that fired: the same second on every
          // instance, however late each wakes.
          const lease =
            job.leaseMs === 'every-instance'
              ? undefined
              : { ms: job.leaseMs, period: context.date.toISOString() }
          const about = { job: job.name, instance, ...(lease ? { period: lease.period } : {}) }
          try {
            const outcome = lease
              ? await runLeased(job, lease.ms, lease.period)
              : await job.run(app)
            if (outcome !== undefined) {
              app.log.info({ ...about, durationMs: durationMs() }, outcome)
            }
          } catch (error) {
            app.log.error({ ...about, durationMs: durationMs(), err: error }, 'job failed')
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
