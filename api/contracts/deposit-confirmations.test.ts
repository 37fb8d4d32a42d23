import { describe, expect, it } from 'vitest'
import {
  checkDepositRules,
  confirmationsNeeded,
  DEFAULT_DEPOSIT_RULES,
} from './deposit-confirmations.js'

describe('deposit confirmations', () => {
  it('are 1 up to 100,000 sats and 3 above by default', () => {
    expect(confirmationsNeeded(1, DEFAULT_DEPOSIT_RULES)).toBe(1)
    expect(confirmationsNeeded(100_000, DEFAULT_DEPOSIT_RULES)).toBe(1)
    expect(confirmationsNeeded(100_001, DEFAULT_DEPOSIT_RULES)).toBe(3)
  })

  it('read the form: an amount in BTC, and never fewer for large deposits', () => {
    expect(
      checkDepositRules({ confirmations: 2, largeConfirmations: 2, largeAmount: ' 0.5 ' }),
    ).toEqual({ value: { confirmations: 2, largeConfirmations: 2, largeAmountSat: 50_000_000 } })
    expect(
      checkDepositRules({ confirmations: 3, largeConfirmations: 2, largeAmount: '0.001' }).problem,
    ).toMatchObject({ field: 'largeConfirmations', code: 'value-out-of-range' })
    for (const largeAmount of ['', '0', '-1', '1e-3', 'abc', '0.000000001']) {
      expect(
        checkDepositRules({ confirmations: 1, largeConfirmations: 3, largeAmount }).problem,
        largeAmount,
      ).toMatchObject({ field: 'largeAmount', code: 'invalid-amount' })
    }
  })
})
