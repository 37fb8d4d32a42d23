import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { insertChild } from '../../../db/queries/children.js'
import { insertFamily } from '../../../db/queries/families.js'
import { setFamilyInterestRate } from '../../../db/queries/interest.js'
import { postEntries } from '../../lib/ledger.js'
import { buildTestApp } from '../../test-helpers.js'
import { processDueInterest } from './interest.service.js'

/**
 * The months tried and where they begin and end in each zone, written out by hand rather
 * than computed by the code under test. Los Angeles leaves summer time on 1 November 2026
 * at 02:00, after that month began.
 */
const MONTHS = [
  {
    month: '2026-11',
    days: 30,
    daysInYear: 365,
    runAt: '2026-12-02T12:00:00.000Z',
    bounds: {
      UTC: ['2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
      'Asia/Tokyo': ['2026-10-31T15:00:00.000Z', '2026-11-30T15:00:00.000Z'],
      'America/Los_Angeles': ['2026-11-01T07:00:00.000Z', '2026-12-01T08:00:00.000Z'],
    },
  },
  {
    month: '2028-02',
    days: 29,
    daysInYear: 366,
    runAt: '2028-03-02T12:00:00.000Z',
    bounds: {
      UTC: ['2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z'],
      'Asia/Tokyo': ['2028-01-31T15:00:00.000Z', '2028-02-29T15:00:00.000Z'],
      'America/Los_Angeles': ['2028-02-01T08:00:00.000Z', '2028-03-01T08:00:00.000Z'],
    },
  },
] as const

type Zone = keyof (typeof MONTHS)[number]['bounds']
const ZONES: Zone[] = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']
const HOUR_MS = 3_600_000

/**
 * One moment's savings rows: a deposit or a withdrawal, or both halves of a move (out, then
 * in again) at the same instant. Hours from three days before the month to a day after it,
 * so rows fall before, inside and after it, on its edges too.
 */
const moment = fc.record({
  hour: fc.integer({ min: 0, max: 34 * 24 }),
  amounts: fc.array(fc.integer({ min: -3_000_000, max: 3_000_000 }), {
    minLength: 1,
    maxLength: 3,
  }),
})

/** The lowest balance by its definition, with no sweep: after every moment, and at the start. */
function lowestByDefinition(
  rows: Array<{ at: string; amountSat: number }>,
  [from, to]: readonly [string, string],
): number {
  const balanceAfter = (instant: string) =>
    rows.filter((r) => r.at <= instant).reduce((sum, r) => sum + r.amountSat, 0)
  const opening = rows.filter((r) => r.at < from).reduce((sum, r) => sum + r.amountSat, 0)
  const moments = rows.map((r) => r.at).filter((at) => at >= from && at < to)
  return Math.max(0, Math.min(opening, ...moments.map(balanceAfter)))
}

describe('monthly interest over random savings histories', () => {
  it('credits floor(lowest x rate x days / days in the year), once', async () => {
    const app = await buildTestApp()
    const db = app.db
    let runs = 0
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MONTHS),
        fc.constantFrom(...ZONES),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(moment, { maxLength: 12 }),
        async (month, zone, rateTenths, opening, moments) => {
          runs += 1
          // The families of earlier runs earn no more: each pass would visit them all
          // again, and the runs' cost grow with their square.
          await db.updateTable('interest_settings').set({ rate_tenths: 0 }).execute()
          const created = '2020-01-01T00:00:00.000Z'
          const familyId = await insertFamily(db, created)
          await db
            .updateTable('families')
            .set({ time_zone: zone })
            .where('id', '=', familyId)
            .execute()
          const child = await insertChild(db, {
            familyId,
            name: `Child ${runs}`,
            age: 9,
            gender: 'girl',
            weeklyAllowanceSat: 0,
            allowanceDay: 1,
            spendingThresholdSat: 100_000,
            createdAt: created,
          })
          await setFamilyInterestRate(db, familyId, rateTenths, created)

          // Posted in time order; a withdrawal never takes more than the balance holds.
          const start = Date.parse(month.bounds.UTC[0]) - 3 * 24 * HOUR_MS
          const rows: Array<{ at: string; amountSat: number }> = []
          let balance = 0
          // The savings it had long before, then the history around the month.
          const history = [{ hour: -24, amounts: [opening] }, ...moments]
          for (const { hour, amounts } of history.sort((a, b) => a.hour - b.hour)) {
            const at = new Date(start + hour * HOUR_MS).toISOString()
            const entries = amounts.map((wanted) => {
              const amountSat = Math.max(wanted, -balance)
              balance += amountSat
              return amountSat
            })
            await postEntries(
              db,
              entries
                .filter((amountSat) => amountSat !== 0)
                .map((amountSat) => ({
                  familyId,
                  childId: child.id,
                  account: 'savings' as const,
                  type: amountSat > 0 ? 'savings_deposit' : 'savings_withdrawal',
                  amountSat,
                  description: 'Random history',
                  importKey: null,
                  createdBy: null,
                  createdAt: at,
                })),
            )
            for (const amountSat of entries) if (amountSat !== 0) rows.push({ at, amountSat })
          }

          const lowest = lowestByDefinition(rows, month.bounds[zone])
          const expected = Number(
            (BigInt(lowest) * BigInt(rateTenths) * BigInt(month.days)) /
              BigInt(1000 * month.daysInYear),
          )
          const now = new Date(month.runAt)
          const pass = () => processDueInterest(db, now, 'UTC', app.config.billing)
          await pass()
          await Promise.all([pass(), pass(), pass()])
          await pass()

          const credits = await db
            .selectFrom('interest_credits')
            .select(['month', 'lowest_balance_sat', 'amount_sat'])
            .where('child_id', '=', child.id)
            .execute()
          expect(credits).toEqual([
            { month: month.month, lowest_balance_sat: lowest, amount_sat: expected },
          ])
          const paid = await db
            .selectFrom('transactions')
            .select('amount_sat')
            .where('child_id', '=', child.id)
            .where('type', '=', 'interest')
            .execute()
          expect(paid).toEqual(expected === 0 ? [] : [{ amount_sat: expected }])
        },
      ),
      { numRuns: 40 },
    )
  })
})
