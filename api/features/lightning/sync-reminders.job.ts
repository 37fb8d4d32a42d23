import type { Job } from '../../plugins/jobs.js'
import { sendSyncReminders } from './sync-preferences.service.js'

/**
 * Reconcile reminders at each family's chosen frequency. Hourly, so a server that was
 * down at midnight still mails within the period; the period claim keeps it to once.
 */
export const syncRemindersJob: Job = {
  name: 'sync-reminders',
  schedule: '15 * * * *',
  // One instance mails each hour (the period claim keeps each reminder to once anyway).
  leaseMs: 30 * 60_000,
  async run(app) {
    const { sent, failed } = await sendSyncReminders(
      app.db,
      app.mailer,
      app.config.publicUrl,
      app.log,
      app.clock.now(),
    )
    return `Sync reminders: ${sent} sent, ${failed} failed`
  },
}
