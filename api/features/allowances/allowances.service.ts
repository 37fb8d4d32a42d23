import { setImmediate as nextTurn } from 'node:timers/promises'
import type { Db } from '../../../db/client.js'
import {
  insertAllowanceRuns,
  listAutoAllowanceFamilies,
  updateAllowanceSchedule,
} from '../../../db/queries/allowances.js'
import { type Child, listChildrenDueOn } from '../../../db/queries/children.js'
import { findFamily } from '../../../db/queries/families.js'
import { listAllowanceShares } from '../../../db/queries/goals.js'
import { inTransaction } from '../../../db/transaction.js'
import type { BillingConfig } from '../../config.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { WEEKDAYS } from '../../contracts/weekdays.js'
import { badRequest, notFound } from '../../errors.js'
import type { AfterAllowanceCredit, CreditedAllowance } from '../../lib/allowance-credits.js'
import { heldSpendingOf } from '../../lib/available-spending.js'
import { postEntries } from '../../lib/ledger.js'
import { type LocalDate, localDate } from '../../lib/local-date.js'
import { satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { spendingCreditEntries } from '../../lib/spending-credit.js'
import { readFamilySubscription } from '../../lib/subscription.js'
import { canonicalTimeZone } from '../../lib/time-zone.js'
import type { AllowanceRunReply, Schedule, ScheduleBody } from './allowances.schemas.js'

/**
 * Credits the weekly allowance of the children of these families whose allowance
 * falls on this weekday, for runDate, in one transaction. The children are read
 * inside it, so the spending-limit sweep works on current balances. A child already
 * credited that day is skipped by the allowance_runs key, so a second click, a
 * second job pass or a second server instance credit nobody twice.
 */
async function creditAllowances(
  db: Db,
  due: { familyIds: number[]; weekday: number; runDate: string },
  at: string,
  createdBy: number | null,
): Promise<{ children: Child[]; credits: CreditedAllowance[]; alreadyCredited: Child[] }> {
  return inTransaction(db, async (trx) => {
    const children = await listChildrenDueOn(trx, due.familyIds, due.weekday)
    if (children.length === 0) return { children: [], credits: [], alreadyCredited: [] }
    const recorded = await insertAllowanceRuns(
      trx,
      children.map((c) => ({
        childId: c.id,
        runDate: due.runDate,
        amountSat: c.weeklyAllowanceSat,
        createdAt: at,
      })),
    )
    const credited = children.filter((c) => recorded.has(c.id))
    const held = await heldSpendingOf(
      trx,
      credited.map((c) => c.id),
    )
    const shares = await listAllowanceShares(
      trx,
      credited.map((c) => c.id),
    )
    // Siblings can share a goal: what one child's share fills, the next one's cannot.
    const stillNeeded = new Map(shares.map((s) => [s.goalId, s.remainingSat]))
    const credits: CreditedAllowance[] = []
    const entries = credited.flatMap((c) => {
      const childEntries = spendingCreditEntries(
        { ...c, heldSat: held.get(c.id) ?? 0 },
        {
          amountSat: c.weeklyAllowanceSat,
          type: 'allowance',
          description: writeLedgerDescription('weeklyAllowance', {}),
          createdBy,
          createdAt: at,
        },
        shares
          .filter((s) => s.childId === c.id)
          .map((s) => ({ ...s, remainingSat: stillNeeded.get(s.goalId) ?? 0 })),
      )
      let spendingSat = 0
      for (const entry of childEntries) {
        if (entry.account === 'spending') spendingSat += entry.amountSat
        if (entry.account === 'goal' && entry.goalId != null) {
          stillNeeded.set(entry.goalId, (stillNeeded.get(entry.goalId) ?? 0) - entry.amountSat)
        }
      }
      credits.push({
        familyId: c.familyId,
        childId: c.id,
        runDate: due.runDate,
        spendingSat: Math.max(0, spendingSat),
      })
      return childEntries
    })
    await postEntries(trx, entries)
    const alreadyCredited = children.filter((c) => !recorded.has(c.id))
    return { children: credited, credits, alreadyCredited }
  })
}

/**
 * The parent's Process Allowances button: children whose allowance day is today, family
 * time. Answers once `afterCredit` (automatic payouts) is done too, so the screen the
 * parent returns to shows the payouts with the allowances.
 */
export async function processFamilyAllowances(
  db: Db,
  user: SessionUser,
  now: Date,
  defaultTimeZone: string,
  afterCredit: AfterAllowanceCredit,
): Promise<AllowanceRunReply> {
  const family = await findFamily(db, user.familyId)
  if (!family) throw notFound('Family')
  const today = localDate(now, family.timeZone ?? defaultTimeZone)
  const {
    children: credited,
    credits,
    alreadyCredited,
  } = await creditAllowances(
    db,
    { familyIds: [family.id], weekday: today.weekday, runDate: today.date },
    now.toISOString(),
    user.id,
  )
  if (credits.length > 0) await afterCredit(credits)
  const weekday = WEEKDAYS[today.weekday] ?? ''
  const earlier = alreadyCredited.map((c) => c.name).join(', ')
  return {
    processedChildren: credited.length,
    children: credited.map((c) => ({
      childId: c.id,
      name: c.name,
      amount: satsToBtc(c.weeklyAllowanceSat),
    })),
    alreadyCredited: alreadyCredited.map((c) => ({ childId: c.id, name: c.name })),
    weekday,
    message:
      credited.length > 0
        ? `Credited the weekly allowance of ${credited.length} child${credited.length === 1 ? '' : 'ren'}`
        : alreadyCredited.length > 0
          ? `Today's allowances were already credited: ${earlier}`
          : `No children have allowances due on ${weekday}`,
  }
}

/** Families credited per transaction in a job pass. */
export const FAMILIES_PER_CHUNK = 500

/**
 * One pass of the automatic job: every family that turned automatic processing on
 * and whose local time is at or past its chosen hour today. "At or past" means a
 * server that was down at that hour catches up on the next pass.
 *
 * Families are credited in chunks, one transaction each, and the event loop gets a
 * turn between chunks: one transaction over 10,000 families held every request
 * waiting for half a second. A pass that stops between chunks has committed whole
 * chunks only; the next pass credits the rest, and nobody twice (allowance_runs).
 * `afterCredit` (automatic payouts) runs once every chunk is credited, so no family's
 * allowance waits for another family's wallet.
 */
export async function processDueAllowances(
  db: Db,
  now: Date,
  defaultTimeZone: string,
  billing: BillingConfig,
  options: { familiesPerChunk?: number; afterCredit?: AfterAllowanceCredit } = {},
): Promise<{ families: number; credited: number }> {
  const familiesPerChunk = options.familiesPerChunk ?? FAMILIES_PER_CHUNK
  const groups = new Map<string, { weekday: number; date: string; familyIds: number[] }>()
  // Most families share a handful of zones: work out each zone's today once.
  const todayIn = new Map<string, LocalDate>()
  for (const family of await listAutoAllowanceFamilies(db)) {
    const zone = family.timeZone ?? defaultTimeZone
    const today = todayIn.get(zone) ?? localDate(now, zone)
    todayIn.set(zone, today)
    if (today.hour < family.hour) continue
    // A family whose trial or subscription ended gets no automatic money moves either.
    if (!(await readFamilySubscription(db, billing, family.id, now)).isActive) continue
    const key = `${today.date}/${today.weekday}`
    const group = groups.get(key) ?? { weekday: today.weekday, date: today.date, familyIds: [] }
    group.familyIds.push(family.id)
    groups.set(key, group)
  }
  let families = 0
  const credits: CreditedAllowance[] = []
  for (const group of groups.values()) {
    for (let i = 0; i < group.familyIds.length; i += familiesPerChunk) {
      const familyIds = group.familyIds.slice(i, i + familiesPerChunk)
      const run = { familyIds, weekday: group.weekday, runDate: group.date }
      credits.push(...(await creditAllowances(db, run, now.toISOString(), null)).credits)
      families += familyIds.length
      await nextTurn()
    }
  }
  if (options.afterCredit && credits.length > 0) await options.afterCredit(credits)
  return { families, credited: credits.length }
}

export async function getAllowanceSchedule(
  db: Db,
  user: SessionUser,
  now: Date,
  defaultTimeZone: string,
): Promise<Schedule> {
  const family = await findFamily(db, user.familyId)
  if (!family) throw notFound('Family')
  const timeZone = family.timeZone ?? defaultTimeZone
  return {
    autoProcessHour: family.autoAllowanceHour,
    timeZone,
    today: WEEKDAYS[localDate(now, timeZone).weekday] ?? '',
  }
}

export async function setAllowanceSchedule(
  db: Db,
  user: SessionUser,
  input: ScheduleBody,
  now: Date,
  defaultTimeZone: string,
) {
  const timeZone = input.timeZone === undefined ? undefined : canonicalTimeZone(input.timeZone)
  if (timeZone === null) {
    throw badRequest(
      'invalid-time-zone',
      'Please choose a valid time zone, such as Europe/Berlin',
      'timeZone',
    )
  }
  const family = await findFamily(db, user.familyId)
  if (!family) throw notFound('Family')
  await updateAllowanceSchedule(db, user.familyId, {
    hour: input.autoProcessHour,
    timeZone: timeZone ?? family.timeZone,
  })
  return getAllowanceSchedule(db, user, now, defaultTimeZone)
}
