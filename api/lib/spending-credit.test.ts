import { describe, expect, it } from 'vitest'
import { type SpendingCredit, spendingCreditEntries } from './spending-credit.js'

const credit: SpendingCredit = {
  amountSat: 500,
  type: 'bonus',
  description: 'Bonus',
  createdBy: 1,
  createdAt: '2026-11-21T12:00:00.000Z',
}
const kim = { id: 1, familyId: 1, spendingSat: 5000, spendingThresholdSat: 1000 }

/** What the credit's rows leave in spending. */
const spendingAfter = (heldSat: number) =>
  spendingCreditEntries({ ...kim, heldSat }, credit)
    .filter((entry) => entry.account === 'spending')
    .reduce((sum, entry) => sum + entry.amountSat, kim.spendingSat)

describe('money arriving in spending', () => {
  it('moves what ends above the spending limit to savings', () => {
    expect(spendingAfter(0)).toBe(1000)
  })

  it('keeps what Lightning payments under way hold, even above the limit', () => {
    expect(spendingAfter(4040)).toBe(4040)
    expect(spendingAfter(900)).toBe(1000)
  })
})
