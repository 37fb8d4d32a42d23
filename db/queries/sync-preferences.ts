import type { Db } from '../client.js'
import type { SyncPreferencesTable } from '../schema.js'
import { inTransaction } from '../transaction.js'

export type SyncFrequency = SyncPreferencesTable['sync_frequency']

export interface SyncPreferences {
  syncFrequency: SyncFrequency
  emailReminders: boolean
  spendingAlerts: boolean
}

/** What a family that never saved the Balance Sync tab has (spec 2: weekly by default). */
export const DEFAULT_SYNC_PREFERENCES: SyncPreferences = {
  syncFrequency: 'weekly',
  emailReminders: false,
  spendingAlerts: false,
}

export async function findSyncPreferences(db: Db, familyId: number): Promise<SyncPreferences> {
  const row = await db
    .selectFrom('sync_preferences')
    .select(['sync_frequency', 'email_reminders', 'spending_alerts'])
    .where('family_id', '=', familyId)
    .executeTakeFirst()
  if (!row) return DEFAULT_SYNC_PREFERENCES
  return {
    syncFrequency: row.sync_frequency,
    emailReminders: row.email_reminders === 1,
    spendingAlerts: row.spending_alerts === 1,
  }
}

/** Saves the family's choices; the last reminder period mailed stays as it was. */
export async function saveSyncPreferences(
  db: Db,
  familyId: number,
  prefs: SyncPreferences,
  at: string,
): Promise<void> {
  const values = {
    sync_frequency: prefs.syncFrequency,
    email_reminders: prefs.emailReminders ? 1 : 0,
    spending_alerts: prefs.spendingAlerts ? 1 : 0,
    updated_at: at,
  }
  await db
    .insertInto('sync_preferences')
    .values({ family_id: familyId, ...values })
    .onConflict((oc) => oc.column('family_id').doUpdateSet(values))
    .execute()
}

/** The families that want reconcile reminders mailed (not 'manual'). */
export async function listReminderFamilies(
  db: Db,
): Promise<{ familyId: number; syncFrequency: SyncFrequency }[]> {
  const rows = await db
    .selectFrom('sync_preferences')
    .select(['family_id', 'sync_frequency'])
    .where('email_reminders', '=', 1)
    .where('sync_frequency', '!=', 'manual')
    .orderBy('family_id')
    .execute()
  return rows.map((r) => ({ familyId: r.family_id, syncFrequency: r.sync_frequency }))
}

/**
 * Claims the reminder of `period` for the family: true for the one caller whose update
 * found reminders still on at this frequency and the period not yet mailed, so two
 * runs (or two processes) never both mail it.
 * @returns the period mailed before (null for none) when claimed, undefined when not
 */
export async function claimReminderPeriod(
  db: Db,
  familyId: number,
  frequency: SyncFrequency,
  period: string,
): Promise<{ previous: string | null } | undefined> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('sync_preferences')
      .select('last_reminder_period')
      .where('family_id', '=', familyId)
      .executeTakeFirst()
    const result = await trx
      .updateTable('sync_preferences')
      .set({ last_reminder_period: period })
      .where('family_id', '=', familyId)
      .where('email_reminders', '=', 1)
      .where('sync_frequency', '=', frequency)
      .where((eb) =>
        eb.or([eb('last_reminder_period', 'is', null), eb('last_reminder_period', '!=', period)]),
      )
      .executeTakeFirst()
    return result.numUpdatedRows > 0n ? { previous: row?.last_reminder_period ?? null } : undefined
  })
}

/** Gives a claimed period back after its mail failed, so the next run tries again. */
export async function releaseReminderPeriod(
  db: Db,
  familyId: number,
  period: string,
  previous: string | null,
): Promise<void> {
  await db
    .updateTable('sync_preferences')
    .set({ last_reminder_period: previous })
    .where('family_id', '=', familyId)
    .where('last_reminder_period', '=', period)
    .execute()
}
