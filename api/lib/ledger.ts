import type { Db } from '../../db/client.js'
import { databaseErrorKind } from '../../db/error-kinds.js'
import { addToAllocationContributed } from '../../db/queries/goals.js'
import {
  addToChildBalances,
  addToGoalAmount,
  insertLedgerRows,
  type LedgerRow,
} from '../../db/queries/ledger.js'
import type { LedgerType } from '../contracts/transaction-types.js'
import { conflict } from '../errors.js'

export type LedgerEntry = LedgerRow

/**
 * The one way money moves: writes the ledger rows and moves the cached balances by
 * exactly the same amounts (and the contributed totals of the allocations that caused
 * goal rows). Call it inside the operation's transaction, so rows and
 * balances commit together or not at all. The children table's CHECK constraints
 * (and the goals') are the last guard against a balance below zero or above 21M BTC; services
 * check first so the user gets the spec's message, and this turns a lost race into a 409, not a
 * 500.
 */
export async function postEntries(trx: Db, entries: LedgerEntry[]): Promise<number[]> {
  const [first] = entries
  if (!first) return []
  const deltas = new Map<number, { savingsSat: number; spendingSat: number }>()
  const goalDeltas = new Map<number, number>()
  const allocationDeltas = new Map<number, number>()
  for (const entry of entries) {
    if (entry.account === 'goal') {
      if (entry.goalId == null) throw new Error('A goal ledger row needs its goal')
      goalDeltas.set(entry.goalId, (goalDeltas.get(entry.goalId) ?? 0) + entry.amountSat)
      if (entry.allocationId != null) {
        const sum = (allocationDeltas.get(entry.allocationId) ?? 0) + entry.amountSat
        allocationDeltas.set(entry.allocationId, sum)
      }
      continue
    }
    if (entry.childId === null) continue
    const delta = deltas.get(entry.childId) ?? { savingsSat: 0, spendingSat: 0 }
    if (entry.account === 'savings') delta.savingsSat += entry.amountSat
    else delta.spendingSat += entry.amountSat
    deltas.set(entry.childId, delta)
  }
  const at = first.createdAt
  try {
    const changed = [...deltas]
      .filter(([, d]) => d.savingsSat !== 0 || d.spendingSat !== 0)
      .map(([childId, d]) => ({ childId, ...d }))
    await addToChildBalances(trx, changed, at)
    for (const [goalId, delta] of goalDeltas) {
      if (delta !== 0) await addToGoalAmount(trx, goalId, delta, at)
    }
    for (const [allocationId, delta] of allocationDeltas) {
      if (delta !== 0) await addToAllocationContributed(trx, allocationId, delta)
    }
  } catch (error) {
    if (databaseErrorKind(error) === 'check-violation') {
      throw conflict(
        'balance-out-of-range',
        'That change would take a balance below zero or above 21,000,000 BTC',
      )
    }
    throw error
  }
  return insertLedgerRows(trx, entries)
}

/** Builds the ledger row pair for money moving between two accounts of the family. */
export function transferEntries(
  base: Omit<LedgerEntry, 'account' | 'amountSat' | 'type' | 'description'>,
  move: {
    from: LedgerEntry['account']
    to: LedgerEntry['account']
    amountSat: number
    type: LedgerType
    description: string
  },
): LedgerEntry[] {
  return [
    {
      ...base,
      account: move.from,
      type: move.type,
      amountSat: -move.amountSat,
      description: move.description,
    },
    {
      ...base,
      account: move.to,
      type: move.type,
      amountSat: move.amountSat,
      description: move.description,
    },
  ]
}
