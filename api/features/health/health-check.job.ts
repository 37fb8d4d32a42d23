import type { Job } from '../../plugins/jobs.js'

/**
 * Every minute: probes the database, the chain source, the Lightning connections and
 * the mail server (whichever are configured) so that /health and the monitoring screen
 * answer from this check; a service changing state is logged once (ServiceProbe).
 */
export const healthCheckJob: Job = {
  name: 'health-check',
  schedule: '* * * * *',
  async run(app) {
    const { services, pressureAlerts } = await app.serviceProbe.check(app.clock.now())
    const states = Object.entries(services).map(([name, s]) => `${name} ${s.status}`)
    return `health check: ${states.join(', ')}; ${pressureAlerts.length} pressure alerts`
  },
}
