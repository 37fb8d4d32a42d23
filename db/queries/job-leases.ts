import type { Db } from '../client.js'

// Each write here is one statement on its own, never inside a transaction: the primary
// key's row lock orders instances asking at once (PostgreSQL at its default READ
// COMMITTED re-checks the conflict's WHERE against the row it waited for). Under
// SERIALIZABLE the loser of such a race would fail with a serialization error instead.

export interface JobLease {
  job: string
  period: string
  /** The instance taking or holding the run. */
  holder: string
}

/**
 * Takes a job's run for a period, in one statement: a new row, or the row of a holder
 * whose lease expired before it finished (a killed or stalled instance). True when this
 * holder has it now; false when another instance holds it or the run finished. The
 * unique key decides between instances asking at once, on SQLite and PostgreSQL alike.
 */
export async function takeJobLease(
  db: Db,
  lease: JobLease & { now: string; expiresAt: string },
): Promise<boolean> {
  const taken = await db
    .insertInto('job_leases')
    .values({
      job: lease.job,
      period: lease.period,
      holder: lease.holder,
      taken_at: lease.now,
      expires_at: lease.expiresAt,
      finished_at: null,
    })
    .onConflict((oc) =>
      oc
        .columns(['job', 'period'])
        .doUpdateSet((eb) => ({
          holder: eb.ref('excluded.holder'),
          taken_at: eb.ref('excluded.taken_at'),
          expires_at: eb.ref('excluded.expires_at'),
        }))
        .where('job_leases.expires_at', '<=', lease.now)
        .where('job_leases.finished_at', 'is', null),
    )
    .returning('holder')
    .executeTakeFirst()
  return taken !== undefined
}

/** Moves the holder's lease on while it works; false when it no longer holds it. */
export function renewJobLease(db: Db, lease: JobLease & { expiresAt: string }): Promise<boolean> {
  return updateHeldLease(db, lease, { expires_at: lease.expiresAt })
}

/** Marks the holder's run done: no instance runs that period again. False when it lost it. */
export function finishJobLease(db: Db, lease: JobLease & { finishedAt: string }): Promise<boolean> {
  return updateHeldLease(db, lease, { finished_at: lease.finishedAt })
}

/** Changes a lease only while `lease.holder` still holds it, unfinished. */
async function updateHeldLease(
  db: Db,
  lease: JobLease,
  change: { expires_at: string } | { finished_at: string },
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('job_leases')
    .set(change)
    .where('job', '=', lease.job)
    .where('period', '=', lease.period)
    .where('holder', '=', lease.holder)
    .where('finished_at', 'is', null)
    .executeTakeFirst()
  return numUpdatedRows > 0n
}

export interface JobLeaseRow extends JobLease {
  expiresAt: string
  finishedAt: string | null
}

export async function listJobLeases(db: Db, job: string): Promise<JobLeaseRow[]> {
  const rows = await db
    .selectFrom('job_leases')
    .select(['job', 'period', 'holder', 'expires_at', 'finished_at'])
    .where('job', '=', job)
    .orderBy('period')
    .execute()
  return rows.map((r) => ({
    job: r.job,
    period: r.period,
    holder: r.holder,
    expiresAt: r.expires_at,
    finishedAt: r.finished_at,
  }))
}

/**
 * Runs that ended before `before`: finished, or abandoned (expired unfinished: a later
 * period's run did the work). Returns how many went.
 */
export async function deleteJobLeasesEndedBefore(db: Db, before: string): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('job_leases')
    .where((eb) =>
      eb.or([
        eb('finished_at', '<', before),
        eb.and([eb('finished_at', 'is', null), eb('expires_at', '<', before)]),
      ]),
    )
    .executeTakeFirst()
  return Number(numDeletedRows)
}
