import type { Job } from '../../plugins/jobs.js'
import { settleOpenLightning } from './settlement.service.js'

/**
 * Settles what the dialogs did not: invoices paid after the parent closed the dialog,
 * payments whose confirmation never came. Every minute, as a payer expects to see the
 * money arrive soon.
 */
export const lightningSettleJob: Job = {
  name: 'lightning-settle',
  schedule: '* * * * *',
  // One instance asks the families' wallets each minute.
  leaseMs: 2 * 60_000,
  async run(app) {
    const t = await settleOpenLightning(app.db, app.lightning, app.clock.now())
    return `Lightning: ${t.credited} invoices credited, ${t.expired} expired; ${t.succeeded} payments booked, ${t.failed} failed; ${t.open} still open`
  },
}
