import { sql } from 'kysely'
import type { Db } from '../client.js'

export interface InterestRates {
  /** The family's yearly rate in tenths of a percent; 0 when off. */
  familyTenths: number
  /** Children with a rate of their own, by child id. */
  childTenths: Map<number, number>
}

export async function findInterestRates(db: Db, familyId: number): Promise<InterestRates> {
  const family = await db
    .selectFrom('interest_settings')
    .select('rate_tenths')
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  const children = await db
    .selectFrom('child_interest_rates')
    .select(['child_id', 'rate_tenths'])
    .where('family_id', '=', familyId)
    .execute()
  return {
    familyTenths: family?.rate_tenths ?? 0,
    childTenths: new Map(children.map((c) => [c.child_id, c.rate_tenths])),
  }
}

export async function setFamilyInterestRate(
  db: Db,
  familyId: number,
  tenths: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('interest_settings')
    .values({ family_id: familyId, rate_tenths: tenths, updated_at: at })
    .onConflict((oc) => oc.column('family_id').doUpdateSet({ rate_tenths: tenths, updated_at: at }))
    .execute()
}

/** A child's own rate; null removes it, so the family's applies again. */
export async function setChildInterestRate(
  db: Db,
  child: { familyId: number; childId: number },
  tenths: number | null,
  at: string,
): Promise<void> {
  if (tenths === null) {
    await db.deleteFrom('child_interest_rates').where('child_id', '=', child.childId).execute()
    return
  }
  await db
    .insertInto('child_interest_rates')
    .values({
      child_id: child.childId,
      family_id: child.familyId,
      rate_tenths: tenths,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('child_id').doUpdateSet({ rate_tenths: tenths, updated_at: at }))
    .execute()
}

/** The families where some child earns interest: a family rate or a child's own above 0. */
export async function listInterestFamilies(
  db: Db,
): Promise<Array<{ id: number; timeZone: string | null }>> {
  const rows = await db
    .selectFrom('families')
    .select(['id', 'time_zone'])
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('interest_settings as s')
            .select('s.family_id')
            .whereRef('s.family_id', '=', 'families.id')
            .where('s.rate_tenths', '>', 0),
        ),
        eb.exists(
          eb
            .selectFrom('child_interest_rates as r')
            .select('r.child_id')
            .whereRef('r.family_id', '=', 'families.id')
            .where('r.rate_tenths', '>', 0),
        ),
      ]),
    )
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ id: r.id, timeZone: r.time_zone }))
}

/**
 * The family's children (not removed) with the rate that applies to each, their own or
 * the family's, and none credited for `month` yet.
 */
export async function listChildrenToCredit(
  db: Db,
  familyId: number,
  month: string,
): Promise<Array<{ childId: number; rateTenths: number }>> {
  const rows = await db
    .selectFrom('children as c')
    .leftJoin('child_interest_rates as own', 'own.child_id', 'c.id')
    .leftJoin('interest_settings as family', 'family.family_id', 'c.family_id')
    .select(['c.id', sql<number>`coalesce(own.rate_tenths, family.rate_tenths, 0)`.as('rate')])
    .where('c.family_id', '=', familyId)
    .where('c.removed_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('interest_credits as done')
            .select('done.child_id')
            .whereRef('done.child_id', '=', 'c.id')
            .where('done.month', '=', month),
        ),
      ),
    )
    .orderBy('c.id')
    .execute()
  return rows.map((r) => ({ childId: r.id, rateTenths: r.rate }))
}

/** The child's savings balance just before `instant`: the sum of its earlier savings rows. */
export async function savingsBefore(db: Db, childId: number, instant: string): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.sum<number>('amount_sat').as('total'))
    .where('child_id', '=', childId)
    .where('account', '=', 'savings')
    .where('occurred_at', '<', instant)
    .executeTakeFirst()
  return Number(row?.total ?? 0)
}

/** The child's savings rows from `from` (included) to `to` (excluded), in the order they moved. */
export async function savingsMovements(
  db: Db,
  childId: number,
  range: { from: string; to: string },
): Promise<Array<{ occurredAt: string; amountSat: number }>> {
  const rows = await db
    .selectFrom('transactions')
    .select(['occurred_at', 'amount_sat'])
    .where('child_id', '=', childId)
    .where('account', '=', 'savings')
    .where('occurred_at', '>=', range.from)
    .where('occurred_at', '<', range.to)
    .orderBy('occurred_at')
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ occurredAt: r.occurred_at ?? '', amountSat: r.amount_sat }))
}

export interface InterestCredit {
  childId: number
  familyId: number
  month: string
  rateTenths: number
  lowestBalanceSat: number
  days: number
  daysInYear: number
  amountSat: number
  createdAt: string
}

/**
 * Records a child's month as credited. False when it already was (by another pass, or
 * another process): only the caller that gets true may post the credit.
 */
export async function insertInterestCredit(db: Db, credit: InterestCredit): Promise<boolean> {
  const rows = await db
    .insertInto('interest_credits')
    .values({
      child_id: credit.childId,
      family_id: credit.familyId,
      month: credit.month,
      rate_tenths: credit.rateTenths,
      lowest_balance_sat: credit.lowestBalanceSat,
      days: credit.days,
      days_in_year: credit.daysInYear,
      amount_sat: credit.amountSat,
      transaction_id: null,
      created_at: credit.createdAt,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('child_id')
    .execute()
  return rows.length === 1
}

export async function setInterestCreditTransaction(
  db: Db,
  credit: { childId: number; month: string },
  transactionId: number,
): Promise<void> {
  await db
    .updateTable('interest_credits')
    .set({ transaction_id: transactionId })
    .where('child_id', '=', credit.childId)
    .where('month', '=', credit.month)
    .execute()
}

/** What each child of the family was credited for `month`, by child id. */
export async function findMonthCredits(
  db: Db,
  familyId: number,
  month: string,
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('interest_credits')
    .select(['child_id', 'amount_sat'])
    .where('family_id', '=', familyId)
    .where('month', '=', month)
    .execute()
  return new Map(rows.map((r) => [r.child_id, r.amount_sat]))
}
