import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { listBalanceMismatches } from '../../../db/queries/reconciliation.js'
import { createFamily, manualClock, signInChild } from '../../test-helpers.js'
import { startMailbox } from '../../test-mailbox.js'
import { startLnurlPayTestServer } from '../../testing/lnurl-pay-test-server.js'
import { payOutAllowances } from './auto-payouts.service.js'
import { lightningSettleJob } from './lightning.job.js'
import { type LightningFamilyOptions, lightningFamily } from './lightning.test-setup.js'

// A relay, a wallet service, a Lightning address service, an SMTP server and the app,
// over real sockets.
vi.setConfig({ testTimeout: 30_000 })

const PATH = '/api/lightning/auto-payouts'
// 2026-11-21 is a Saturday; its week runs from Monday 16 to Sunday 22 November.
const SATURDAY = new Date('2026-11-21T12:00:00Z')
const DAY = 24 * 60 * 60 * 1000

/**
 * A family with a connected wallet whose child Kim gets 10,000 sats every Saturday,
 * already has 1,000 sats of spending money, and has a Lightning address saved. Mail
 * goes to a real SMTP server; `isMailInMemory` keeps it in the app (for tests that
 * sign in other families or the child through the memory mailer's links).
 */
async function autoPayoutFamily({
  isMailInMemory = false,
  timeouts,
}: {
  isMailInMemory?: boolean
  timeouts?: LightningFamilyOptions['timeouts']
} = {}) {
  const mailbox = await startMailbox()
  onTestFinished(() => mailbox.close())
  const clock = manualClock(SATURDAY)
  const f = await lightningFamily({
    clock,
    ...(isMailInMemory ? {} : { mailbox }),
    ...(timeouts ? { timeouts } : {}),
  })
  await f.connect()
  await f.setSpending('0.00001')
  const allowance = await f.parent.request('PATCH', `/api/children/${f.childId}/allowance`, {
    weeklyAllowance: '0.0001',
    allowanceDay: 6,
  })
  expect(allowance.statusCode).toBe(200)
  const service = await startLnurlPayTestServer({
    node: f.wallet.node.lightningNetwork.createNode({ alias: 'kids-wallet' }),
    users: ['kim'],
  })
  onTestFinished(() => service.close())
  const address = service.addressOf('kim')
  const saved = await f.parent.request('POST', '/api/lightning/addresses', {
    childAddresses: { [f.childId]: address },
  })
  expect(saved.statusCode).toBe(200)

  const setAuto = (body: object, childId = f.childId) =>
    f.parent.request('PUT', `${PATH}/${childId}`, body)
  const processAllowances = async () => {
    const res = await f.parent.request('POST', '/api/process-allowances')
    expect(res.statusCode).toBe(200)
    return res.json()
  }
  const kimsSetting = async () => {
    const res = await f.parent.request('GET', PATH)
    expect(res.statusCode).toBe(200)
    return res.json().children.find((c: { childId: number }) => c.childId === f.childId)
  }
  const payRequests = () => f.wallet.requests.filter((r) => r.method === 'pay_invoice').length
  const payoutRows = async () => {
    const rows = (await f.parent.request('GET', `/api/children/${f.childId}/transactions`)).json()
    return rows.filter((r: { type: string }) => r.type === 'lightning_spend')
  }
  const feeRows = async () => {
    const rows = (await f.parent.request('GET', `/api/children/${f.childId}/transactions`)).json()
    return rows.filter((r: { type: string }) => r.type === 'lightning_fee')
  }
  const failureMails = () =>
    mailbox.messages.filter((m) => m.raw.includes('Automatic payout to Kim failed'))
  const received = () =>
    [...service.node.invoices.values()].map((invoice) => [invoice.amountMsat, invoice.state])
  const expectLedgerBalanced = async () => expect(await listBalanceMismatches(f.app.db)).toEqual([])
  return {
    ...f,
    mailbox,
    clock,
    service,
    address,
    setAuto,
    processAllowances,
    kimsSetting,
    payRequests,
    payoutRows,
    feeRows,
    failureMails,
    received,
    expectLedgerBalanced,
  }
}

describe('automatic payout after the weekly allowance', () => {
  it('pays out what the allowance put in spending, books its amount and fee and shows the result', async () => {
    const f = await autoPayoutFamily()
    const saved = await f.setAuto({ enabled: true, weeklyLimit: '0.001' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({
      success: true,
      message:
        'Kim is paid out automatically after each allowance, up to 0.00100000 BTC (100,000 sats) a week',
      childId: f.childId,
      enabled: true,
      weeklyLimit: '0.00100000',
      last: null,
    })

    expect(await f.processAllowances()).toMatchObject({ processedChildren: 1 })

    expect(f.received()).toEqual([[10_000_000, 'settled']])
    // 1,000 + 10,000 - (10,000 + 2 sats fee).
    expect(await f.balances()).toEqual({ spending: '0.00000998', savings: '0.00000000' })
    const payouts = await f.payoutRows()
    expect(payouts).toHaveLength(1)
    expect(payouts[0]).toMatchObject({
      amount: '-0.00010000',
      description: `Lightning payment: Automatic payout to ${f.address}`,
    })
    expect(await f.feeRows()).toMatchObject([{ amount: '-0.00000002' }])
    expect(await f.kimsSetting()).toEqual({
      childId: f.childId,
      enabled: true,
      weeklyLimit: '0.00100000',
      last: {
        allowanceDate: '2026-11-21',
        outcome: 'paid',
        amount: '0.00010000',
        fee: '0.00000002',
        reason: null,
        at: expect.any(String),
      },
    })
    expect(f.failureMails()).toHaveLength(0)
    await f.expectLedgerBalanced()
  })

  it('leaves room for the fee budget when the allowance is all the spending, and books the fee', async () => {
    const f = await autoPayoutFamily()
    await f.setSpending('0')
    f.wallet.node.routingFeeMsat = 99_000
    expect((await f.setAuto({ enabled: true, weeklyLimit: '0.001' })).statusCode).toBe(200)
    await f.processAllowances()

    // 10,000 sats available: 9,900 and their 99 sat fee budget fit, 9,901 and 100 do not.
    expect(f.received()).toEqual([[9_900_000, 'settled']])
    expect((await f.kimsSetting()).last).toMatchObject({
      outcome: 'paid',
      amount: '0.00009900',
      fee: '0.00000099',
    })
    expect(await f.payoutRows()).toMatchObject([{ amount: '-0.00009900' }])
    expect(await f.feeRows()).toMatchObject([{ amount: '-0.00000099' }])
    expect(await f.balances()).toEqual({ spending: '0.00000001', savings: '0.00000000' })
    // What left the family wallet is what the books debited.
    expect(f.wallet.node.balanceMsat).toBe(100_000_000 - 9_999_000)
    await f.expectLedgerBalanced()
  })

  it('pays out only what stayed in spending after the move to savings above the spending limit', async () => {
    const f = await autoPayoutFamily()
    const limit = await f.parent.request('PATCH', `/api/children/${f.childId}/spending-threshold`, {
      threshold: '0.00005',
    })
    expect(limit.statusCode).toBe(200)
    await f.setAuto({ enabled: true, weeklyLimit: '0.001' })
    await f.processAllowances()
    // 1,000 + 10,000 ends 6,000 above the 5,000 limit: 6,000 to savings, 4,000 of the
    // allowance stays in spending and is paid out (plus a 2 sats fee).
    expect(f.received()).toEqual([[4_000_000, 'settled']])
    expect(await f.balances()).toEqual({ spending: '0.00000998', savings: '0.00006000' })
    await f.expectLedgerBalanced()
  })

  it('pays no more in one week than the weekly limit, across two allowances', async () => {
    const f = await autoPayoutFamily()
    await f.setAuto({ enabled: true, weeklyLimit: '0.00015' })
    await f.processAllowances()
    expect(f.received()).toEqual([[10_000_000, 'settled']])

    // Sunday is still the same week: the allowance moved to Sundays pays 5,000 more, no more.
    f.clock.advance(DAY)
    await f.parent.request('PATCH', `/api/children/${f.childId}/allowance`, {
      weeklyAllowance: '0.0001',
      allowanceDay: 0,
    })
    expect(await f.processAllowances()).toMatchObject({ processedChildren: 1 })
    expect(f.received()).toEqual([
      [10_000_000, 'settled'],
      [5_000_000, 'settled'],
    ])
    expect((await f.kimsSetting()).last).toMatchObject({
      allowanceDate: '2026-11-22',
      outcome: 'paid',
      amount: '0.00005000',
    })

    // The next Sunday starts a new week with the whole limit.
    f.clock.advance(7 * DAY)
    await f.processAllowances()
    expect(f.received()).toHaveLength(3)
    expect(f.received()[2]).toEqual([10_000_000, 'settled'])
    expect(await f.payoutRows()).toHaveLength(3)
    await f.expectLedgerBalanced()
  })

  it('skips an allowance once the week is paid out, tells why, and mails nobody', async () => {
    const f = await autoPayoutFamily()
    await f.setAuto({ enabled: true, weeklyLimit: '0.0001' })
    await f.processAllowances()
    f.clock.advance(DAY)
    await f.parent.request('PATCH', `/api/children/${f.childId}/allowance`, {
      weeklyAllowance: '0.0001',
      allowanceDay: 0,
    })
    await f.processAllowances()
    expect(f.payRequests()).toBe(1)
    expect((await f.kimsSetting()).last).toMatchObject({
      allowanceDate: '2026-11-22',
      outcome: 'skipped',
      amount: '0.00000000',
      reason: "This week's limit of 0.00010000 BTC (10,000 sats) is already paid out.",
    })
    // 998 left after Saturday's payout, plus Sunday's 10,000 kept.
    expect((await f.balances()).spending).toBe('0.00010998')
    expect(f.failureMails()).toHaveLength(0)
  })

  it('pays once whatever runs twice: two clicks at once, a click again, a pass handed the credit again', async () => {
    const f = await autoPayoutFamily()
    await f.setAuto({ enabled: true, weeklyLimit: '0.001' })
    const clicks = await Promise.all([f.processAllowances(), f.processAllowances()])
    expect(clicks.map((c) => c.processedChildren).sort()).toEqual([0, 1])
    await f.processAllowances()
    expect(f.payRequests()).toBe(1)

    // Next week's credit, made while it was off, handed to two passes at once (two
    // instances) and then again (a restart): the claim lets one of them pay.
    await f.setAuto({ enabled: false })
    f.clock.advance(7 * DAY)
    await f.processAllowances()
    await f.setAuto({ enabled: true })
    const { family_id: familyId } = await f.app.db
      .selectFrom('children')
      .select('family_id')
      .where('id', '=', f.childId)
      .executeTakeFirstOrThrow()
    const credit = [{ familyId, childId: f.childId, runDate: '2026-11-28', spendingSat: 10_000 }]
    const pass = () => payOutAllowances(f.app.db, f.app.lightning, credit, f.clock.now)
    const tallies = [...(await Promise.all([pass(), pass()])), await pass()]
    expect(tallies.map((t) => t.paid).sort()).toEqual([0, 0, 1])
    expect(f.payRequests()).toBe(2)
    expect(f.received()).toEqual([
      [10_000_000, 'settled'],
      [10_000_000, 'settled'],
    ])
    expect(await f.payoutRows()).toHaveLength(2)
    await f.expectLedgerBalanced()
  })

  it('leaves a payout the wallet did not confirm in time pending, and the settling job books it once', async () => {
    const f = await autoPayoutFamily({ timeouts: { payMs: 400 } })
    await f.setAuto({ enabled: true, weeklyLimit: '0.001' })
    f.wallet.delayReplies('pay_invoice', 1500)
    await f.processAllowances()
    expect((await f.kimsSetting()).last).toMatchObject({ outcome: 'pending', fee: null })
    expect(await f.balances()).toEqual({ spending: '0.00011000', savings: '0.00000000' })

    expect(await lightningSettleJob.run(f.app)).toContain('1 payments booked')
    await lightningSettleJob.run(f.app)
    expect((await f.kimsSetting()).last).toMatchObject({ outcome: 'paid', fee: '0.00000002' })
    expect(await f.balances()).toEqual({ spending: '0.00000998', savings: '0.00000000' })
    expect(await f.payoutRows()).toHaveLength(1)
    expect(f.payRequests()).toBe(1)
    expect(f.failureMails()).toHaveLength(0)
    await f.expectLedgerBalanced()
  })

  it('reports a pending payout the settling job later finds never taken: failed, mailed once', async () => {
    const f = await autoPayoutFamily({ timeouts: { payMs: 1000 } })
    await f.setAuto({ enabled: true, weeklyLimit: '0.001' })
    // An error that does not say whether money left: the payment stays pending.
    f.wallet.failWith('pay_invoice', 'INTERNAL')
    await f.processAllowances()
    expect((await f.kimsSetting()).last).toMatchObject({ outcome: 'pending' })
    expect(f.failureMails()).toHaveLength(0)

    f.clock.advance(60_000)
    expect(await lightningSettleJob.run(f.app)).toContain('1 failed')
    await lightningSettleJob.run(f.app)
    expect((await f.kimsSetting()).last).toMatchObject({
      outcome: 'failed',
      reason: 'The wallet never received this payment; nothing was paid.',
    })
    expect(f.failureMails()).toHaveLength(1)
    expect(await f.balances()).toEqual({ spending: '0.00011000', savings: '0.00000000' })
    await f.expectLedgerBalanced()
  })

  it('pays nothing for a child whose automatic payout was turned off', async () => {
    const f = await autoPayoutFamily()
    await f.setAuto({ enabled: true, weeklyLimit: '0.001' })
    const off = await f.setAuto({ enabled: false })
    expect(off.json()).toMatchObject({
      message: 'Automatic payouts for Kim are off',
      enabled: false,
      // The limit stays for the next time it is turned on.
      weeklyLimit: '0.00100000',
    })
    expect(await f.processAllowances()).toMatchObject({ processedChildren: 1 })
    expect(f.payRequests()).toBe(0)
    expect(f.service.node.invoices.size).toBe(0)
    expect(await f.balances()).toEqual({ spending: '0.00011000', savings: '0.00000000' })
    expect((await f.kimsSetting()).last).toBeNull()
  })

  it.each([
    [
      'asks an invoice for another amount',
      { invoiceAmountOffsetMsat: 1_000 },
      'is for 10001 sats, not the 10000 sats asked: nothing was paid',
    ],
    [
      "answers an invoice whose description hash is not its metadata's",
      { isDescriptionHashWrong: true },
      'does not match the payment details it announced: nothing was paid',
    ],
  ])(
    'pays nothing when the address service %s, keeps the reason and mails the parent',
    async (_, misbehaviour, reason) => {
      const f = await autoPayoutFamily()
      await f.setAuto({ enabled: true, weeklyLimit: '0.001' })
      Object.assign(f.service, misbehaviour)
      expect(await f.processAllowances()).toMatchObject({ processedChildren: 1 })

      expect(f.payRequests()).toBe(0)
      expect(await f.balances()).toEqual({ spending: '0.00011000', savings: '0.00000000' })
      expect(await f.payoutRows()).toHaveLength(0)
      const last = (await f.kimsSetting()).last
      expect(last).toMatchObject({ outcome: 'failed', amount: '0.00010000', fee: null })
      expect(last.reason).toContain(f.address)
      expect(last.reason).toContain(reason)
      expect(f.failureMails()).toHaveLength(1)
      const mail = f.failureMails()[0]
      expect(mail?.to).toEqual(['pat@example.org'])
      expect(mail?.text).toContain('The automatic payout of 0.00010000 BTC (10,000 sats) to Kim')
      expect(mail?.text).toContain(reason)
      expect(mail?.text).toContain("the money stays in Kim's spending balance")
      await f.expectLedgerBalanced()
    },
  )

  it('records and mails a payment the wallet refuses, and a wallet no longer connected', async () => {
    const f = await autoPayoutFamily()
    await f.setAuto({ enabled: true, weeklyLimit: '0.001' })
    f.wallet.failWith('pay_invoice', 'PAYMENT_FAILED', 'no route to the destination')
    await f.processAllowances()
    expect(await f.balances()).toEqual({ spending: '0.00011000', savings: '0.00000000' })
    expect((await f.kimsSetting()).last).toMatchObject({ outcome: 'failed', fee: null })
    expect((await f.kimsSetting()).last.reason).toContain('no route to the destination')
    expect(f.failureMails()).toHaveLength(1)

    // Next week, with the connection removed in between.
    expect((await f.parent.request('DELETE', '/api/lightning/config')).statusCode).toBe(200)
    f.clock.advance(7 * DAY)
    await f.processAllowances()
    expect((await f.kimsSetting()).last).toMatchObject({
      allowanceDate: '2026-11-28',
      outcome: 'failed',
      reason:
        'No Lightning wallet is connected. Connect one on the Lightning configuration page first.',
    })
    expect(f.failureMails()).toHaveLength(2)
    expect(await f.balances()).toEqual({ spending: '0.00021000', savings: '0.00000000' })
    expect(await f.payoutRows()).toHaveLength(0)
    await f.expectLedgerBalanced()
  })

  it("mails the failure in the account holder's language, the sats grouped as Spanish writes them", async () => {
    const f = await autoPayoutFamily()
    await f.parent.request('PUT', '/api/auth/language', { language: 'es' })
    await f.setAuto({ enabled: true, weeklyLimit: '0.001' })
    f.wallet.failWith('pay_invoice', 'PAYMENT_FAILED', 'no route to the destination')
    await f.processAllowances()
    const { reason } = (await f.kimsSetting()).last
    const mails = f.mailbox.messages.filter((m) => m.to.includes('pat@example.org'))
    expect(mails.at(-1)?.subject).toBe('Ha fallado el pago automático a Kim')
    expect(mails.at(-1)?.plain).toBe(
      `El pago automático de 0.00010000 BTC (10.000 sats) a la dirección Lightning de Kim tras la paga semanal no se ha completado: ${reason}\n\nNo se ha pagado nada: el dinero sigue en el saldo para gastar de Kim. Puedes pagarlo con «Pagar» en la tarjeta de Kim o cambiar el pago automático en http://localhost:3000/lightning-connect?tab=lightning-address\n`,
    )
  })
})

describe('the automatic payout setting', () => {
  it('lists every child, off until set, and needs an address and a limit to turn on', async () => {
    const f = await autoPayoutFamily({ isMailInMemory: true })
    const lou = await f.parent.addChild({ name: 'Lou' })
    const listed = (await f.parent.request('GET', PATH)).json()
    expect(listed.children).toEqual([
      { childId: f.childId, enabled: false, weeklyLimit: null, last: null },
      { childId: lou.id, enabled: false, weeklyLimit: null, last: null },
    ])
    const noLimit = await f.setAuto({ enabled: true })
    expect(noLimit.statusCode).toBe(400)
    expect(noLimit.json()).toMatchObject({
      code: 'missing-field',
      field: 'weeklyLimit',
      message: 'Weekly Limit Required - Enter the most to pay out automatically in one week',
    })
    const noAddress = await f.setAuto({ enabled: true, weeklyLimit: '0.001' }, lou.id)
    expect(noAddress.statusCode).toBe(400)
    expect(noAddress.json()).toMatchObject({
      code: 'no-lightning-address',
      message: 'Lou has no Lightning address yet: add one in the Lightning Address tab.',
    })
    expect((await f.parent.request('GET', PATH)).json()).toEqual(listed)
  })

  it.each([
    ['Infinity', { enabled: true, weeklyLimit: 'Infinity' }],
    ['a hexadecimal limit', { enabled: true, weeklyLimit: '0x10' }],
    ['a negative limit', { enabled: true, weeklyLimit: '-0.001' }],
    ['a zero limit', { enabled: true, weeklyLimit: '0' }],
    ['an exponent', { enabled: true, weeklyLimit: '1e-3' }],
    ['more than 8 decimals', { enabled: true, weeklyLimit: '0.000000001' }],
    ['more than 21 million BTC', { enabled: true, weeklyLimit: '21000001' }],
    ['a number instead of text', { enabled: true, weeklyLimit: 0.001 }],
    ['a string for the switch', { enabled: 'true', weeklyLimit: '0.001' }],
    ['no switch', { weeklyLimit: '0.001' }],
  ])('refuses %s with a 400 and saves nothing', async (_, body) => {
    const f = await autoPayoutFamily({ isMailInMemory: true })
    const res = await f.setAuto(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toEqual(expect.any(String))
    expect(await f.kimsSetting()).toMatchObject({ enabled: false, weeklyLimit: null })
  })

  it('answers 400 for an id that is not a plain number', async () => {
    const f = await autoPayoutFamily({ isMailInMemory: true })
    for (const id of ['0x1', '1e0', '-1', 'abc']) {
      expect((await f.parent.request('PUT', `${PATH}/${id}`, { enabled: false })).statusCode).toBe(
        400,
      )
    }
  })

  it("hides other families' children and is for guardians only", async () => {
    const f = await autoPayoutFamily({ isMailInMemory: true })
    const other = await createFamily(f.app, 'olga@example.org')
    const foreign = await other.request('PUT', `${PATH}/${f.childId}`, {
      enabled: true,
      weeklyLimit: '0.001',
    })
    expect(foreign.statusCode).toBe(404)
    expect((await other.request('GET', PATH)).json()).toEqual({ children: [] })
    const kid = await signInChild(f.app, f.parent, f.childId, 'kim@example.org')
    expect((await kid.request('GET', PATH)).statusCode).toBe(403)
    const own = await kid.request('PUT', `${PATH}/${f.childId}`, {
      enabled: true,
      weeklyLimit: '0.001',
    })
    expect(own.statusCode).toBe(403)
    expect(await f.kimsSetting()).toMatchObject({ enabled: false })
  })
})
