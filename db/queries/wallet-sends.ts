import type { Selectable } from 'kysely'
import type { Db } from '../client.js'
import type { WalletSendStatus, WalletSendsTable } from '../schema.js'

/** On-chain sends from children's savings (wallet_sends) and what became of each. */

/** A coin a send's PSBT spends, with the address it sits on (to look for the spend on-chain). */
export interface SendInput {
  txid: string
  vout: number
  address: string
}

export interface WalletSend {
  id: number
  familyId: number
  childId: number
  destination: string
  amountSat: number
  feeSat: number | null
  psbt: string | null
  /** The coins the PSBT spends; empty without a PSBT. */
  inputs: SendInput[]
  changeIndex: number | null
  status: WalletSendStatus
  createdAt: string
  cancelledAt: string | null
}

const sendColumns = [
  'id',
  'family_id',
  'child_id',
  'destination',
  'amount_sat',
  'fee_sat',
  'psbt',
  'inputs',
  'change_index',
  'status',
  'created_at',
  'cancelled_at',
] as const

type SendRow = Pick<Selectable<WalletSendsTable>, (typeof sendColumns)[number]>

function toWalletSend(row: SendRow): WalletSend {
  return {
    id: row.id,
    familyId: row.family_id,
    childId: row.child_id,
    destination: row.destination,
    amountSat: row.amount_sat,
    feeSat: row.fee_sat,
    psbt: row.psbt,
    inputs: row.inputs === null ? [] : (JSON.parse(row.inputs) as SendInput[]),
    changeIndex: row.change_index,
    status: row.status,
    createdAt: row.created_at,
    cancelledAt: row.cancelled_at,
  }
}

export async function insertWalletSend(
  db: Db,
  send: {
    familyId: number
    childId: number
    destination: string
    amountSat: number
    feeSat: number | null
    psbt: string | null
    inputs: SendInput[]
    changeIndex: number | null
    createdBy: number
    createdAt: string
  },
): Promise<number> {
  const row = await db
    .insertInto('wallet_sends')
    .values({
      family_id: send.familyId,
      child_id: send.childId,
      destination: send.destination,
      amount_sat: send.amountSat,
      fee_sat: send.feeSat,
      psbt: send.psbt,
      inputs: send.inputs.length === 0 ? null : JSON.stringify(send.inputs),
      change_index: send.changeIndex,
      status: 'unsigned',
      debit_transaction_id: null,
      reversal_transaction_id: null,
      created_by: send.createdBy,
      created_at: send.createdAt,
      cancelled_by: null,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function linkSendDebit(db: Db, sendId: number, ledgerId: number): Promise<void> {
  await db
    .updateTable('wallet_sends')
    .set({ debit_transaction_id: ledgerId })
    .where('id', '=', sendId)
    .execute()
}

export async function linkSendReversal(db: Db, sendId: number, ledgerId: number): Promise<void> {
  await db
    .updateTable('wallet_sends')
    .set({ reversal_transaction_id: ledgerId })
    .where('id', '=', sendId)
    .execute()
}

/** A send of this family; another family's id finds nothing. */
export async function findWalletSend(
  db: Db,
  familyId: number,
  sendId: number,
): Promise<WalletSend | undefined> {
  const row = await db
    .selectFrom('wallet_sends')
    .select(sendColumns)
    .where('id', '=', sendId)
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return row && toWalletSend(row)
}

export async function listChildSends(
  db: Db,
  familyId: number,
  childId: number,
  limit: number,
): Promise<WalletSend[]> {
  const rows = await db
    .selectFrom('wallet_sends')
    .select(sendColumns)
    .where('family_id', '=', familyId)
    .where('child_id', '=', childId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toWalletSend)
}

/** The family's sends still waiting to be signed: their coins and change address are taken. */
export async function listUnsignedSends(db: Db, familyId: number): Promise<WalletSend[]> {
  const rows = await db
    .selectFrom('wallet_sends')
    .select(sendColumns)
    .where('family_id', '=', familyId)
    .where('status', '=', 'unsigned')
    .execute()
  return rows.map(toWalletSend)
}

/**
 * Moves an unsigned send to `status`, once: of two racing calls exactly one gets true.
 */
export async function settleUnsignedSend(
  db: Db,
  sendId: number,
  status: Exclude<WalletSendStatus, 'unsigned'>,
  by: { userId: number | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('wallet_sends')
    .set(
      status === 'cancelled'
        ? { status, cancelled_by: by.userId, cancelled_at: by.at }
        : { status },
    )
    .where('id', '=', sendId)
    .where('status', '=', 'unsigned')
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
