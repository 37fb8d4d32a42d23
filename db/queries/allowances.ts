import type { Db } from '../client.js'

const CHUNK = 500

/**
 * Records that these children got their allowance on runDate. Returns the ids
 * actually recorded: a child already credited that day is left out, which is what
 * makes processing twice on one day credit nobody twice, even across processes.
 */
export async function insertAllowanceRuns(
  db: Db,
  runs: Array<{ childId: number; runDate: string; amountSat: number; createdAt: string }>,
): Promise<Set<number>> {
  const recorded = new Set<number>()
  for (let i = 0; i < runs.length; i += CHUNK) {
    const rows = await db
      .insertInto('allowance_runs')
      .values(
        runs.slice(i, i + CHUNK).map((r) => ({
          child_id: r.childId,
          run_date: r.runDate,
          amount_sat: r.amountSat,
          created_at: r.createdAt,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('child_id')
      .execute()
    for (const row of rows) recorded.add(row.child_id)
  }
  return recorded
}

export interface AutoAllowanceFamily {
  id: number
  timeZone: string | null
  hour: number
}

export async function listAutoAllowanceFamilies(db: Db): Promise<AutoAllowanceFamily[]> {
  const rows = await db
    .selectFrom('families')
    .select(['id', 'time_zone', 'auto_allowance_hour'])
    .where('auto_allowance_hour', 'is not', null)
    .execute()
  return rows.map((r) => ({ id: r.id, timeZone: r.time_zone, hour: r.auto_allowance_hour ?? 0 }))
}

export async function updateAllowanceSchedule(
  db: Db,
  familyId: number,
  schedule: { hour: number | null; timeZone: string | null },
) {
  await db
    .updateTable('families')
    .set({ auto_allowance_hour: schedule.hour, time_zone: schedule.timeZone })
    .where('id', '=', familyId)
    .execute()
}
