import type { Child } from '../../db/queries/children.js'
import type { AllowanceShare } from '../../db/queries/goals.js'
import { writeLedgerDescription } from '../contracts/ledger-descriptions.js'
import type { LedgerType } from '../contracts/transaction-types.js'
import { type LedgerEntry, transferEntries } from './ledger.js'
import { formatBtcWithSats, percentOfSats } from './money.js'

export interface SpendingCredit {
  amountSat: number
  type: LedgerType
  description: string
  createdBy: number | null
  createdAt: string
  /** The Lightning payment this credit books (a paid invoice), set on the credit's row. */
  paymentHash?: string
}

/**
 * Ledger rows for money arriving in a child's spending balance (allowance, bonus,
 * chores, earnings).
 *
 * Goal shares (allocations of "new contributions"; allowances only) move their
 * percentage of the credit on to their goals, never more than a goal still needs.
 * Then the spending threshold, the largest Lightning amount the family wants in a
 * child's hands: when the balance ends above it, the whole excess moves to
 * savings, except what Lightning payments under way hold (`heldSat`, see
 * available-spending.ts): their settlement must find it there. Each move is a pair
 * of rows in the same entry.
 */
export function spendingCreditEntries(
  child: Pick<Child, 'id' | 'familyId' | 'spendingSat' | 'spendingThresholdSat'> & {
    heldSat: number
  },
  credit: SpendingCredit,
  goalShares: AllowanceShare[] = [],
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
      paymentHash: credit.paymentHash ?? null,
    },
  ]
  let diverted = 0
  for (const share of goalShares) {
    const amountSat = Math.min(
      percentOfSats(credit.amountSat, share.percentageTenths),
      share.remainingSat,
    )
    if (amountSat <= 0) continue
    diverted += amountSat
    entries.push(
      ...transferEntries(
        { ...base, goalId: share.goalId, allocationId: share.allocationId },
        {
          from: 'spending',
          to: 'goal',
          amountSat,
          type: 'goal_allocation',
          description: `${share.percentageTenths / 10}% of ${credit.description.toLowerCase()} to ${share.goalTitle}`,
        },
      ),
    )
  }
  const after = child.spendingSat + credit.amountSat - diverted
  const excess = after - Math.max(child.spendingThresholdSat, child.heldSat)
  if (credit.amountSat > 0 && excess > 0) {
    const description = writeLedgerDescription('aboveSpendingLimit', {
      amountWithSats: formatBtcWithSats(child.spendingThresholdSat),
    })
    entries.push(
      { ...base, account: 'spending', type: 'savings', amountSat: -excess, description },
      { ...base, account: 'savings', type: 'savings_deposit', amountSat: excess, description },
    )
  }
  return entries
}
