import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Db } from '../../../db/client.js'
import { listChildren } from '../../../db/queries/children.js'
import { findFamily } from '../../../db/queries/families.js'
import {
  findInterestRates,
  findMonthCredits,
  insertInterestCredit,
  listChildrenToCredit,
  listInterestFamilies,
  savingsBefore,
  savingsMovements,
  setChildInterestRate,
  setFamilyInterestRate,
  setInterestCreditTransaction,
} from '../../../db/queries/interest.js'
import { inTransaction } from '../../../db/transaction.js'
import type { BillingConfig } from '../../config.js'
import { formatRate, readInterestRate } from '../../contracts/interest-rate.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { acceptOrRefuse, notFound } from '../../errors.js'
import {
  daysInMonth,
  daysInYear,
  monthOf,
  nextMonth,
  previousMonth,
} from '../../lib/calendar-date.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { postEntries } from '../../lib/ledger.js'
import { localDate, wallClockInstant } from '../../lib/local-date.js'
import { interestSats, satsToBtc, totalToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { readFamilySubscription } from '../../lib/subscription.js'
import type {
  ChildInterestDto,
  InterestDto,
  SetChildInterestRateBody,
  SetInterestRateBody,
} from './interest.schemas.js'
import { lowestBalance } from './lowest-balance.js'

/** A month of the family's calendar: the instants it runs between, and its days. */
interface FamilyMonth {
  month: string
  from: string
  to: string
  days: number
  daysInYear: number
}

function familyMonth(month: string, timeZone: string): FamilyMonth {
  const at = (text: string) => {
    const [year = 0, number = 1] = text.split('-').map(Number)
    return wallClockInstant({ year, month: number, day: 1, hour: 0, minute: 0 }, timeZone)
  }
  return {
    month,
    from: at(month),
    to: at(nextMonth(month)),
    days: daysInMonth(month),
    daysInYear: daysInYear(Number(month.slice(0, 4))),
  }
}

/** The lowest savings balance the child had in the month (so far, for the current one). */
async function lowestOfMonth(db: Db, childId: number, month: FamilyMonth): Promise<number> {
  const opening = await savingsBefore(db, childId, month.from)
  return lowestBalance(opening, await savingsMovements(db, childId, month))
}

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

/**
 * Credits one family's children their interest for `month`, once each: the
 * interest_credits row is inserted in the same transaction as the ledger row, and a
 * child already credited (by an earlier pass, or another process meanwhile) is skipped.
 */
async function creditFamilyMonth(
  db: Db,
  family: { id: number; timeZone: string },
  month: string,
  at: string,
): Promise<number> {
  const bounds = familyMonth(month, family.timeZone)
  return inTransaction(db, async (trx) => {
    let credited = 0
    for (const child of await listChildrenToCredit(trx, family.id, month)) {
      if (child.rateTenths === 0) continue
      const lowest = await lowestOfMonth(trx, child.childId, bounds)
      const amountSat = interestSats(lowest, child.rateTenths, bounds.days, bounds.daysInYear)
      const credit = { childId: child.childId, month }
      const isNew = await insertInterestCredit(trx, {
        ...credit,
        familyId: family.id,
        rateTenths: child.rateTenths,
        lowestBalanceSat: lowest,
        days: bounds.days,
        daysInYear: bounds.daysInYear,
        amountSat,
        createdAt: at,
      })
      if (!isNew || amountSat === 0) continue
      const [transactionId] = await postEntries(trx, [
        {
          familyId: family.id,
          childId: child.childId,
          account: 'savings',
          type: 'interest',
          amountSat,
          description: writeLedgerDescription('interest', {
            month: monthName(month),
            rate: formatRate(child.rateTenths),
            amount: satsToBtc(lowest),
          }),
          importKey: null,
          createdBy: null,
          createdAt: at,
        },
      ])
      if (transactionId !== undefined)
        await setInterestCreditTransaction(trx, credit, transactionId)
      credited += 1
    }
    return credited
  })
}

/**
 * One pass of the interest job: every family where some child earns interest gets the
 * month that ended on its calendar credited, once. Run hourly, it credits a family soon
 * after its month turns, and a server that was down on the 1st catches up on its next
 * pass. A family whose trial or subscription ended is credited once it renews, within the
 * month after. One transaction per family, with a turn for waiting requests in between.
 */
export async function processDueInterest(
  db: Db,
  now: Date,
  defaultTimeZone: string,
  billing: BillingConfig,
): Promise<{ families: number; credited: number }> {
  let families = 0
  let credited = 0
  for (const family of await listInterestFamilies(db)) {
    if (!(await readFamilySubscription(db, billing, family.id, now)).isActive) continue
    const timeZone = family.timeZone ?? defaultTimeZone
    const ended = previousMonth(monthOf(localDate(now, timeZone).date))
    credited += await creditFamilyMonth(db, { id: family.id, timeZone }, ended, now.toISOString())
    families += 1
    await nextTurn()
  }
  return { families, credited }
}

/**
 * This month's interest as it stands: the rates, each child's lowest savings balance so
 * far, what that earned up to today and will earn by the month's end if the balance goes
 * no lower, and what the family promised in all.
 */
export async function getInterest(
  db: Db,
  user: SessionUser,
  now: Date,
  defaultTimeZone: string,
): Promise<InterestDto> {
  const family = await findFamily(db, user.familyId)
  if (!family) throw notFound('Family')
  const today = localDate(now, family.timeZone ?? defaultTimeZone).date
  const month = familyMonth(monthOf(today), family.timeZone ?? defaultTimeZone)
  const daysElapsed = Number(today.slice(8, 10))
  const rates = await findInterestRates(db, family.id)
  const before = previousMonth(month.month)
  const lastMonth = await findMonthCredits(db, family.id, before)
  // A child's sign-in sees itself only (none without its child record), a guardian all.
  const children =
    user.role !== 'child'
      ? await listChildren(db, family.id)
      : user.childId === null
        ? []
        : [await findAccessibleChild(db, user, user.childId)]
  const entries: ChildInterestDto[] = []
  let promisedSat = 0
  for (const child of children) {
    const own = rates.childTenths.get(child.id)
    const rate = own ?? rates.familyTenths
    const lowest = rate === 0 ? 0 : await lowestOfMonth(db, child.id, month)
    const projected = interestSats(lowest, rate, month.days, month.daysInYear)
    promisedSat += projected
    const credited = lastMonth.get(child.id)
    entries.push({
      childId: child.id,
      childName: child.name,
      ownRate: own === undefined ? null : formatRate(own),
      rate: formatRate(rate),
      lowestBalance: satsToBtc(lowest),
      soFar: satsToBtc(interestSats(lowest, rate, daysElapsed, month.daysInYear)),
      projected: satsToBtc(projected),
      lastMonth: credited === undefined ? null : satsToBtc(credited),
    })
  }
  return {
    familyRate: formatRate(rates.familyTenths),
    month: month.month,
    previousMonth: before,
    daysInMonth: month.days,
    daysElapsed,
    promised: totalToBtc(promisedSat),
    children: entries,
  }
}

export async function setFamilyRate(
  db: Db,
  user: SessionUser,
  input: SetInterestRateBody,
  now: Date,
  defaultTimeZone: string,
): Promise<InterestDto> {
  const tenths = acceptOrRefuse(readInterestRate(input.rate))
  await setFamilyInterestRate(db, user.familyId, tenths, now.toISOString())
  return getInterest(db, user, now, defaultTimeZone)
}

export async function setChildRate(
  db: Db,
  user: SessionUser,
  childId: number,
  input: SetChildInterestRateBody,
  now: Date,
  defaultTimeZone: string,
): Promise<InterestDto> {
  const tenths = input.rate === null ? null : acceptOrRefuse(readInterestRate(input.rate))
  const child = await findAccessibleChild(db, user, childId)
  await setChildInterestRate(
    db,
    { familyId: child.familyId, childId: child.id },
    tenths,
    now.toISOString(),
  )
  return getInterest(db, user, now, defaultTimeZone)
}
