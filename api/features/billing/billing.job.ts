import type { Job } from '../../plugins/jobs.js'
import { settleOpenInvoices } from './billing.service.js'

/**
 * Every minute: settles subscription invoices paid after their page was closed, and
 * drops the expired unpaid ones. Idempotent: settling is once per payment hash.
 */
export const billingJob: Job = {
  name: 'billing-settlement',
  schedule: '* * * * *',
  // One instance asks the operator's wallet each minute.
  leaseMs: 2 * 60_000,
  async run(app) {
    const { billing } = app.config
    if (!billing.enabled || !app.billingWallet) return 'billing is off'
    const run = await settleOpenInvoices({
      db: app.db,
      billing,
      wallet: app.billingWallet,
      now: app.clock.now(),
      log: app.log,
    })
    return `settled ${run.settled}, dropped ${run.dropped}, still open ${run.open}, not checked ${run.unchecked}`
  },
}
