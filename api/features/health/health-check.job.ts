import type { Job } from '../../plugins/jobs.js'

/**
 * Every minute: probes the database, the chain source, the Lightning connections and
 * the mail server (whichever are configured) so that /health and the monitoring screen
 * answer from this check; a service changing state is logged once (ServiceProbe). Then
 * checks the books (BooksCheck: balances against the ledger every ten minutes, each
 * family's Lightning wallet against its books every hour).
 */
export const healthCheckJob: Job = {
  name: 'health-check',
  schedule: '* * * * *',
  // Every instance: it probes the services as this instance reaches them, for its own
  // /health (what a load balancer asks each instance), and keeps its findings in memory.
  leaseMs: 'every-instance',
  async run(app) {
    const now = app.clock.now()
    const { services, pressureAlerts } = await app.serviceProbe.check(now)
    const states = Object.entries(services).map(([name, s]) => `${name} ${s.status}`)
    const books = await app.booksCheck.run(now)
    return [
      `health check: ${states.join(', ')}; ${pressureAlerts.length} pressure alerts`,
      `books: ${books.balanceMismatches} balances off their ledger, ${books.walletDifferences} payments off ${books.walletsChecked} wallets checked, ${books.skipped} wallets that cannot list skipped, ${books.unavailable} not answering`,
    ].join('; ')
  },
}
