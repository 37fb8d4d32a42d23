import { describe, expect, it } from 'vitest'
import {
  BOOKED_TRANSACTION_TYPE_INFO,
  isLedgerType,
  isParentTransactionType,
  LEDGER_TYPES,
  ledgerTypeLabel,
  spendingSign,
  TRANSACTION_TYPE_INFO,
  TRANSACTION_TYPES,
} from './transaction-types.js'

describe('transaction types', () => {
  it('credits spending for money the child receives, takes it out otherwise', () => {
    const credits = TRANSACTION_TYPES.filter((t) => spendingSign(t) === 1)
    expect(credits).toEqual(['allowance', 'bonus', 'chore_payment', 'earned'])
    expect(spendingSign('savings')).toBe(-1)
    expect(TRANSACTION_TYPE_INFO.savings.effect).toBe('to-savings')
  })

  it('leaves allowances, bonuses, chores and adjustments to parents', () => {
    expect(TRANSACTION_TYPES.filter(isParentTransactionType)).toEqual([
      'allowance',
      'bonus',
      'chore_payment',
      'spending_adjustment',
    ])
  })
})

describe('types the app books itself', () => {
  it('are never recorded by hand; a Lightning fee takes money out', () => {
    for (const type of Object.keys(BOOKED_TRANSACTION_TYPE_INFO)) {
      expect(TRANSACTION_TYPES as readonly string[]).not.toContain(type)
    }
    expect(BOOKED_TRANSACTION_TYPE_INFO.lightning_fee).toEqual({ label: 'Lightning Fee', sign: -1 })
  })
})

describe('every ledger type', () => {
  it('is listed once, with its own label', () => {
    expect(new Set(LEDGER_TYPES).size).toBe(LEDGER_TYPES.length)
    const labels = LEDGER_TYPES.map(ledgerTypeLabel)
    expect(labels.every((label) => label.length > 0)).toBe(true)
    expect(ledgerTypeLabel('chore_payment')).toBe('Chore Payment')
    expect(ledgerTypeLabel('savings')).toBe('Move to Savings')
    expect(ledgerTypeLabel('lightning_fee')).toBe('Lightning Fee')
    expect(ledgerTypeLabel('gift')).toBe('Gift Money')
  })

  it('tells a known type from any other text', () => {
    expect(isLedgerType('deposit_reversed')).toBe(true)
    expect(isLedgerType('goal_contribution')).toBe(false)
    expect(isLedgerType('toString')).toBe(false)
  })
})
