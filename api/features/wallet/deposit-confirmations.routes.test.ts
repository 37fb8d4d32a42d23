import { describe, expect, it } from 'vitest'
import { createFamily, signInChild } from '../../test-helpers.js'
import { BIP84_ZPUB } from '../../testing/bitcoin-vectors.js'
import { FRESH_AND_FAST, startWalletTestApp } from '../../testing/wallet-test-app.js'

async function kimWithAddress() {
  const started = await startWalletTestApp({ style: 'esplora', source: FRESH_AND_FAST })
  const { parent } = started
  await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
  const kim = await parent.addChild({ name: 'Kim' })
  const address = (await parent.request('POST', `/api/wallet/create/${kim.id}`)).json()
    .bitcoinAddress as string
  const sync = async () => (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
  return { ...started, kim, address, sync }
}

describe('confirmations before a deposit becomes savings', () => {
  it('are 1 up to 100,000 sats and 3 above by default: a large gift waits, pending, for its third block', async () => {
    const { server, address, sync } = await kimWithAddress()
    server.addDeposit(address, 100_000, { confirmed: true })
    server.addDeposit(address, 100_001, { confirmed: true })
    // The small one's block is the large one's first confirmation too (one block later).
    expect(await sync()).toMatchObject({
      credited: 1,
      savingsBalance: '0.00100000',
      pendingBalance: '0.00100001',
    })
    server.mineBlock()
    expect(await sync()).toMatchObject({ credited: 0, pendingBalance: '0.00100001' })
    server.mineBlock()
    expect(await sync()).toMatchObject({
      credited: 1,
      savingsBalance: '0.00200001',
      pendingBalance: '0.00000000',
    })
    expect(await sync()).toMatchObject({ credited: 0, savingsBalance: '0.00200001' })
  })

  it("are the family's setting: read, saved, and used by the next sync", async () => {
    const { parent, server, address, sync } = await kimWithAddress()
    expect((await parent.request('GET', '/api/wallet/deposit-settings')).json()).toEqual({
      confirmations: 1,
      largeConfirmations: 3,
      largeAmount: '0.00100000',
    })
    const saved = await parent.request('PUT', '/api/wallet/deposit-settings', {
      confirmations: 2,
      largeConfirmations: 6,
      largeAmount: '0.0005',
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({
      confirmations: 2,
      largeConfirmations: 6,
      largeAmount: '0.00050000',
    })
    expect((await parent.request('GET', '/api/wallet/deposit-settings')).json()).toEqual(
      saved.json(),
    )

    server.addDeposit(address, 20_000, { confirmed: true })
    expect(await sync()).toMatchObject({ credited: 0, pendingBalance: '0.00020000' })
    server.mineBlock()
    expect(await sync()).toMatchObject({ credited: 1, savingsBalance: '0.00020000' })
  })

  it('are validated strictly, and a refused setting changes nothing', async () => {
    const { parent } = await kimWithAddress()
    const good = { confirmations: 1, largeConfirmations: 3, largeAmount: '0.001' }
    const refused: [Record<string, unknown>, string, string][] = [
      [{ confirmations: 0 }, 'value-out-of-range', 'Choose 1 to 6 confirmations'],
      [{ confirmations: 7 }, 'value-out-of-range', 'Choose 1 to 6 confirmations'],
      [{ largeConfirmations: 1.5 }, 'value-out-of-range', 'Choose 1 to 6 confirmations'],
      [{ confirmations: '2' }, 'value-out-of-range', 'Choose 1 to 6 confirmations'],
      [{ confirmations: null }, 'value-out-of-range', 'Choose 1 to 6 confirmations'],
      [{ largeConfirmations: undefined }, 'value-out-of-range', 'Choose 1 to 6 confirmations'],
      [
        { confirmations: 4, largeConfirmations: 2 },
        'value-out-of-range',
        'Deposits above 0.00100000 BTC need at least as many confirmations as smaller ones (4)',
      ],
      [
        { largeAmount: '0' },
        'invalid-amount',
        'Enter a Bitcoin amount above 0, with at most 8 decimals',
      ],
      [
        { largeAmount: 'Infinity' },
        'invalid-amount',
        'Enter a Bitcoin amount above 0, with at most 8 decimals',
      ],
      [
        { largeAmount: '0x10' },
        'invalid-amount',
        'Enter a Bitcoin amount above 0, with at most 8 decimals',
      ],
      [
        { largeAmount: '0.000000001' },
        'invalid-amount',
        'Enter a Bitcoin amount above 0, with at most 8 decimals',
      ],
      [
        { largeAmount: 5 },
        'invalid-amount',
        'Enter a Bitcoin amount above 0, with at most 8 decimals',
      ],
    ]
    for (const [override, code, message] of refused) {
      const res = await parent.request('PUT', '/api/wallet/deposit-settings', {
        ...good,
        ...override,
      })
      expect(res.statusCode, JSON.stringify(override)).toBe(400)
      expect(res.json(), JSON.stringify(override)).toMatchObject({ code, message })
    }
    expect((await parent.request('GET', '/api/wallet/deposit-settings')).json()).toEqual({
      confirmations: 1,
      largeConfirmations: 3,
      largeAmount: '0.00100000',
    })
  })

  it("are the parents' and their family's own: a child gets 403, another family sees its own", async () => {
    const { app, parent, kim } = await kimWithAddress()
    await parent.request('PUT', '/api/wallet/deposit-settings', {
      confirmations: 3,
      largeConfirmations: 6,
      largeAmount: '0.01',
    })
    const other = await createFamily(app, 'other@example.org')
    expect((await other.request('GET', '/api/wallet/deposit-settings')).json()).toEqual({
      confirmations: 1,
      largeConfirmations: 3,
      largeAmount: '0.00100000',
    })
    await other.request('PUT', '/api/wallet/deposit-settings', {
      confirmations: 2,
      largeConfirmations: 2,
      largeAmount: '0.5',
    })
    expect((await parent.request('GET', '/api/wallet/deposit-settings')).json()).toEqual({
      confirmations: 3,
      largeConfirmations: 6,
      largeAmount: '0.01000000',
    })
    const kid = await signInChild(app, parent, kim.id, 'kim@example.org')
    expect((await kid.request('GET', '/api/wallet/deposit-settings')).statusCode).toBe(403)
    const write = await kid.request('PUT', '/api/wallet/deposit-settings', {
      confirmations: 1,
      largeConfirmations: 1,
      largeAmount: '1',
    })
    expect(write.statusCode).toBe(403)
  })
})
