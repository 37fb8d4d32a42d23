import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client.js'
import {
  claimReminderPeriod,
  findSyncPreferences,
  listReminderFamilies,
  releaseReminderPeriod,
  type SyncFrequency,
  saveSyncPreferences,
} from '../../../db/queries/sync-preferences.js'
import { findFamilyOwner } from '../../../db/queries/users.js'
import { mailLanguage } from '../../lib/mail-language.js'
import type { Mailer } from '../../lib/mailer.js'
import type {
  SaveSyncPreferencesReply,
  SyncPreferencesBody,
  SyncPreferencesReply,
} from './lightning.schemas.js'
import { syncReminderTexts } from './mail-texts.js'

export function readSyncPreferences(db: Db, familyId: number): Promise<SyncPreferencesReply> {
  return findSyncPreferences(db, familyId)
}

export async function updateSyncPreferences(
  db: Db,
  familyId: number,
  body: SyncPreferencesBody,
  now: Date,
): Promise<SaveSyncPreferencesReply> {
  await saveSyncPreferences(db, familyId, body, now.toISOString())
  return {
    success: true,
    message: 'Sync preferences saved',
    ...(await findSyncPreferences(db, familyId)),
  }
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Days are counted from 1970-01-01, a Thursday: +3 makes weeks start on Monday (UTC). */
const MONDAY_OFFSET_DAYS = 3

/**
 * The reminder period `now` falls in: a UTC day, a block of three days, or a week from
 * Monday. The frequency is part of the name, so changing it starts a fresh period.
 */
export function reminderPeriod(frequency: Exclude<SyncFrequency, 'manual'>, now: Date): string {
  const day = Math.floor(now.getTime() / DAY_MS)
  switch (frequency) {
    case 'daily':
      return `daily:${now.toISOString().slice(0, 10)}`
    case 'every3days':
      return `every3days:${Math.floor(day / 3)}`
    case 'weekly':
      return `weekly:${Math.floor((day + MONDAY_OFFSET_DAYS) / 7)}`
  }
}

/**
 * Mails each family that wants it a reminder to reconcile its balances, once per
 * period: the period is claimed in the database before the mail goes, so a rerun or a
 * second process finds it taken. A failed mail gives the period back for the next run.
 */
export async function sendSyncReminders(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  log: FastifyBaseLogger,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const tally = { sent: 0, failed: 0 }
  for (const family of await listReminderFamilies(db)) {
    const frequency = family.syncFrequency
    if (frequency === 'manual') continue
    const period = reminderPeriod(frequency, now)
    const owner = await findFamilyOwner(db, family.familyId)
    if (!owner) continue
    const claim = await claimReminderPeriod(db, family.familyId, frequency, period)
    if (!claim) continue
    try {
      const language = mailLanguage(owner)
      const t = syncReminderTexts.in(language)
      await mailer.sendNotice({
        to: owner.email,
        subject: t('subject'),
        text: [
          t('reminder'),
          t('open', { url: new URL('/lightning-connect?tab=balance-sync', publicUrl).href }),
        ].join('\n\n'),
        language,
      })
      tally.sent++
    } catch (error) {
      log.error({ err: error, familyId: family.familyId }, 'sync reminder not sent')
      await releaseReminderPeriod(db, family.familyId, period, claim.previous)
      tally.failed++
    }
  }
  return tally
}
