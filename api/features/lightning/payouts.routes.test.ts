import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createFamily, signInChild } from '../../test-helpers.js'
import { startLnurlPayTestServer } from '../../testing/lnurl-pay-test-server.js'
import { lightningFamily } from './lightning.test-setup.js'

// A relay, a wallet service, a Lightning address service and the app, over real sockets.
vi.setConfig({ testTimeout: 30_000 })

/** A family with a connected wallet, Kim's spending at 10,000 sats and her address saved. */
async function payoutFamily() {
  const f = await lightningFamily()
  await f.connect()
  await f.setSpending('0.0001')
  const service = await startLnurlPayTestServer({
    node: f.wallet.node.lightningNetwork.createNode({ alias: 'kids-wallet' }),
    users: ['kim'],
  })
  onTestFinished(() => service.close())
  const saved = await f.parent.request('POST', '/api/lightning/addresses', {
    childAddresses: { [f.childId]: service.addressOf('kim') },
  })
  expect(saved.statusCode).toBe(200)
  const payOut = (amount: string) =>
    f.parent.request('POST', '/api/lightning/payout', { childId: f.childId, amount })
  const payRequests = () => f.wallet.requests.filter((r) => r.method === 'pay_invoice').length
  return { ...f, service, payOut, payRequests }
}

describe('paying a child out to their Lightning address', () => {
  it('pays the checked invoice and books its amount and fee once confirmed', async () => {
    const f = await payoutFamily()
    const res = await f.payOut('2000')
    expect(res.statusCode).toBe(200)
    const reply = res.json()
    expect(reply).toMatchObject({
      success: true,
      status: 'succeeded',
      amount: 2000,
      fee: 2,
      debited: '0.00002002',
      address: f.service.addressOf('kim'),
    })
    const received = f.service.node.invoices.get(reply.paymentHash)
    expect(received?.state).toBe('settled')
    expect(received?.amountMsat).toBe(2_000_000)
    expect(await f.balances()).toEqual({ spending: '0.00007998', savings: '0.00000000' })
    const rows = (await f.parent.request('GET', `/api/children/${f.childId}/transactions`)).json()
    const payouts = rows.filter((r: { type: string }) => r.type === 'lightning_spend')
    expect(payouts).toHaveLength(1)
    expect(payouts[0]).toMatchObject({ amount: '-0.00002000' })
    expect(payouts[0].description).toContain(`Payout to ${f.service.addressOf('kim')}`)
    const fees = rows.filter((r: { type: string }) => r.type === 'lightning_fee')
    expect(fees).toMatchObject([{ amount: '-0.00000002' }])
  })

  it.each([
    ['an amount other than asked', { invoiceAmountOffsetMsat: 1_000 }],
    ['a description hash other than the metadata', { isDescriptionHashWrong: true }],
  ])('refuses an invoice with %s and pays nothing', async (_, misbehaviour) => {
    const f = await payoutFamily()
    Object.assign(f.service, misbehaviour)
    const res = await f.payOut('2000')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('lnurl-refused')
    expect(f.payRequests()).toBe(0)
    expect(await f.balances()).toEqual({ spending: '0.00010000', savings: '0.00000000' })
  })

  it('says clearly when the amount is above what the address accepts', async () => {
    const f = await payoutFamily()
    f.service.maxSendableMsat = 1_000_000
    const res = await f.payOut('2000')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'lnurl-refused', field: 'amount' })
    expect(res.json().message).toContain(f.service.addressOf('kim'))
    expect(res.json().message).toMatch(/1[,.]?000|1 000/)
    expect(f.payRequests()).toBe(0)
  })

  it('answers 502 when the address service does not answer, paying nothing', async () => {
    const f = await payoutFamily()
    f.service.http.override = { status: 500, body: 'oops' }
    const res = await f.payOut('2000')
    expect(res.statusCode).toBe(502)
    expect(res.json().code).toBe('lnurl-unavailable')
    expect(f.payRequests()).toBe(0)
  })

  it('refuses more than the spending balance, a child without an address, and bad amounts', async () => {
    const f = await payoutFamily()
    const tooMuch = await f.payOut('20000')
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().code).toBe('insufficient-spending')
    for (const amount of ['0', '-5', '1.5', 'Infinity', '0x10']) {
      expect((await f.payOut(amount)).statusCode).toBe(400)
    }
    const lou = await f.parent.addChild({ name: 'Lou' })
    const none = await f.parent.request('POST', '/api/lightning/payout', {
      childId: lou.id,
      amount: '100',
    })
    expect(none.json()).toMatchObject({
      code: 'no-lightning-address',
      message: 'Lou has no Lightning address yet: add one in the Lightning Address tab.',
    })
    expect(f.payRequests()).toBe(0)
    expect(await f.balances()).toEqual({ spending: '0.00010000', savings: '0.00000000' })
  })

  it("hides other families' children and keeps children from paying out", async () => {
    const f = await payoutFamily()
    const other = await createFamily(f.app, 'olga@example.org')
    const foreign = await other.request('POST', '/api/lightning/payout', {
      childId: f.childId,
      amount: '100',
    })
    expect(foreign.statusCode).toBe(404)
    const kid = await signInChild(f.app, f.parent, f.childId, 'kim@example.org')
    const own = await kid.request('POST', '/api/lightning/payout', {
      childId: f.childId,
      amount: '100',
    })
    expect(own.statusCode).toBe(403)
    expect(f.payRequests()).toBe(0)
  })
})
