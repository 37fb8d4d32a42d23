import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { listBalanceMismatches } from '../db/queries/reconciliation.js'
import { allowancesJob } from './features/allowances/allowances.job.js'
import { lightningFamily } from './features/lightning/lightning.test-setup.js'
import { manualClock } from './test-helpers.js'
import { startLnurlPayTestServer } from './testing/lnurl-pay-test-server.js'

// The allowances job and the automatic payouts are two features composed by app.ts:
// this drives the job as the scheduler runs it, on the app's own composition.
vi.setConfig({ testTimeout: 30_000 })

describe('the hourly allowances job with automatic payouts', () => {
  it('pays a credited allowance out once, whether passes overlap or repeat', async () => {
    const clock = manualClock(new Date('2026-11-21T09:00:00Z')) // a Saturday
    const f = await lightningFamily({ clock })
    await f.connect()
    const service = await startLnurlPayTestServer({
      node: f.wallet.node.lightningNetwork.createNode({ alias: 'kids-wallet' }),
      users: ['kim'],
    })
    onTestFinished(() => service.close())
    // One after the other: the automatic payout needs the child's Lightning address saved.
    const setUp: ['PATCH' | 'POST' | 'PUT', string, object][] = [
      [
        'PATCH',
        `/api/children/${f.childId}/allowance`,
        { weeklyAllowance: '0.0001', allowanceDay: 6 },
      ],
      [
        'POST',
        '/api/lightning/addresses',
        { childAddresses: { [f.childId]: service.addressOf('kim') } },
      ],
      ['PUT', `/api/lightning/auto-payouts/${f.childId}`, { enabled: true, weeklyLimit: '0.001' }],
      ['PUT', '/api/allowances/schedule', { autoProcessHour: 8, timeZone: 'UTC' }],
    ]
    for (const [method, path, body] of setUp) {
      const res = await f.parent.request(method, path, body)
      expect(res.statusCode, res.body).toBe(200)
    }

    const passes = await Promise.all([allowancesJob.run(f.app), allowancesJob.run(f.app)])
    expect(passes.sort()).toEqual([
      'allowances: 0 credited across 1 families',
      'allowances: 1 credited across 1 families',
    ])
    clock.advance(60 * 60 * 1000)
    expect(await allowancesJob.run(f.app)).toBe('allowances: 0 credited across 1 families')

    // 10,000 credited: 9,900 leave room for their 99 sat fee budget.
    expect([...service.node.invoices.values()].map((i) => [i.amountMsat, i.state])).toEqual([
      [9_900_000, 'settled'],
    ])
    expect(f.wallet.requests.filter((r) => r.method === 'pay_invoice')).toHaveLength(1)
    // 9,900 and the 2 sats fee paid out, both booked.
    expect(await f.balances()).toEqual({ spending: '0.00000098', savings: '0.00000000' })
    expect(await listBalanceMismatches(f.app.db)).toEqual([])
  })
})
