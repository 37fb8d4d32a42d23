import type { Db } from '../client.js'
import type { AutoPayoutState, LightningPaymentState } from '../schema.js'

/** A child's automatic payout setting; a child without a row has it off. */
export interface AutoPayoutSetting {
  childId: number
  isEnabled: boolean
  /** Null until a limit was first saved. */
  weeklyLimitSat: number | null
}

export async function findAutoPayoutSetting(
  db: Db,
  familyId: number,
  childId: number,
): Promise<AutoPayoutSetting | undefined> {
  const row = await db
    .selectFrom('auto_payout_settings')
    .select(['child_id', 'is_enabled', 'weekly_limit_sat'])
    .where('child_id', '=', childId)
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return row && toSetting(row)
}

/** The settings of a family's children that have one. */
export async function listAutoPayoutSettings(
  db: Db,
  familyId: number,
): Promise<AutoPayoutSetting[]> {
  const rows = await db
    .selectFrom('auto_payout_settings')
    .select(['child_id', 'is_enabled', 'weekly_limit_sat'])
    .where('child_id', 'in', (eb) =>
      eb.selectFrom('children').select('id').where('family_id', '=', familyId),
    )
    .execute()
  return rows.map(toSetting)
}

function toSetting(row: {
  child_id: number
  is_enabled: number
  weekly_limit_sat: number | null
}): AutoPayoutSetting {
  return {
    childId: row.child_id,
    isEnabled: row.is_enabled === 1,
    weeklyLimitSat: row.weekly_limit_sat,
  }
}

export async function saveAutoPayoutSetting(
  db: Db,
  setting: AutoPayoutSetting & { familyId: number; at: string },
): Promise<void> {
  const values = {
    is_enabled: setting.isEnabled ? 1 : 0,
    weekly_limit_sat: setting.weeklyLimitSat,
    updated_at: setting.at,
  }
  await db
    .insertInto('auto_payout_settings')
    .values({ child_id: setting.childId, family_id: setting.familyId, ...values })
    .onConflict((oc) => oc.column('child_id').doUpdateSet(values))
    .execute()
}

/** Of these children, the ones whose automatic payout is on (bounded IN lists). */
export async function listChildrenWithAutoPayout(
  db: Db,
  childIds: readonly number[],
): Promise<Set<number>> {
  const on = new Set<number>()
  for (let i = 0; i < childIds.length; i += 500) {
    const rows = await db
      .selectFrom('auto_payout_settings')
      .select('child_id')
      .where('child_id', 'in', childIds.slice(i, i + 500))
      .where('is_enabled', '=', 1)
      .execute()
    for (const row of rows) on.add(row.child_id)
  }
  return on
}

export interface NewAutoPayout {
  familyId: number
  childId: number
  runDate: string
  weekStart: string
  amountSat: number
  state: Extract<AutoPayoutState, 'claimed' | 'skipped'>
  failure: string | null
  at: string
}

/**
 * Claims the payout of one allowance credit: the id for the one caller whose insert
 * made the row, undefined for any other (the credit was already acted on).
 */
export async function claimAutoPayout(db: Db, payout: NewAutoPayout): Promise<number | undefined> {
  const row = await db
    .insertInto('auto_payouts')
    .values({
      family_id: payout.familyId,
      child_id: payout.childId,
      run_date: payout.runDate,
      week_start: payout.weekStart,
      amount_sat: payout.amountSat,
      state: payout.state,
      payment_hash: null,
      failure: payout.failure,
      created_at: payout.at,
      updated_at: payout.at,
    })
    .onConflict((oc) => oc.columns(['child_id', 'run_date']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row?.id
}

/**
 * What automatic payouts of this child's week hold against its limit: every payout
 * except those that paid nothing (failed or skipped here, or a Lightning payment that
 * failed). One still under way counts, so the limit holds while it is in flight.
 */
export async function sumAutoPayoutsOfWeek(
  db: Db,
  childId: number,
  weekStart: string,
): Promise<number> {
  const row = await db
    .selectFrom('auto_payouts as a')
    .leftJoin('lightning_payments as p', (join) =>
      join.onRef('p.family_id', '=', 'a.family_id').onRef('p.payment_hash', '=', 'a.payment_hash'),
    )
    .select((eb) => eb.fn.sum<number>('a.amount_sat').as('total'))
    .where('a.child_id', '=', childId)
    .where('a.week_start', '=', weekStart)
    .where('a.state', 'in', ['claimed', 'paying'])
    .where((eb) => eb.or([eb('p.state', 'is', null), eb('p.state', '!=', 'failed')]))
    .executeTakeFirstOrThrow()
  return Number(row.total ?? 0)
}

/** The checked invoice is about to be paid: from here on the payment tells the outcome. */
export async function markAutoPayoutPaying(
  db: Db,
  id: number,
  paymentHash: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('auto_payouts')
    .set({ state: 'paying', payment_hash: paymentHash, updated_at: at })
    .where('id', '=', id)
    .where('state', '=', 'claimed')
    .execute()
}

/**
 * Nothing was paid: the reason is kept for the parent. `from` 'claimed' closes it only
 * if it never reached the wallet (the caller cannot tell whether the payment went out).
 */
export async function markAutoPayoutFailed(
  db: Db,
  id: number,
  failure: string,
  at: string,
  from: 'claimed' | 'any',
): Promise<boolean> {
  const result = await db
    .updateTable('auto_payouts')
    .set({ state: 'failed', failure, updated_at: at })
    .where('id', '=', id)
    .where('state', 'in', from === 'claimed' ? ['claimed'] : ['claimed', 'paying'])
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** The automatic payout that handed this payment to the wallet, if one did. */
export async function findAutoPayoutOfPayment(
  db: Db,
  familyId: number,
  paymentHash: string,
): Promise<{ id: number; childId: number; amountSat: number } | undefined> {
  const row = await db
    .selectFrom('auto_payouts')
    .select(['id', 'child_id', 'amount_sat'])
    .where('family_id', '=', familyId)
    .where('payment_hash', '=', paymentHash)
    .where('state', '=', 'paying')
    .executeTakeFirst()
  return row && { id: row.id, childId: row.child_id, amountSat: row.amount_sat }
}

/** An automatic payout with its Lightning payment's outcome, when it reached one. */
export interface AutoPayoutRecord {
  childId: number
  runDate: string
  amountSat: number
  state: AutoPayoutState
  failure: string | null
  payment: { state: LightningPaymentState; feeSat: number | null; failure: string | null } | null
  updatedAt: string
}

/** Each of the family's children's latest automatic payout (by allowance date). */
export async function listLatestAutoPayouts(db: Db, familyId: number): Promise<AutoPayoutRecord[]> {
  const rows = await db
    .selectFrom('auto_payouts as a')
    .leftJoin('lightning_payments as p', (join) =>
      join.onRef('p.family_id', '=', 'a.family_id').onRef('p.payment_hash', '=', 'a.payment_hash'),
    )
    .select([
      'a.child_id',
      'a.run_date',
      'a.amount_sat',
      'a.state',
      'a.failure',
      'a.updated_at',
      'p.state as payment_state',
      'p.fee_sat as payment_fee_sat',
      'p.failure as payment_failure',
      'p.settled_at as payment_settled_at',
    ])
    .where('a.child_id', 'in', (eb) =>
      eb.selectFrom('children').select('id').where('family_id', '=', familyId),
    )
    .where('a.run_date', '=', (eb) =>
      eb
        .selectFrom('auto_payouts as latest')
        .select((l) => l.fn.max('latest.run_date').as('run_date'))
        .whereRef('latest.child_id', '=', 'a.child_id'),
    )
    .execute()
  return rows.map((row) => ({
    childId: row.child_id,
    runDate: row.run_date,
    amountSat: row.amount_sat,
    state: row.state,
    failure: row.failure,
    payment:
      row.payment_state === null
        ? null
        : {
            state: row.payment_state,
            feeSat: row.payment_fee_sat,
            failure: row.payment_failure,
          },
    updatedAt: row.payment_settled_at ?? row.updated_at,
  }))
}
