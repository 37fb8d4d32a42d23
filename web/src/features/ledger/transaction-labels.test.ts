import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage } from '../../lib/i18n'
import { rowKind } from './transaction-labels'

describe('rowKind', () => {
  it('names the type and the balance, each once', () => {
    expect(rowKind({ type: 'allowance', account: 'spending' })).toBe('Allowance · Spending')
    expect(rowKind({ type: 'spending', account: 'spending' })).toBe('Spending')
    expect(rowKind({ type: 'savings', account: 'savings' })).toBe('Move to Savings')
    expect(rowKind({ type: 'savings', account: 'spending' })).toBe('Move to Savings · Spending')
    expect(rowKind({ type: 'savings_to_spending', account: 'savings' })).toBe(
      'Savings to Spending · Savings',
    )
  })
})

describe('rowKind in another language', () => {
  afterEach(() => showLanguage('en'))

  it('names the type and the balance in the language shown, the balance still only once', async () => {
    await showLanguage('de')
    expect(rowKind({ type: 'allowance', account: 'savings' })).toBe('Taschengeld · Ersparnisse')
    expect(rowKind({ type: 'spending', account: 'spending' })).toBe('Ausgabe')
    expect(rowKind({ type: 'savings', account: 'spending' })).toBe(
      'Ins Ersparte legen · Ausgabegeld',
    )
  })
})
