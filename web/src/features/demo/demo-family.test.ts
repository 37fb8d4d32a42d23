import { btcToSats } from '@api/lib/money'
import { describe, expect, it } from 'vitest'
import { textsNow } from '../../lib/i18n'
import { createDemoFamily, DEMO_LIGHTNING_BALANCE_SAT, daysUntilDemoAllowance } from './demo-family'
import { demoFamilyTexts } from './texts'

const sat = (btc: string) => btcToSats(btc, { allowNegative: true })
const sum = (amounts: number[]) => amounts.reduce((a, b) => a + b, 0)

// A few days of the week, so the allowance days and dates are checked on more than one.
const DAYS = ['2026-11-22T10:00:00Z', '2026-11-23T17:00:00Z', '2026-11-28T23:30:00Z']

describe.each(DAYS)('the demo family on %s', (iso) => {
  const now = new Date(iso)
  const family = createDemoFamily(now, textsNow(demoFamilyTexts))

  it('has two or three children, each balance the sum of its ledger rows', () => {
    expect(family.children.length).toBeGreaterThanOrEqual(2)
    expect(family.children.length).toBeLessThanOrEqual(3)
    for (const child of family.children) {
      const rows = family.transactions.filter((row) => row.childId === child.id)
      expect(rows.every((row) => row.childName === child.name)).toBe(true)
      for (const account of ['savings', 'spending'] as const) {
        const ledger = sum(rows.filter((r) => r.account === account).map((r) => sat(r.amount)))
        const balance = sat(account === 'savings' ? child.savingsBalance : child.spendingBalance)
        expect(balance, `${child.name} ${account}`).toBe(ledger)
        expect(balance).toBeGreaterThanOrEqual(0)
      }
      expect(child.isAboveSpendingThreshold).toBe(
        sat(child.spendingBalance) > sat(child.spendingThreshold),
      )
    }
  })

  it("has wallets that hold the children's money: Lightning 50,000 sats, total their sum", () => {
    const savings = sum(family.children.map((c) => sat(c.savingsBalance)))
    const spending = sum(family.children.map((c) => sat(c.spendingBalance)))
    expect(family.bitcoinBalanceSat).toBe(savings)
    expect(family.lightningBalanceSat).toBe(spending)
    expect(family.lightningBalanceSat).toBe(DEMO_LIGHTNING_BALANCE_SAT)
    expect(family.totalBalanceSat).toBe(family.bitcoinBalanceSat + family.lightningBalanceSat)
  })

  it('shows each goal at current / target, complete only when reached', () => {
    expect(family.goals.length).toBeGreaterThan(4)
    for (const goal of family.goals) {
      const current = sat(goal.currentAmount)
      const target = sat(goal.targetAmount)
      expect(target).toBeGreaterThan(0)
      expect(goal.progress).toBe(Math.min(100, Math.floor((current * 1000) / target) / 10))
      expect(goal.isComplete).toBe(current >= target)
      for (const allocation of goal.allocations) expect(allocation.goalId).toBe(goal.id)
    }
    expect(family.goals.some((goal) => goal.isComplete)).toBe(true)
    expect(family.goals.some((goal) => !goal.isComplete)).toBe(true)
  })

  it('lists the activity newest first', () => {
    const times = family.transactions.map((row) => row.createdAt)
    expect(times).toEqual([...times].sort().reverse())
    expect(times.every((time) => time <= now.toISOString())).toBe(true)
  })

  it('asks only for what the children have and for goals that exist', () => {
    const childById = new Map(family.children.map((c) => [c.id, c]))
    expect(family.withdrawalRequests.length).toBeGreaterThan(0)
    for (const request of family.withdrawalRequests) {
      const child = childById.get(request.childId)
      expect(child?.name).toBe(request.childName)
      expect(sat(request.amount)).toBeLessThanOrEqual(sat(child?.savingsBalance ?? '0'))
      expect(request.status).toBe('pending')
    }
    expect(family.allocationRequests.length).toBeGreaterThan(0)
    for (const request of family.allocationRequests) {
      const goal = family.goals.find((g) => g.id === request.goalId)
      expect(goal?.title).toBe(request.goalTitle)
      expect(goal?.isComplete).toBe(false)
      expect(childById.get(request.childId ?? 0)?.name).toBe(request.childName)
      expect(request.status).toBe('pending')
    }
  })

  it("has one child whose allowance is today, so the demo shows 'Available today!'", () => {
    const days = family.children.map((c) => daysUntilDemoAllowance(c.allowanceDay, now.getDay()))
    expect(days).toContain(0)
    expect(days.every((d) => d >= 0 && d < 7)).toBe(true)
  })
})

describe('daysUntilDemoAllowance', () => {
  it('counts 0 on the allowance day itself and up to 6 otherwise', () => {
    expect(daysUntilDemoAllowance(3, 3)).toBe(0)
    expect(daysUntilDemoAllowance(5, 1)).toBe(4)
    expect(daysUntilDemoAllowance(0, 6)).toBe(1)
  })
})
