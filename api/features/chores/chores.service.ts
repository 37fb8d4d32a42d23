import type { Db } from '../../../db/client.js'
import type { Child } from '../../../db/queries/children.js'
import {
  approveOccurrence,
  type Chore,
  deleteChore as deleteChoreRow,
  findChore,
  insertChore,
  lastPaidPeriod,
  listChores as listChoreRows,
  markOccurrenceDone,
  moveOpenOccurrence,
  openOccurrence,
  rejectOccurrence,
  setOccurrenceTransaction,
  updateChore as updateChoreRow,
} from '../../../db/queries/chores.js'
import { findFamily } from '../../../db/queries/families.js'
import { inTransaction } from '../../../db/transaction.js'
import { readChoreForm, readRejectionReason } from '../../contracts/chore-form.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { acceptOrRefuse, conflict, notFound } from '../../errors.js'
import { availableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { type LedgerEntry, postEntries } from '../../lib/ledger.js'
import { localDate } from '../../lib/local-date.js'
import { satsToBtc } from '../../lib/money.js'
import type { MessageReply } from '../../lib/schemas.js'
import type { SessionUser } from '../../lib/sessions.js'
import { type SpendingCredit, spendingCreditEntries } from '../../lib/spending-credit.js'
import { currentPeriod, nextPeriod, openingPeriod, periodStart } from './chore-schedule.js'
import type {
  ChoreDto,
  ChoreResultReply,
  CreateChoreBody,
  UpdateChoreBody,
} from './chores.schemas.js'

const NOT_WAITING = 'This chore is not waiting for approval: it was decided already, or is not done'

/** Today on the family's calendar: chores' periods and due dates are its days. */
async function familyToday(db: Db, familyId: number, now: Date, defaultTimeZone: string) {
  const family = await findFamily(db, familyId)
  return localDate(now, family?.timeZone ?? defaultTimeZone).date
}

function toChoreDto(chore: Chore, today: string): ChoreDto {
  const { occurrence } = chore
  const isOpen = occurrence.state === 'open'
  const period = isOpen ? currentPeriod(chore, occurrence.periodDate, today) : occurrence.periodDate
  const start = isOpen ? periodStart(chore, period) : null
  return {
    id: chore.id,
    childId: chore.childId,
    childName: chore.childName,
    title: chore.title,
    reward: satsToBtc(chore.rewardSat),
    recurrence: chore.recurrence,
    weekday: chore.weekday,
    dueDate: chore.dueDate,
    destination: chore.destination,
    autoApprove: chore.autoApprove,
    state: occurrence.state,
    occursOn: chore.recurrence === 'once' ? null : period,
    startsOn: start !== null && start > today ? start : null,
    isOverdue: isOpen && chore.dueDate !== null && chore.dueDate < today,
    rejectionReason: occurrence.rejectionReason,
    doneAt: occurrence.doneAt,
    paidAt: occurrence.state === 'approved' ? occurrence.decidedAt : null,
  }
}

const STATE_ORDER: Record<ChoreDto['state'], number> = { done: 0, open: 1, approved: 2 }

/**
 * The order both dashboards show: waiting for a parent first, then what can be done now
 * (overdue first, then by date, undated last), then what cannot start yet, then the
 * finished chores done once, latest paid first.
 */
function compareChores(a: ChoreDto, b: ChoreDto): number {
  const date = (c: ChoreDto) => c.dueDate ?? c.occursOn ?? '9999-12-31'
  return (
    STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
    Number(a.startsOn !== null) - Number(b.startsOn !== null) ||
    Number(b.isOverdue) - Number(a.isOverdue) ||
    date(a).localeCompare(date(b)) ||
    (b.paidAt ?? '').localeCompare(a.paidAt ?? '') ||
    a.id - b.id
  )
}

/** The family's chores for a guardian; a child's own for a child's sign-in. */
export async function listChores(
  db: Db,
  user: SessionUser,
  now: Date,
  defaultTimeZone: string,
): Promise<ChoreDto[]> {
  // A child's sign-in without its child record sees nothing, never the family's list.
  if (user.role === 'child' && user.childId === null) return []
  const today = await familyToday(db, user.familyId, now, defaultTimeZone)
  const chores = await listChoreRows(db, user.familyId, user.role === 'child' ? user.childId : null)
  return chores.map((c) => toChoreDto(c, today)).sort(compareChores)
}

async function readChore(
  db: Db,
  user: SessionUser,
  id: number,
): Promise<{ chore: Chore; child: Child }> {
  const chore = await findChore(db, user.familyId, id)
  if (!chore) throw notFound('Chore')
  // A sibling's chore is a 404 for a child's sign-in, exactly like a missing one.
  const child = await findAccessibleChild(db, user, chore.childId)
  return { chore, child }
}

async function choreAsNow(db: Db, user: SessionUser, id: number, today: string) {
  const chore = await findChore(db, user.familyId, id)
  if (!chore) throw notFound('Chore')
  return toChoreDto(chore, today)
}

export async function createChore(
  db: Db,
  user: SessionUser,
  input: CreateChoreBody,
  now: Date,
  defaultTimeZone: string,
): Promise<{ id: number }> {
  const today = await familyToday(db, user.familyId, now, defaultTimeZone)
  const draft = acceptOrRefuse(readChoreForm(input, today))
  const at = now.toISOString()
  return inTransaction(db, async (trx) => {
    const child = await findAccessibleChild(trx, user, input.childId)
    const id = await insertChore(trx, {
      ...draft,
      familyId: child.familyId,
      childId: child.id,
      createdBy: user.id,
      at,
    })
    await openOccurrence(trx, {
      familyId: child.familyId,
      childId: child.id,
      choreId: id,
      period: openingPeriod(draft, null, today),
      at,
    })
    return { id }
  })
}

/**
 * Changes a chore. An occurrence not done yet follows a new schedule at once (from today,
 * after the last period paid); one waiting for a parent keeps its period and is paid the
 * reward in force when it is approved. A finished chore done once that becomes daily or
 * weekly opens again.
 */
export async function updateChore(
  db: Db,
  user: SessionUser,
  id: number,
  input: UpdateChoreBody,
  now: Date,
  defaultTimeZone: string,
): Promise<ChoreDto> {
  const today = await familyToday(db, user.familyId, now, defaultTimeZone)
  const at = now.toISOString()
  // Input first, as every route answers a wrong input before looking anything up; a due
  // date in the past is judged once the stored one is known (it may be the one kept).
  acceptOrRefuse(readChoreForm(input, today, input.dueDate ?? null))
  await inTransaction(db, async (trx) => {
    const { chore } = await readChore(trx, user, id)
    const draft = acceptOrRefuse(readChoreForm(input, today, chore.dueDate))
    await updateChoreRow(trx, chore.id, draft, at)
    const isRescheduled = draft.recurrence !== chore.recurrence || draft.weekday !== chore.weekday
    const { occurrence } = chore
    if (!isRescheduled || occurrence.state === 'done') return
    const period = openingPeriod(draft, await lastPaidPeriod(trx, chore.id), today)
    if (occurrence.state === 'open') await moveOpenOccurrence(trx, occurrence.id, period)
    else if (draft.recurrence !== 'once') {
      await openOccurrence(trx, {
        familyId: chore.familyId,
        childId: chore.childId,
        choreId: chore.id,
        period,
        at,
      })
    }
  })
  return choreAsNow(db, user, id, today)
}

export async function deleteChore(db: Db, user: SessionUser, id: number): Promise<MessageReply> {
  if (!(await deleteChoreRow(db, user.familyId, id))) throw notFound('Chore')
  return { success: true, message: 'Chore deleted' }
}

/** The ledger rows of a chore's reward: into spending (then the spending limit) or savings. */
function rewardEntries(
  child: Child & { heldSat: number },
  chore: Chore,
  createdBy: number,
  at: string,
): LedgerEntry[] {
  const credit: SpendingCredit = {
    amountSat: chore.rewardSat,
    type: 'chore_payment',
    description: writeLedgerDescription('chore', { title: chore.title }),
    createdBy,
    createdAt: at,
  }
  if (chore.destination === 'spending') return spendingCreditEntries(child, credit)
  return [
    {
      familyId: child.familyId,
      childId: child.id,
      account: 'savings',
      importKey: null,
      ...credit,
    },
  ]
}

/**
 * Pays a done occurrence once and opens the chore's next one, in the caller's
 * transaction. The conditional UPDATE decides who pays: any other approval of the same
 * occurrence gets 409 and its transaction rolls back. The next occurrence's keys make a
 * second opening a no-op.
 */
async function payOccurrence(
  trx: Db,
  { chore, child }: { chore: Chore; child: Child },
  decision: { by: number; at: string; today: string },
): Promise<number> {
  const { occurrence } = chore
  const isPaid = await approveOccurrence(trx, occurrence.id, {
    paidSat: chore.rewardSat,
    by: decision.by,
    at: decision.at,
  })
  if (!isPaid) throw conflict('already-decided', NOT_WAITING)
  // The spending limit's sweep leaves what Lightning payments under way hold.
  const { heldSat } = await availableSpending(trx, child)
  const [transactionId] = await postEntries(
    trx,
    rewardEntries({ ...child, heldSat }, chore, decision.by, decision.at),
  )
  if (transactionId !== undefined) await setOccurrenceTransaction(trx, occurrence.id, transactionId)
  const next = nextPeriod(chore, occurrence.periodDate, decision.today)
  if (next !== null) {
    await openOccurrence(trx, {
      familyId: chore.familyId,
      childId: chore.childId,
      choreId: chore.id,
      period: next,
      at: decision.at,
    })
  }
  return chore.rewardSat
}

/**
 * The child (or a guardian for them) marks the current occurrence done. With automatic
 * approval it is paid in the same transaction. 409 when it is not open: done already and
 * waiting, finished, or its period not started.
 */
export async function markChoreDone(
  db: Db,
  user: SessionUser,
  id: number,
  now: Date,
  defaultTimeZone: string,
): Promise<ChoreResultReply> {
  const today = await familyToday(db, user.familyId, now, defaultTimeZone)
  const at = now.toISOString()
  const paidSat = await inTransaction(db, async (trx) => {
    const found = await readChore(trx, user, id)
    const { chore } = found
    const { occurrence } = chore
    if (occurrence.state === 'done')
      throw conflict('chore-not-open', 'This chore is done already and waits for a parent')
    if (occurrence.state === 'approved')
      throw conflict('chore-not-open', 'This chore is finished and was paid')
    const period = currentPeriod(chore, occurrence.periodDate, today)
    const start = periodStart(chore, period)
    if (start !== null && start > today)
      throw conflict('chore-not-open', `This chore can be done from ${start}`)
    if (!(await markOccurrenceDone(trx, occurrence.id, { period, by: user.id, at }))) {
      throw conflict('chore-not-open', 'This chore is done already and waits for a parent')
    }
    if (!chore.autoApprove) return null
    const done = {
      ...chore,
      occurrence: { ...occurrence, periodDate: period, state: 'done' as const },
    }
    return payOccurrence(trx, { chore: done, child: found.child }, { by: user.id, at, today })
  })
  return {
    chore: await choreAsNow(db, user, id, today),
    paid: paidSat === null ? null : satsToBtc(paidSat),
  }
}

/** A guardian approves a done chore: its reward is paid once, however many approve at once. */
export async function approveChore(
  db: Db,
  user: SessionUser,
  id: number,
  now: Date,
  defaultTimeZone: string,
): Promise<ChoreResultReply> {
  const today = await familyToday(db, user.familyId, now, defaultTimeZone)
  const at = now.toISOString()
  const paidSat = await inTransaction(db, async (trx) => {
    // No check of the state before: payOccurrence's conditional UPDATE is the one guard.
    return payOccurrence(trx, await readChore(trx, user, id), { by: user.id, at, today })
  })
  return { chore: await choreAsNow(db, user, id, today), paid: satsToBtc(paidSat) }
}

/** A guardian sends a done chore back to the child, with the reason the child will read. */
export async function rejectChore(
  db: Db,
  user: SessionUser,
  id: number,
  reasonText: string,
  now: Date,
  defaultTimeZone: string,
): Promise<ChoreDto> {
  const reason = acceptOrRefuse(readRejectionReason(reasonText))
  const today = await familyToday(db, user.familyId, now, defaultTimeZone)
  await inTransaction(db, async (trx) => {
    const { chore } = await readChore(trx, user, id)
    const decision = { reason, by: user.id, at: now.toISOString() }
    if (!(await rejectOccurrence(trx, chore.occurrence.id, decision))) {
      throw conflict('already-decided', NOT_WAITING)
    }
  })
  return choreAsNow(db, user, id, today)
}
