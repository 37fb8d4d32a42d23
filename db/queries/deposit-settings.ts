import type { Db } from '../client.js'

/** How many confirmations a family's deposits need (wallet_deposit_settings). */

export interface DepositSettings {
  confirmations: number
  largeConfirmations: number
  largeAmountSat: number
}

/** The family's saved rules, or undefined when it keeps the defaults. */
export async function findDepositSettings(
  db: Db,
  familyId: number,
): Promise<DepositSettings | undefined> {
  const row = await db
    .selectFrom('wallet_deposit_settings')
    .select(['small_confirmations', 'large_confirmations', 'large_amount_sat'])
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  return (
    row && {
      confirmations: row.small_confirmations,
      largeConfirmations: row.large_confirmations,
      largeAmountSat: row.large_amount_sat,
    }
  )
}

export async function saveDepositSettings(
  db: Db,
  familyId: number,
  settings: DepositSettings,
  at: string,
): Promise<void> {
  const values = {
    small_confirmations: settings.confirmations,
    large_confirmations: settings.largeConfirmations,
    large_amount_sat: settings.largeAmountSat,
    updated_at: at,
  }
  await db
    .insertInto('wallet_deposit_settings')
    .values({ family_id: familyId, ...values })
    .onConflict((oc) => oc.column('family_id').doUpdateSet(values))
    .execute()
}
