import type { Db } from '../client.js'
import type { ChoreDestination, ChoreOccurrenceState, ChoreRecurrence } from '../schema.js'

/** A chore with its current occurrence: the one not yet paid, else the last one paid. */
export interface Chore {
  id: number
  familyId: number
  childId: number
  childName: string
  title: string
  rewardSat: number
  recurrence: ChoreRecurrence
  weekday: number | null
  dueDate: string | null
  destination: ChoreDestination
  autoApprove: boolean
  createdAt: string
  occurrence: {
    id: number
    periodDate: string
    state: ChoreOccurrenceState
    doneAt: string | null
    decidedAt: string | null
    rejectionReason: string | null
  }
}

function choresQuery(db: Db, familyId: number) {
  return (
    db
      .selectFrom('chores as c')
      // A removed child's chores leave every screen with the child, and cannot be paid.
      .innerJoin('children as ch', (join) =>
        join.onRef('ch.id', '=', 'c.child_id').on('ch.removed_at', 'is', null),
      )
      // The newest occurrence is the current one: a next one is only opened after a payment.
      .innerJoin('chore_occurrences as o', (join) =>
        join.on((eb) =>
          eb(
            'o.id',
            '=',
            eb
              .selectFrom('chore_occurrences as latest')
              .select((s) => s.fn.max('latest.id').as('id'))
              .whereRef('latest.chore_id', '=', 'c.id'),
          ),
        ),
      )
      .select([
        'c.id',
        'c.family_id',
        'c.child_id',
        'ch.name as child_name',
        'c.title',
        'c.reward_sat',
        'c.recurrence',
        'c.weekday',
        'c.due_date',
        'c.destination',
        'c.auto_approve',
        'c.created_at',
        'o.id as occurrence_id',
        'o.period_date',
        'o.state',
        'o.done_at',
        'o.decided_at',
        'o.rejection_reason',
      ])
      .where('c.family_id', '=', familyId)
  )
}

type ChoreRow = Awaited<ReturnType<ReturnType<typeof choresQuery>['execute']>>[number]

function toChore(row: ChoreRow): Chore {
  return {
    id: row.id,
    familyId: row.family_id,
    childId: row.child_id,
    childName: row.child_name,
    title: row.title,
    rewardSat: row.reward_sat,
    recurrence: row.recurrence,
    weekday: row.weekday,
    dueDate: row.due_date,
    destination: row.destination,
    autoApprove: row.auto_approve === 1,
    createdAt: row.created_at,
    occurrence: {
      id: row.occurrence_id,
      periodDate: row.period_date,
      state: row.state,
      doneAt: row.done_at,
      decidedAt: row.decided_at,
      rejectionReason: row.rejection_reason,
    },
  }
}

/** The family's chores (of one child when childId is given), oldest first. */
export async function listChores(
  db: Db,
  familyId: number,
  childId: number | null,
): Promise<Chore[]> {
  let query = choresQuery(db, familyId).orderBy('c.id')
  if (childId !== null) query = query.where('c.child_id', '=', childId)
  return (await query.execute()).map(toChore)
}

/** A chore of this family whose child is still there; another family's finds nothing. */
export async function findChore(db: Db, familyId: number, id: number): Promise<Chore | undefined> {
  const row = await choresQuery(db, familyId).where('c.id', '=', id).executeTakeFirst()
  return row && toChore(row)
}

export interface ChoreSettings {
  title: string
  rewardSat: number
  recurrence: ChoreRecurrence
  weekday: number | null
  dueDate: string | null
  destination: ChoreDestination
  autoApprove: boolean
}

function settingsColumns(s: ChoreSettings) {
  return {
    title: s.title,
    reward_sat: s.rewardSat,
    recurrence: s.recurrence,
    weekday: s.weekday,
    due_date: s.dueDate,
    destination: s.destination,
    auto_approve: s.autoApprove ? 1 : 0,
  }
}

export async function insertChore(
  db: Db,
  chore: ChoreSettings & { familyId: number; childId: number; createdBy: number; at: string },
): Promise<number> {
  const row = await db
    .insertInto('chores')
    .values({
      family_id: chore.familyId,
      child_id: chore.childId,
      ...settingsColumns(chore),
      created_by: chore.createdBy,
      created_at: chore.at,
      updated_at: chore.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function updateChore(
  db: Db,
  id: number,
  settings: ChoreSettings,
  at: string,
): Promise<void> {
  await db
    .updateTable('chores')
    .set({ ...settingsColumns(settings), updated_at: at })
    .where('id', '=', id)
    .execute()
}

/** Removes a chore and its occurrences; the ledger keeps what it paid. */
export async function deleteChore(db: Db, familyId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('chores')
    .where('id', '=', id)
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/**
 * Opens an occurrence of a chore. Returns false when the chore already has one for that
 * period, or one not yet paid: the unique keys, not a check before, make a second
 * opening (by a racing approval or a repeated pass) a no-op.
 */
export async function openOccurrence(
  db: Db,
  occurrence: { familyId: number; childId: number; choreId: number; period: string; at: string },
): Promise<boolean> {
  const rows = await db
    .insertInto('chore_occurrences')
    .values({
      family_id: occurrence.familyId,
      child_id: occurrence.childId,
      chore_id: occurrence.choreId,
      period_date: occurrence.period,
      state: 'open',
      created_at: occurrence.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute()
  return rows.length === 1
}

/** Moves an open occurrence to another period (skipped days, a changed schedule). */
export async function moveOpenOccurrence(db: Db, id: number, period: string): Promise<void> {
  await db
    .updateTable('chore_occurrences')
    .set({ period_date: period })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .execute()
}

/** The latest period of the chore that was paid, or null. */
export async function lastPaidPeriod(db: Db, choreId: number): Promise<string | null> {
  const row = await db
    .selectFrom('chore_occurrences')
    .select((eb) => eb.fn.max('period_date').as('period'))
    .where('chore_id', '=', choreId)
    .where('state', '=', 'approved')
    .executeTakeFirst()
  return row?.period ?? null
}

/**
 * Marks an open occurrence done for `period`. False when it was not open any more: the
 * conditional UPDATE is what lets only one of two racing "Done"s through.
 */
export async function markOccurrenceDone(
  db: Db,
  id: number,
  done: { period: string; by: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('chore_occurrences')
    .set({
      period_date: done.period,
      state: 'done',
      done_at: done.at,
      done_by: done.by,
      rejection_reason: null,
    })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * Approves a done occurrence, paying `paidSat`. False when it was not waiting any more
 * (approved or sent back by someone else first): of any number of racing approvals,
 * exactly one gets true.
 */
export async function approveOccurrence(
  db: Db,
  id: number,
  decision: { paidSat: number; by: number | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('chore_occurrences')
    .set({
      state: 'approved',
      paid_sat: decision.paidSat,
      decided_by: decision.by,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .where('state', '=', 'done')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Links a paid occurrence to the ledger row that paid it. */
export async function setOccurrenceTransaction(
  db: Db,
  id: number,
  transactionId: number,
): Promise<void> {
  await db
    .updateTable('chore_occurrences')
    .set({ transaction_id: transactionId })
    .where('id', '=', id)
    .execute()
}

/** Sends a done occurrence back to the child with the reason. False when it was not waiting. */
export async function rejectOccurrence(
  db: Db,
  id: number,
  decision: { reason: string; by: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('chore_occurrences')
    .set({
      state: 'open',
      done_at: null,
      done_by: null,
      rejection_reason: decision.reason,
      decided_by: decision.by,
      decided_at: decision.at,
    })
    .where('id', '=', id)
    .where('state', '=', 'done')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
