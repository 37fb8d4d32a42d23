import type { Selectable } from 'kysely'
import type { Db } from '../client.js'
import type { WalletDepositStatus, WalletDepositsTable } from '../schema.js'

/** Deposits credited to children's savings (wallet_deposits), and their reversals. */

export interface NewDeposit {
  familyId: number
  childId: number
  txid: string
  vout: number
  address: string
  amountSat: number
  blockHeight: number
  creditedAt: string
}

/** A deposit the family credited, and where it stands if its transaction left the chain. */
export interface WalletDeposit {
  id: number
  childId: number
  txid: string
  vout: number
  address: string
  amountSat: number
  blockHeight: number
  status: WalletDepositStatus
  /** Taken back from the child's savings since it left the chain. */
  reversedSat: number
  /** Still to take back: the child had spent it. */
  owedSat: number
  reversedAt: string | null
}

const depositColumns = [
  'id',
  'child_id',
  'txid',
  'vout',
  'address',
  'amount_sat',
  'block_height',
  'status',
  'reversed_sat',
  'owed_sat',
  'reversed_at',
] as const

type DepositRow = Pick<Selectable<WalletDepositsTable>, (typeof depositColumns)[number]>

function toWalletDeposit(row: DepositRow): WalletDeposit {
  return {
    id: row.id,
    childId: row.child_id,
    txid: row.txid,
    vout: row.vout,
    address: row.address,
    amountSat: row.amount_sat,
    blockHeight: row.block_height,
    status: row.status,
    reversedSat: row.reversed_sat,
    owedSat: row.owed_sat,
    reversedAt: row.reversed_at,
  }
}

/**
 * Records a deposit unless its outpoint is already recorded for the family. Returns the
 * new row's id, or undefined when it was there already (credited before): the caller
 * credits only when it gets an id.
 */
export async function insertDepositOnce(db: Db, deposit: NewDeposit): Promise<number | undefined> {
  const row = await db
    .insertInto('wallet_deposits')
    .values({
      family_id: deposit.familyId,
      child_id: deposit.childId,
      txid: deposit.txid,
      vout: deposit.vout,
      address: deposit.address,
      amount_sat: deposit.amountSat,
      block_height: deposit.blockHeight,
      ledger_transaction_id: null,
      credited_at: deposit.creditedAt,
      reversed_at: null,
    })
    .onConflict((oc) => oc.columns(['family_id', 'txid', 'vout']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

export async function linkDepositToLedger(
  db: Db,
  depositId: number,
  ledgerTransactionId: number,
): Promise<void> {
  await db
    .updateTable('wallet_deposits')
    .set({ ledger_transaction_id: ledgerTransactionId })
    .where('id', '=', depositId)
    .execute()
}

/** Which of these outpoints ("txid:vout") count as credited now (not reversed). */
export async function findCreditedOutpoints(
  db: Db,
  familyId: number,
  outpoints: { txid: string; vout: number }[],
): Promise<Set<string>> {
  const credited = new Set<string>()
  if (outpoints.length === 0) return credited
  const txids = [...new Set(outpoints.map((o) => o.txid))]
  const rows = await db
    .selectFrom('wallet_deposits')
    .select(['txid', 'vout'])
    .where('family_id', '=', familyId)
    .where('status', '=', 'credited')
    .where('txid', 'in', txids)
    .execute()
  for (const row of rows) credited.add(`${row.txid}:${row.vout}`)
  return credited
}

/**
 * Credited deposits not yet final: last seen confirmed above `aboveHeight`, so a
 * reorganisation may still take them off the chain.
 */
export async function listRecentCreditedDeposits(
  db: Db,
  familyId: number,
  aboveHeight: number,
): Promise<WalletDeposit[]> {
  const rows = await db
    .selectFrom('wallet_deposits')
    .select(depositColumns)
    .where('family_id', '=', familyId)
    .where('status', '=', 'credited')
    .where('block_height', '>', aboveHeight)
    .orderBy('id')
    .execute()
  return rows.map(toWalletDeposit)
}

/** The family's reversed deposits: still owing, or reversed since `since`, newest first. */
export async function listReversedDeposits(
  db: Db,
  familyId: number,
  since: string,
): Promise<WalletDeposit[]> {
  const rows = await db
    .selectFrom('wallet_deposits')
    .select(depositColumns)
    .where('family_id', '=', familyId)
    .where('status', '=', 'reversed')
    .where((eb) => eb.or([eb('owed_sat', '>', 0), eb('reversed_at', '>=', since)]))
    .orderBy('reversed_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(toWalletDeposit)
}

/** The deposit of an outpoint the family recorded, in whatever state. */
export async function findDeposit(
  db: Db,
  familyId: number,
  outpoint: { txid: string; vout: number },
): Promise<WalletDeposit | undefined> {
  const row = await db
    .selectFrom('wallet_deposits')
    .select(depositColumns)
    .where('family_id', '=', familyId)
    .where('txid', '=', outpoint.txid)
    .where('vout', '=', outpoint.vout)
    .executeTakeFirst()
  return row && toWalletDeposit(row)
}

/** Keeps where a credited deposit's transaction is confirmed now (a reorganisation moved it). */
export async function updateDepositHeight(
  db: Db,
  depositId: number,
  blockHeight: number,
): Promise<void> {
  await db
    .updateTable('wallet_deposits')
    .set({ block_height: blockHeight })
    .where('id', '=', depositId)
    .where('status', '=', 'credited')
    .execute()
}

/**
 * Marks a credited deposit reversed with what was taken back and what is owed, once:
 * of two racing calls exactly one gets true.
 */
export async function markDepositReversed(
  db: Db,
  depositId: number,
  reversal: { reversedSat: number; owedSat: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_deposits')
    .set({
      status: 'reversed',
      reversed_sat: reversal.reversedSat,
      owed_sat: reversal.owedSat,
      reversed_at: reversal.at,
    })
    .where('id', '=', depositId)
    .where('status', '=', 'credited')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/**
 * A reversed deposit confirmed again: credited again, the debt forgiven. Answers what the
 * reversal had taken back (what the credit gives back), once; undefined when it was
 * not reversed (any more).
 */
export async function markDepositCreditedAgain(
  db: Db,
  depositId: number,
  blockHeight: number,
): Promise<{ reversedSat: number } | undefined> {
  const row = await db
    .selectFrom('wallet_deposits')
    .select('reversed_sat')
    .where('id', '=', depositId)
    .where('status', '=', 'reversed')
    .executeTakeFirst()
  if (!row) return undefined
  const result = await db
    .updateTable('wallet_deposits')
    .set({
      status: 'credited',
      reversed_sat: 0,
      owed_sat: 0,
      reversed_at: null,
      block_height: blockHeight,
    })
    .where('id', '=', depositId)
    .where('status', '=', 'reversed')
    .where('reversed_sat', '=', row.reversed_sat)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? { reversedSat: row.reversed_sat } : undefined
}

/** Reversed deposits whose child still owes part of them, oldest first. */
export async function listOwedDeposits(db: Db, familyId: number): Promise<WalletDeposit[]> {
  const rows = await db
    .selectFrom('wallet_deposits')
    .select(depositColumns)
    .where('family_id', '=', familyId)
    .where('status', '=', 'reversed')
    .where('owed_sat', '>', 0)
    .orderBy('id')
    .execute()
  return rows.map(toWalletDeposit)
}

/**
 * Moves `takenSat` of a deposit's debt to what was taken back, only if the debt is still
 * `owedSat` (a racing call took it first otherwise). Returns whether it moved.
 */
export async function collectOwedSat(
  db: Db,
  depositId: number,
  owed: { owedSat: number; takenSat: number },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_deposits')
    .set((eb) => ({
      owed_sat: eb('owed_sat', '-', owed.takenSat),
      reversed_sat: eb('reversed_sat', '+', owed.takenSat),
    }))
    .where('id', '=', depositId)
    .where('status', '=', 'reversed')
    .where('owed_sat', '=', owed.owedSat)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
