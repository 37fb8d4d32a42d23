import { randomBytes } from 'node:crypto'
import type { Db } from '../../db/client.js'
import { finishJobLease, renewJobLease, takeJobLease } from '../../db/queries/job-leases.js'

/** A random id for this app instance: the holder of its job leases, written in its job log lines. */
export function newInstanceId(): string {
  return randomBytes(6).toString('hex')
}

/**
 * The job leases one app instance takes in the database it shares with other
 * instances (docs/architecture.md, "Several instances on one database"): a run for a
 * period is taken by one of them, renewed while it works, and marked finished; an
 * instance killed mid-run leaves a lease that expires, and whichever instance ticks that
 * period after it takes the run over.
 */
export class JobLeases {
  readonly #db: Db
  readonly #now: () => Date
  readonly instanceId: string

  constructor(deps: { db: Db; now: () => Date; instanceId: string }) {
    this.#db = deps.db
    this.#now = deps.now
    this.instanceId = deps.instanceId
  }

  /** True when this instance runs the job's period now; false when another holds or finished it. */
  take(job: string, period: string, leaseMs: number): Promise<boolean> {
    const now = this.#now()
    return takeJobLease(this.#db, {
      job,
      period,
      holder: this.instanceId,
      now: now.toISOString(),
      expiresAt: this.#after(now, leaseMs),
    })
  }

  /** Another `leaseMs` from now; false when this instance no longer holds the run. */
  renew(job: string, period: string, leaseMs: number): Promise<boolean> {
    return renewJobLease(this.#db, {
      job,
      period,
      holder: this.instanceId,
      expiresAt: this.#after(this.#now(), leaseMs),
    })
  }

  /** The period's work is done: nobody runs it again. */
  finish(job: string, period: string): Promise<boolean> {
    return finishJobLease(this.#db, {
      job,
      period,
      holder: this.instanceId,
      finishedAt: this.#now().toISOString(),
    })
  }

  /** A failed run gives its period back at once (unfinished), for a later tick of it to retry. */
  release(job: string, period: string): Promise<boolean> {
    return this.renew(job, period, 0)
  }

  #after(now: Date, ms: number): string {
    return new Date(now.getTime() + ms).toISOString()
  }
}
