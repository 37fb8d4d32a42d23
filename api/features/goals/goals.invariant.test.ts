import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sumLedgerByAllocation, sumLedgerByGoal } from '../../../db/queries/goals.js'
import { sumLedgerByChild } from '../../../db/queries/ledger.js'
import { btcToSats } from '../../lib/money.js'
import { buildTestApp, createFamily, signInChild, type TestFamily } from '../../test-helpers.js'
import { invariantRuns, invariantTimeoutMs } from '../../testing/invariant-runs.js'

const amount = fc.integer({ min: 1, max: 300_000 }).map((sat) => (sat / 1e8).toFixed(8))
const who = fc.integer({ min: 0, max: 1 })
const goalIndex = fc.integer({ min: 0, max: 2 })

/**
 * Moves inside the family, which neither bring money in nor take it out, and gifts: money
 * from outside given to a goal (in a child's name or none), which may leave only the way
 * it came.
 */
type Move =
  | {
      kind: 'allocate'
      goal: number
      child: number
      percentage: number
      applyTo: 'new_contributions' | 'entire_savings'
    }
  | {
      kind: 'request'
      goal: number
      child: number
      percentage: number
      applyTo: 'new_contributions' | 'existing_savings'
      approve: boolean
    }
  | {
      kind: 'contribute'
      goal: number
      child: number
      amount: string
      from: 'savings' | 'allowance'
    }
  | {
      kind: 'gift'
      goal: number
      child: number
      amount: string
      type: 'gift' | 'bonus' | 'chores'
    }
  | { kind: 'delete'; goal: number }
  | { kind: 'toSpending'; child: number; amount: string }
  | { kind: 'toSavings'; child: number; amount: string }

const move: fc.Arbitrary<Move> = fc.oneof(
  fc.record({
    kind: fc.constant('allocate' as const),
    goal: goalIndex,
    child: who,
    percentage: fc.integer({ min: 1, max: 1000 }).map((t) => t / 10),
    applyTo: fc.constantFrom('new_contributions' as const, 'entire_savings' as const),
  }),
  fc.record({
    kind: fc.constant('request' as const),
    goal: goalIndex,
    child: who,
    percentage: fc.integer({ min: 1, max: 100 }),
    applyTo: fc.constantFrom('new_contributions' as const, 'existing_savings' as const),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('contribute' as const),
    goal: goalIndex,
    child: who,
    amount,
    from: fc.constantFrom('savings' as const, 'allowance' as const),
  }),
  // Gifts and deletions twice as often: a gift in a child's name, then its goal deleted, is
  // where money could appear.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('gift' as const),
      goal: goalIndex,
      // 2: nobody's name, the parents' own money.
      child: fc.integer({ min: 0, max: 2 }),
      amount,
      type: fc.constantFrom('gift' as const, 'bonus' as const, 'chores' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), goal: goalIndex }) },
  fc.record({ kind: fc.constant('toSpending' as const), child: who, amount }),
  fc.record({ kind: fc.constant('toSavings' as const), child: who, amount }),
)

async function familyMoney(
  app: Awaited<ReturnType<typeof buildTestApp>>,
  parent: TestFamily,
  familyId: number,
) {
  const children = (await parent.request('GET', '/api/children')).json() as Array<{
    id: number
    savingsBalance: string
    spendingBalance: string
  }>
  const goals = (await parent.request('GET', '/api/family-goals')).json() as Array<{
    id: number
    currentAmount: string
  }>
  const childSums = await sumLedgerByChild(app.db, familyId)
  const goalSums = await sumLedgerByGoal(app.db, familyId)
  for (const child of children) {
    const ledger = (account: string) =>
      childSums.find((s) => s.childId === child.id && s.account === account)?.totalSat ?? 0
    expect(btcToSats(child.savingsBalance)).toBe(ledger('savings'))
    expect(btcToSats(child.spendingBalance)).toBe(ledger('spending'))
  }
  for (const goal of goals) expect(btcToSats(goal.currentAmount)).toBe(goalSums.get(goal.id) ?? 0)
  // Deleted goals keep their rows; they must hold nothing.
  const live = new Set(goals.map((g) => g.id))
  for (const [goalId, total] of goalSums) if (!live.has(goalId)) expect(total).toBe(0)
  // Every allocation's running contributed total, ended ones too, equals its goal rows.
  const allocations = await app.db
    .selectFrom('goal_allocations')
    .select(['id', 'contributed_sat'])
    .where('family_id', '=', familyId)
    .execute()
  const allocationSums = await sumLedgerByAllocation(
    app.db,
    allocations.map((a) => a.id),
  )
  for (const allocation of allocations) {
    expect(allocation.contributed_sat).toBe(allocationSums.get(allocation.id) ?? 0)
  }
  return (
    children.reduce(
      (sum, c) => sum + btcToSats(c.savingsBalance) + btcToSats(c.spendingBalance),
      0,
    ) + goals.reduce((sum, g) => sum + btcToSats(g.currentAmount), 0)
  )
}

describe('family money across goals', { timeout: invariantTimeoutMs(120_000, 30) }, () => {
  it('moves only by the gifts the live goals hold, so deleting a goal never leaves more than before its contributions; every cache equals its ledger rows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 20 }), async (moves) => {
        const app = await buildTestApp()
        const parent = await createFamily(app, 'pat@example.org')
        const familyId = (
          await app.db.selectFrom('users').select('family_id').executeTakeFirstOrThrow()
        ).family_id
        const ids: number[] = []
        const kids: TestFamily[] = []
        for (const name of ['Ann', 'Ben']) {
          const child = await parent.addChild({ name })
          await parent.request('PATCH', `/api/children/${child.id}/spending-threshold`, {
            threshold: '1',
          })
          await parent.request('POST', `/api/children/${child.id}/update-savings`, {
            newBalance: '0.005',
          })
          await parent.request('POST', `/api/lightning/sync-balance/${child.id}`, {
            newBalance: '0.002',
          })
          ids.push(child.id)
          kids.push(await signInChild(app, parent, child.id, `${name.toLowerCase()}@example.org`))
        }
        const goalIds: number[] = []
        for (const [i, target] of ['0.003', '0.5', '0.001'].entries()) {
          const res = await parent.request('POST', '/api/family-goals', {
            title: `Goal ${i}`,
            description: 'Saving together',
            targetAmount: target,
            category: 'other',
          })
          goalIds.push(res.json().id)
        }

        const before = await familyMoney(app, parent, familyId)
        // Outside money each live goal holds: the only thing that may lift the total.
        const giftsByGoal = new Map<number, number>()
        for (const step of moves) {
          const goalId = 'goal' in step ? (goalIds[step.goal] ?? 0) : 0
          const childId = 'child' in step ? (ids[step.child] ?? 0) : 0
          const kid = 'child' in step ? (kids[step.child] ?? parent) : parent
          let res: { statusCode: number } | undefined
          if (step.kind === 'allocate') {
            res = await parent.request('POST', `/api/family-goals/${goalId}/allocations`, {
              percentage: step.percentage,
              childId,
              applyTo: step.applyTo,
            })
          } else if (step.kind === 'request') {
            const asked = await kid.request(
              'POST',
              `/api/family-goals/${goalId}/child-allocation-request`,
              {
                childId,
                percentage: String(step.percentage),
                reason: 'Property test reason',
                applyTo: step.applyTo,
              },
            )
            res = asked
            if (asked.statusCode === 201) {
              res = await parent.request(
                'POST',
                `/api/allocations/${asked.json().request.id}/approve`,
                {
                  approved: step.approve,
                  denialReason: step.approve ? undefined : 'Not now',
                },
              )
            }
          } else if (step.kind === 'contribute') {
            res = await parent.request('POST', `/api/family-goals/${goalId}/contributions`, {
              amount: step.amount,
              contributionType: step.from,
              childId,
            })
          } else if (step.kind === 'gift') {
            const given = await parent.request(
              'POST',
              `/api/family-goals/${goalId}/contributions`,
              {
                amount: step.amount,
                contributionType: step.type,
                childId: ids[step.child] ?? null,
              },
            )
            res = given
            if (given.statusCode === 201) {
              giftsByGoal.set(
                goalId,
                (giftsByGoal.get(goalId) ?? 0) + btcToSats(given.json().amount),
              )
            }
          } else if (step.kind === 'delete') {
            res = await parent.request('DELETE', `/api/family-goals/${goalId}`)
            if (res.statusCode === 200) giftsByGoal.delete(goalId)
          } else if (step.kind === 'toSpending') {
            res = await parent.request('POST', '/api/wallet/transfer-to-spending', {
              childId,
              amount: step.amount,
            })
          } else {
            res = await parent.request('POST', '/api/transactions', {
              childId,
              type: 'savings',
              amount: step.amount,
              description: 'save',
            })
          }
          expect(res.statusCode, JSON.stringify(step)).toBeLessThan(500)
          const gifts = [...giftsByGoal.values()].reduce((sum, sat) => sum + sat, 0)
          expect(await familyMoney(app, parent, familyId), JSON.stringify(step)).toBe(
            before + gifts,
          )
        }
        await app.close()
      }),
      { numRuns: invariantRuns() },
    )
  })
})
