import {
  CHILDREN_READ,
  childTransactionsRead,
  FAMILY_OVERVIEW_READ,
  recentTransactionsRead,
} from '@api/contracts/first-reads'
import { describe, expect, it, vi } from 'vitest'
import {
  FAMILY_BALANCE_READ,
  FAMILY_WALLET_READ,
  LIGHTNING_BALANCE_READ,
  walletBalancesRead,
} from './reads'
import { isChangedBy, READS_CHANGED_BY, revalidateAfter, type Write } from './reads-after-writes'

const MONEY_WRITES: Write[] = ['books', 'allowances', 'lightningPayment', 'walletScan']

describe('isChangedBy', () => {
  it.each(MONEY_WRITES)(
    '%s changes every read that shows the books, the Total Family Balance included',
    (write) => {
      for (const key of [
        CHILDREN_READ,
        '/api/children/3',
        childTransactionsRead(3),
        recentTransactionsRead(5),
        FAMILY_OVERVIEW_READ,
        // "Children's accounts" on the Total Family Balance (issue 26: it stayed old).
        FAMILY_BALANCE_READ,
        '/api/family-goals/4/contributions',
        '/api/allocations/active?childId=3',
        '/api/withdrawal-requests',
        '/api/savings-transfers/pending',
        walletBalancesRead(3),
      ]) {
        expect(isChangedBy(write, key), key).toBe(true)
      }
    },
  )

  it('changes a wallet card only after a write that moved its wallet', () => {
    expect(isChangedBy('walletScan', FAMILY_WALLET_READ)).toBe(true)
    expect(isChangedBy('walletSettings', FAMILY_WALLET_READ)).toBe(true)
    expect(isChangedBy('lightningPayment', LIGHTNING_BALANCE_READ)).toBe(true)
    expect(isChangedBy('allowances', LIGHTNING_BALANCE_READ)).toBe(true)
    // A bookkeeping entry moves no real bitcoin: no wallet is asked again for it.
    expect(isChangedBy('books', FAMILY_WALLET_READ)).toBe(false)
    expect(isChangedBy('books', LIGHTNING_BALANCE_READ)).toBe(false)
    expect(isChangedBy('lightningPayment', FAMILY_WALLET_READ)).toBe(false)
  })

  it('matches a read and what is under it, not a longer name that starts the same', () => {
    expect(isChangedBy('familyMembers', '/api/family/spouse')).toBe(true)
    expect(isChangedBy('childSignIn', '/api/childrenx')).toBe(false)
    expect(isChangedBy('books', '/api/family/overviews')).toBe(false)
    expect(isChangedBy('books', ['/api/children', 3])).toBe(false)
  })

  it('leaves settings alone after a money write and money alone after a settings write', () => {
    for (const write of MONEY_WRITES) {
      for (const key of ['/api/auth/user', '/api/family/spouse', '/api/allowances/schedule']) {
        expect(isChangedBy(write, key), `${write} ${key}`).toBe(false)
      }
    }
    for (const write of ['familyMembers', 'netWorthSharing', 'autoPayoutSettings'] as const) {
      expect(isChangedBy(write, CHILDREN_READ)).toBe(false)
    }
  })

  it('names every read by a URL the app asks with', () => {
    for (const reads of Object.values(READS_CHANGED_BY)) {
      for (const read of reads) expect(read).toMatch(/^\/api\/[a-z/-]+[a-z]$/)
    }
  })
})

describe('revalidateAfter', () => {
  it('asks again for the matching reads without replacing what is shown', async () => {
    const mutate = vi.fn(async () => [])
    await revalidateAfter(mutate as never, 'walletScan')
    expect(mutate).toHaveBeenCalledTimes(1)
    const [matcher, ...rest] = mutate.mock.calls[0] as unknown as [(key: string) => boolean]
    // No data argument: SWR revalidates and keeps the cached answer on screen meanwhile.
    expect(rest).toEqual([])
    expect(matcher(FAMILY_WALLET_READ)).toBe(true)
    expect(matcher(FAMILY_BALANCE_READ)).toBe(true)
    expect(matcher('/api/auth/user')).toBe(false)
  })
})
