import { describe, expect, it, vi } from 'vitest'
import { isMoneyKey, revalidateMoney } from './revalidate-money'

describe('isMoneyKey', () => {
  it('matches the balances, ledger, requests and goals', () => {
    for (const key of [
      '/api/children',
      '/api/children/3',
      '/api/children/3/transactions',
      '/api/transactions/recent?limit=5',
      '/api/withdrawal-requests',
      '/api/savings-transfers/pending',
      '/api/family/overview',
      '/api/family-goals',
      '/api/wallet/balances/3',
      '/api/wallet/sends/3',
      '/api/lightning/auto-payouts',
      '/api/chores',
      '/api/interest',
    ]) {
      expect(isMoneyKey(key)).toBe(true)
    }
  })

  it('leaves the sign-in state and settings alone', () => {
    for (const key of [
      '/api/auth/user',
      '/api/family/spouse',
      '/api/allowances/schedule',
      '/api/wallet/family-info',
    ]) {
      expect(isMoneyKey(key)).toBe(false)
    }
  })
})

describe('revalidateMoney', () => {
  it('revalidates without replacing the cached data', async () => {
    const mutate = vi.fn(async () => [])
    await revalidateMoney(mutate as never)
    expect(mutate).toHaveBeenCalledWith(isMoneyKey)
  })
})
