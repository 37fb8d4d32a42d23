import { describe, expect, it } from 'vitest'
import { buildTestApp, manualClock } from '../../test-helpers.js'
import { healthCheckJob } from './health-check.job.js'
import { pressureAlerts } from './process-pressure.js'

const MINUTE_MS = 60_000

describe('the health-check job', () => {
  it('raises one alert when a service fails, not one per check or poll, and one when it recovers', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    let isUp = true
    let probes = 0
    app.serviceChecks.lightning = async () => {
      probes += 1
      if (!isUp) throw new Error('No answer from the wallet service')
      return { status: 'up' }
    }

    await healthCheckJob.run(app)
    expect(app.serviceProbe.changes()).toEqual([])

    isUp = false
    for (let minute = 1; minute <= 5; minute++) {
      clock.advance(MINUTE_MS)
      expect(await healthCheckJob.run(app)).toContain('lightning down')
      // The screens poll in between: they read the job's check, they do not probe.
      for (let poll = 0; poll < 3; poll++) {
        clock.advance(1000)
        const health = (await app.inject({ method: 'GET', url: '/health' })).json()
        expect(health.services.lightning).toMatchObject({
          status: 'down',
          error: 'No answer from the wallet service',
        })
        expect(health.alerts).toContainEqual({
          severity: 'critical',
          message: 'No answer from the wallet service',
          component: 'lightning',
        })
      }
    }
    expect(probes).toBe(6)
    expect(app.serviceProbe.changes()).toEqual([
      {
        component: 'lightning',
        from: 'up',
        to: 'down',
        // The check a minute after the start (the test clock starts at 12:00).
        at: '2026-11-21T12:01:00.000Z',
        severity: 'critical',
        message: 'lightning went from up to down',
      },
    ])

    isUp = true
    clock.advance(MINUTE_MS)
    await healthCheckJob.run(app)
    const [recovered, ...earlier] = app.serviceProbe.changes()
    expect(earlier).toHaveLength(1)
    expect(recovered).toMatchObject({ from: 'down', to: 'up', severity: 'info' })
    expect(app.serviceProbe.history()).toHaveLength(7)
  })

  it('keeps a bounded history however long the server runs', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    for (let minute = 0; minute < 150; minute++) {
      await healthCheckJob.run(app)
      clock.advance(MINUTE_MS)
    }
    const history = app.serviceProbe.history()
    expect(history).toHaveLength(120)
    expect(history.at(-1)?.states.database).toBe('up')
  })

  it('lets a poll check the services itself only when no recent check exists', async () => {
    const clock = manualClock()
    const app = await buildTestApp({ clock })
    let probes = 0
    app.serviceChecks.bitcoin = async () => {
      probes += 1
      return { status: 'up' }
    }
    await app.inject({ method: 'GET', url: '/health' })
    clock.advance(MINUTE_MS)
    await app.inject({ method: 'GET', url: '/health' })
    expect(probes).toBe(1)
    clock.advance(MINUTE_MS)
    await app.inject({ method: 'GET', url: '/health' })
    expect(probes).toBe(2)
  })
})

describe('pressure alerts', () => {
  const GB = 1024 ** 3
  it('warns of resident memory near the limit and of a stalled event loop, not of a busy heap', () => {
    expect(pressureAlerts({ rssBytes: 0.5 * GB, limitBytes: GB, eventLoopP99Ms: 20 })).toEqual([])
    expect(pressureAlerts({ rssBytes: 0.95 * GB, limitBytes: GB, eventLoopP99Ms: 20 })).toEqual([
      {
        severity: 'warning',
        message: 'The server uses 973 MB of its 1024 MB memory limit',
        component: 'memory',
      },
    ])
    expect(pressureAlerts({ rssBytes: 0.5 * GB, limitBytes: GB, eventLoopP99Ms: 450 })).toEqual([
      {
        severity: 'warning',
        message: 'Requests waited up to 450 ms for the event loop',
        component: 'event_loop',
      },
    ])
  })
})
