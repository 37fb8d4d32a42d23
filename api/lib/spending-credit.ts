import type { Child } from '../../db/queries/children.js'
import type { AllowanceShare } from '../../db/queries/goals.js'
import { type LedgerEntry, transferEntries } from './ledger.js'
import { satsToBtc } from './money.js'

export interface SpendingCredit {
  amountSat: number
  type: string
  description: string
  createdBy: number | null
  createdAt: string
}

/**
 * Ledger rows for money arriving in a child's spending balance (allowance, bonus,
 * chores, earnings). The spending threshold is the largest Lightning amount the
 * family wants in a child's hands: when this credit lifts the balance above it, the
 * whole excess moves to savings in the same entry, as a spending/savings row pair.
 */
export function spendingCreditEntries(
  child: Pick<Child, 'id' | 'familyId' | 'spendingSat' | 'spendingThresholdSat'>,
  credit: SpendingCredit,
): LedgerEntry[] {
  const base = {
    familyId: child.familyId,
    childId: child.id,
    importKey: null,
    createdBy: credit.createdBy,
    createdAt: credit.createdAt,
  }
  const entries: LedgerEntry[] = [
    {
      ...base,
      account: 'spending',
      type: credit.type,
      amountSat: credit.amountSat,
      description: credit.description,
    },
  ]
  const after = child.spendingSat + credit.amountSat
  const excess = after - child.spendingThresholdSat
  if (credit.amountSat > 0 && excess > 0) {
    const description = `Above the ${satsToBtc(child.spendingThresholdSat)} BTC spending limit: moved to savings`
    entries.push(
      { ...base, account: 'spending', type: 'savings', amountSat: -excess, description },
      { ...base, account: 'savings', type: 'savings_deposit', amountSat: excess, description },
    )
  }
  return entries
}
