import type { Db } from '../client.js'
import type { SavingsTransferStatus, WithdrawalStatus } from '../schema.js'

export interface WithdrawalRequest {
  id: number
  familyId: number
  childId: number
  childName: string
  amountSat: number
  reason: string
  status: WithdrawalStatus
  decidedAt: string | null
  createdAt: string
}

function withdrawalsQuery(db: Db, familyId: number) {
  return db
    .selectFrom('withdrawal_requests as w')
    .innerJoin('children as c', 'c.id', 'w.child_id')
    .select([
      'w.id',
      'w.family_id',
      'w.child_id',
      'c.name',
      'w.amount_sat',
      'w.reason',
      'w.status',
      'w.decided_at',
      'w.created_at',
    ])
    .where('w.family_id', '=', familyId)
}

type WithdrawalRow = {
  id: number
  family_id: number
  child_id: number
  name: string
  amount_sat: number
  reason: string
  status: WithdrawalStatus
  decided_at: string | null
  created_at: string
}

function toWithdrawal(r: WithdrawalRow): WithdrawalRequest {
  return {
    id: r.id,
    familyId: r.family_id,
    childId: r.child_id,
    childName: r.name,
    amountSat: r.amount_sat,
    reason: r.reason,
    status: r.status,
    decidedAt: r.decided_at,
    createdAt: r.created_at,
  }
}

export async function insertWithdrawalRequest(
  db: Db,
  request: {
    familyId: number
    childId: number
    amountSat: number
    reason: string
    createdAt: string
  },
): Promise<number> {
  const row = await db
    .insertInto('withdrawal_requests')
    .values({
      family_id: request.familyId,
      child_id: request.childId,
      amount_sat: request.amountSat,
      reason: request.reason,
      status: 'pending',
      decided_by: null,
      decided_at: null,
      created_at: request.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function findWithdrawalRequest(
  db: Db,
  familyId: number,
  id: number,
): Promise<WithdrawalRequest | undefined> {
  const row = await withdrawalsQuery(db, familyId).where('w.id', '=', id).executeTakeFirst()
  return row && toWithdrawal(row)
}

export async function listWithdrawalRequests(
  db: Db,
  familyId: number,
  childId: number | null,
  limit: number,
): Promise<WithdrawalRequest[]> {
  let query = withdrawalsQuery(db, familyId).orderBy('w.id', 'desc').limit(limit)
  if (childId !== null) query = query.where('w.child_id', '=', childId)
  return (await query.execute()).map(toWithdrawal)
}

/**
 * Decides a pending withdrawal request or savings transfer. Returns false when it
 * was decided first by someone else: the conditional UPDATE is the lock that makes
 * a decision happen once.
 */
export async function decidePendingRequest(
  db: Db,
  request:
    | { table: 'withdrawal_requests'; id: number; status: 'approved' | 'denied' }
    | { table: 'savings_transfers'; id: number; status: 'approved' | 'rejected' },
  decision: { by: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable(request.table)
    .set({ status: request.status, decided_by: decision.by, decided_at: decision.at })
    .where('id', '=', request.id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export interface SavingsTransfer {
  id: number
  familyId: number
  childId: number
  childName: string
  amountSat: number
  description: string
  status: SavingsTransferStatus
  requestedAt: string
}

function transfersQuery(db: Db, familyId: number) {
  return db
    .selectFrom('savings_transfers as t')
    .innerJoin('children as c', 'c.id', 't.child_id')
    .select([
      't.id',
      't.family_id',
      't.child_id',
      'c.name',
      't.amount_sat',
      't.description',
      't.status',
      't.requested_at',
    ])
    .where('t.family_id', '=', familyId)
}

function toTransfer(r: {
  id: number
  family_id: number
  child_id: number
  name: string
  amount_sat: number
  description: string
  status: SavingsTransferStatus
  requested_at: string
}): SavingsTransfer {
  return {
    id: r.id,
    familyId: r.family_id,
    childId: r.child_id,
    childName: r.name,
    amountSat: r.amount_sat,
    description: r.description,
    status: r.status,
    requestedAt: r.requested_at,
  }
}

export async function insertSavingsTransfer(
  db: Db,
  transfer: {
    familyId: number
    childId: number
    amountSat: number
    description: string
    paymentReference: string | null
    requestedAt: string
  },
): Promise<number> {
  const row = await db
    .insertInto('savings_transfers')
    .values({
      family_id: transfer.familyId,
      child_id: transfer.childId,
      amount_sat: transfer.amountSat,
      description: transfer.description,
      payment_reference: transfer.paymentReference,
      status: 'pending',
      decided_by: null,
      decided_at: null,
      requested_at: transfer.requestedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function findSavingsTransfer(
  db: Db,
  familyId: number,
  id: number,
): Promise<SavingsTransfer | undefined> {
  const row = await transfersQuery(db, familyId).where('t.id', '=', id).executeTakeFirst()
  return row && toTransfer(row)
}

export async function listPendingSavingsTransfers(
  db: Db,
  familyId: number,
  childId: number | null,
): Promise<SavingsTransfer[]> {
  let query = transfersQuery(db, familyId).where('t.status', '=', 'pending').orderBy('t.id')
  if (childId !== null) query = query.where('t.child_id', '=', childId)
  return (await query.execute()).map(toTransfer)
}

/** Closes every request still waiting for a child who is being removed. */
export async function closePendingRequestsOfChild(
  db: Db,
  childId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('withdrawal_requests')
    .set({ status: 'denied', decided_at: at })
    .where('child_id', '=', childId)
    .where('status', '=', 'pending')
    .execute()
  await db
    .updateTable('savings_transfers')
    .set({ status: 'rejected', decided_at: at })
    .where('child_id', '=', childId)
    .where('status', '=', 'pending')
    .execute()
}
