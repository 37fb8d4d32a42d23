import { describe, expect, it } from 'vitest'
import { sumLedgerByChild } from '../../../db/queries/ledger.js'
import { MESSAGES } from '../../contracts/messages.js'
import { addressDeriver } from '../../lib/bitcoin/derivation.js'
import { parseWalletKey } from '../../lib/bitcoin/wallet-key.js'
import { signInChild, type TestFamily } from '../../test-helpers.js'
import { BIP84_ZPUB, VECTORS } from '../../testing/bitcoin-vectors.js'
import type { EsploraTestStyle } from '../../testing/esplora-test-server.js'
import {
  FRESH_AND_FAST,
  startWalletTestApp,
  type WalletTestAppOptions,
} from '../../testing/wallet-test-app.js'

const wallet = addressDeriver(parseWalletKey(BIP84_ZPUB, { network: 'mainnet' }))
const receive = (index: number) => wallet.derive(0, index).address
const change = (index: number) => wallet.derive(1, index).address

async function walletFamily(style: EsploraTestStyle, source: WalletTestAppOptions['source']) {
  const started = await startWalletTestApp({ style, source })
  const { parent } = started
  await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
  return started
}

async function addressOf(parent: TestFamily, childId: number) {
  const res = await parent.request('POST', `/api/wallet/create/${childId}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { bitcoinAddress: string; derivationPath: string }
}

async function balancesOf(family: TestFamily, childId: number) {
  const res = await family.request('GET', `/api/wallet/balances/${childId}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe.each<EsploraTestStyle>(['esplora', 'electrum'])(
  'child addresses (%s answers)',
  (style) => {
    it("hands each child an unused change address of its own, never one the family's wallet app shows for receiving, and keeps it until it is paid", async () => {
      const { server, parent } = await walletFamily(style, FRESH_AND_FAST)
      // The family's own wallet app already used receive 0 and change 0 and 2.
      server.addDeposit(receive(0), 10_000, { confirmed: true })
      server.addDeposit(change(0), 10_000, { confirmed: true })
      server.addDeposit(change(2), 10_000, { confirmed: true })
      const kim = await parent.addChild({ name: 'Kim' })
      const lou = await parent.addChild({ name: 'Lou' })

      const kims = await addressOf(parent, kim.id)
      expect(kims).toEqual({ bitcoinAddress: change(1), derivationPath: '1/1' })
      const lous = await addressOf(parent, lou.id)
      expect(lous).toEqual({ bitcoinAddress: change(3), derivationPath: '1/3' })
      expect(await addressOf(parent, kim.id)).toEqual(kims)

      // A gift arrives (not even confirmed): Kim's next payment goes to a fresh address.
      server.addDeposit(kims.bitcoinAddress, 5_000)
      expect(await addressOf(parent, kim.id)).toEqual({
        bitcoinAddress: change(4),
        derivationPath: '1/4',
      })
      expect(await addressOf(parent, lou.id)).toEqual(lous)
    })

    it("never leaves more than 10 unused change addresses in a row (Electrum's change gap limit)", async () => {
      const { server, parent } = await walletFamily(style, FRESH_AND_FAST)
      const children: { id: number; name: string }[] = []
      for (let i = 0; i < 11; i++) children.push(await parent.addChild({ name: `Kid${i}` }))
      const handed = []
      for (const child of children.slice(0, 10)) handed.push(await addressOf(parent, child.id))
      expect(handed.map((a) => a.bitcoinAddress)).toEqual(
        Array.from({ length: 10 }, (_, i) => change(i)),
      )
      const refused = await parent.request('POST', `/api/wallet/create/${children[10]?.id}`)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({ code: 'no-free-address' })
      expect(refused.json().message).toMatch(/10 after the last one used/)

      // Once one of them is paid, the wallet looks further and one more can be handed out.
      server.addDeposit(change(0), 1_000, { confirmed: true })
      expect(await addressOf(parent, children[10]?.id ?? 0)).toEqual({
        bitcoinAddress: change(10),
        derivationPath: '1/10',
      })
    })

    it('gives racing requests for different children different addresses', async () => {
      const { app, parent } = await walletFamily(style, FRESH_AND_FAST)
      const children: { id: number; name: string }[] = []
      for (let i = 0; i < 6; i++) children.push(await parent.addChild({ name: `Kid${i}` }))
      const answers = await Promise.all(
        [...children, ...children].map((c) => parent.request('POST', `/api/wallet/create/${c.id}`)),
      )
      expect(answers.every((res) => res.statusCode === 200)).toBe(true)
      const byChild = new Map<number, Set<string>>()
      answers.forEach((res, i) => {
        const id = [...children, ...children][i]?.id ?? 0
        byChild.set(id, (byChild.get(id) ?? new Set()).add(res.json().bitcoinAddress))
      })
      // Each child got one address however often it asked, and no two children share one.
      expect([...byChild.values()].map((set) => set.size)).toEqual([1, 1, 1, 1, 1, 1])
      const rows = await app.db.selectFrom('child_wallet_addresses').select('address').execute()
      expect(new Set(rows.map((r) => r.address)).size).toBe(6)
      expect(rows).toHaveLength(6)
    })

    it('needs a key: a plain address has no addresses to give', async () => {
      const { parent } = await startWalletTestApp({ style, source: FRESH_AND_FAST })
      const kim = await parent.addChild({ name: 'Kim' })
      const none = await parent.request('POST', `/api/wallet/create/${kim.id}`)
      expect(none.statusCode).toBe(409)
      expect(none.json().code).toBe('wallet-not-configured')
      await parent.request('POST', '/api/wallet/configure', {
        walletAddress: VECTORS.bip44.receive0,
      })
      const noKey = await parent.request('POST', `/api/wallet/create/${kim.id}`)
      expect(noKey.statusCode).toBe(409)
      expect(noKey.json().code).toBe('xpub-required')
    })
  },
)

describe('payments to the family wallet itself', () => {
  it("credit no child: a third party paying the wallet's first receive address, or the wallet paying itself", async () => {
    const { server, parent } = await walletFamily('esplora', FRESH_AND_FAST)
    const info = (await parent.request('GET', '/api/wallet/family-info')).json()
    // The address onboarding shows for comparison, the first the wallet app hands out.
    expect(info.wallet.firstAddress).toBe(VECTORS.bip84.receive0)
    const kim = await parent.addChild({ name: 'Kim' })
    const kims = (await addressOf(parent, kim.id)).bitcoinAddress
    expect(kims).not.toBe(receive(0))
    expect(kims).toBe(VECTORS.bip84.change0)

    const salary = server.addDeposit(receive(0), 500_000, { confirmed: true })
    server.addDeposit(kims, 20_000, { confirmed: true })
    // The family's wallet app spends the parent's coins and puts its own change on Kim's
    // address (it does not know the app gave it to her): from the wallet, not a deposit.
    server.addSpend({
      inputs: [{ txid: salary, vout: 0 }],
      outputs: [
        { address: VECTORS.bip86.receive0, valueSat: 300_000 },
        { address: kims, valueSat: 190_000 },
      ],
    })
    server.mineBlock()
    server.mineBlock()
    for (let i = 0; i < 2; i++) {
      const synced = (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
      expect(synced).toMatchObject({ savingsBalance: '0.00020000', pendingBalance: '0.00000000' })
    }
    const ledger = (await parent.request('GET', `/api/children/${kim.id}/transactions`)).json()
    expect(ledger).toEqual([
      expect.objectContaining({ type: 'savings_deposit', amount: '0.00020000' }),
    ])
  })
})

describe('children with receive-chain addresses from before the change chain', () => {
  it('keep what was confirmed before the upgrade, and get a change address next', async () => {
    const { app, server, parent } = await walletFamily('electrum', FRESH_AND_FAST)
    const kim = await parent.addChild({ name: 'Kim' })
    const { key_digest: keyDigest, family_id: familyId } = await app.db
      .selectFrom('family_wallets')
      .select(['key_digest', 'family_id'])
      .executeTakeFirstOrThrow()
    // Kim was given receive 0 by an earlier version; a gift confirmed before the upgrade
    // was not synced yet, and the parent's own income arrives there after it.
    const gift = server.addDeposit(receive(0), 30_000, { confirmed: true })
    const giftTime = server.chain.transaction(gift)?.block?.time ?? 0
    await app.db
      .insertInto('child_wallet_addresses')
      .values({
        family_id: familyId,
        child_id: kim.id,
        key_digest: keyDigest ?? '',
        chain: 0,
        address_index: 0,
        address: receive(0),
        derivation_path: '0/0',
        assigned_at: new Date((giftTime - 3_600) * 1000).toISOString(),
        funded_at: null,
        retired_at: new Date((giftTime + 300) * 1000).toISOString(),
      })
      .execute()
    server.mineBlock()
    server.addDeposit(receive(0), 700_000, { confirmed: true })
    server.mineBlock()
    server.mineBlock()

    const synced = (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
    expect(synced).toMatchObject({
      credited: 1,
      savingsBalance: '0.00030000',
      pendingBalance: '0.00000000',
    })
    // Her next address is on the change chain.
    expect(await addressOf(parent, kim.id)).toEqual({
      bitcoinAddress: change(0),
      derivationPath: '1/0',
    })
  })
})

describe.each<EsploraTestStyle>(['esplora', 'electrum'])('deposits (%s answers)', (style) => {
  async function kimWithAddress(source: Partial<typeof FRESH_AND_FAST> = {}) {
    const started = await walletFamily(style, { ...FRESH_AND_FAST, ...source })
    const kim = await started.parent.addChild({ name: 'Kim' })
    const { bitcoinAddress } = await addressOf(started.parent, kim.id)
    return { ...started, kim, address: bitcoinAddress }
  }

  it('credits a confirmed deposit to savings once, however often sync runs', async () => {
    const { app, server, parent, kim, address } = await kimWithAddress()
    server.addDeposit(address, 25_000, { confirmed: true })
    const first = await parent.request('POST', `/api/wallet/sync/${kim.id}`)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({
      success: true,
      credited: 1,
      creditedAmount: '0.00025000',
      reversed: 0,
      savingsBalance: '0.00025000',
      spendingBalance: '0.00000000',
      pendingBalance: '0.00000000',
      pendingReadAt: expect.any(String),
      chainUnreachable: false,
      message: "0.00025000 BTC received on-chain was added to Kim's savings",
    })
    for (let i = 0; i < 3; i++) {
      const again = (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
      expect(again).toMatchObject({ credited: 0, savingsBalance: '0.00025000' })
    }
    const rows = await app.db.selectFrom('wallet_deposits').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ child_id: kim.id, vout: 0, amount_sat: 25_000 })
    expect(rows[0]?.ledger_transaction_id).not.toBeNull()
    const ledger = (await parent.request('GET', `/api/children/${kim.id}/transactions`)).json()
    expect(ledger).toEqual([
      expect.objectContaining({ type: 'savings_deposit', amount: '0.00025000' }),
    ])
  })

  it('credits once when several syncs race, and the balance equals the ledger', async () => {
    const { app, server, parent, kim, address } = await kimWithAddress()
    const lou = await parent.addChild({ name: 'Lou' })
    const lous = (await addressOf(parent, lou.id)).bitcoinAddress
    server.addDeposit(address, 30_000)
    server.addDeposit(address, 4_000)
    server.addDeposit(lous, 7_000)
    server.mineBlock()
    const kid = await signInChild(app, parent, kim.id, 'kim@example.org')
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => parent.request('POST', `/api/wallet/sync/${kim.id}`)),
      ...Array.from({ length: 2 }, () => parent.request('POST', `/api/wallet/sync/${lou.id}`)),
      kid.request('POST', `/api/wallet/sync/${kim.id}`),
    ])
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200])
    // Every sync saw all three deposits, and a sync settles the whole family: the one
    // whose transaction went first booked them all, and its reply counts its own child's
    // (Kim's two, or Lou's one). Which of the racing requests that is, is the engine's
    // affair (PostgreSQL runs them side by side); every other reply credits nothing.
    const credits = results.map((r) => r.json().credited)
    const booker = credits.findIndex((n) => n > 0)
    expect(credits.filter((n) => n > 0)).toEqual([booker === 4 || booker === 5 ? 1 : 2])
    expect(await balancesOf(parent, kim.id)).toMatchObject({ savingsBalance: '0.00034000' })
    expect(await balancesOf(parent, lou.id)).toMatchObject({ savingsBalance: '0.00007000' })
    const familyId = (
      await app.db.selectFrom('children').select('family_id').executeTakeFirstOrThrow()
    ).family_id
    const sums = await sumLedgerByChild(app.db, familyId)
    expect(sums).toEqual(
      expect.arrayContaining([
        { childId: kim.id, account: 'savings', totalSat: 34_000 },
        { childId: lou.id, account: 'savings', totalSat: 7_000 },
      ]),
    )
  })

  it('shows an unconfirmed deposit as pending and credits it only once confirmed', async () => {
    const { server, parent, kim, address } = await kimWithAddress()
    const txid = server.addDeposit(address, 15_000)
    expect(await balancesOf(parent, kim.id)).toEqual({
      savingsBalance: '0.00000000',
      spendingBalance: '0.00000000',
      pendingBalance: '0.00015000',
      pendingReadAt: expect.any(String),
      chainUnreachable: false,
    })
    const early = (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
    expect(early).toMatchObject({
      credited: 0,
      savingsBalance: '0.00000000',
      pendingBalance: '0.00015000',
    })

    server.mineBlock([txid])
    // Confirmed but not synced yet: still on its way into savings.
    expect(await balancesOf(parent, kim.id)).toMatchObject({
      savingsBalance: '0.00000000',
      pendingBalance: '0.00015000',
    })
    const synced = (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
    expect(synced).toMatchObject({
      credited: 1,
      savingsBalance: '0.00015000',
      pendingBalance: '0.00000000',
    })
  })

  it("does not count the wallet's own coins moved to a child's address as a deposit", async () => {
    const { server, parent, kim, address } = await kimWithAddress()
    const funding = server.addDeposit(change(5), 50_000, { confirmed: true })
    server.addSpend({
      inputs: [{ txid: funding, vout: 0 }],
      outputs: [{ address, valueSat: 49_000 }],
    })
    server.mineBlock()
    expect(await balancesOf(parent, kim.id)).toMatchObject({ pendingBalance: '0.00000000' })
    const synced = (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
    expect(synced).toMatchObject({ credited: 0, savingsBalance: '0.00000000' })
  })

  it.each([
    ['429 rate limiting', { status: 429, retryAfterSeconds: 0 }],
    ['500 errors', { status: 500 }],
  ])(
    'answers the spec text to a sync on upstream %s, keeps the last known balances, loses nothing and credits later',
    async (_name, failure) => {
      const { app, server, parent, kim, address } = await kimWithAddress()
      server.addDeposit(address, 8_000)
      const known = await balancesOf(parent, kim.id)
      expect(known).toMatchObject({ pendingBalance: '0.00008000', chainUnreachable: false })
      server.mineBlock()
      server.failNext({ ...failure, count: Infinity })
      const sync = await parent.request('POST', `/api/wallet/sync/${kim.id}`)
      expect(sync.statusCode).toBe(503)
      expect(sync.json()).toEqual({ message: MESSAGES.syncFailed, code: 'chain-unavailable' })
      // The balances still answer: savings from the books, pending as last read, with its time.
      expect(await balancesOf(parent, kim.id)).toEqual({
        savingsBalance: '0.00000000',
        spendingBalance: '0.00000000',
        pendingBalance: '0.00008000',
        pendingReadAt: known.pendingReadAt,
        chainUnreachable: true,
      })
      expect(await app.db.selectFrom('wallet_deposits').selectAll().execute()).toEqual([])
      server.clearFailures()
      await new Promise((resolve) => setTimeout(resolve, 10))
      const synced = (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
      expect(synced).toMatchObject({
        credited: 1,
        savingsBalance: '0.00008000',
        chainUnreachable: false,
      })
    },
  )

  it('answers the spec text when the upstream times out, and credits later', async () => {
    // A chain source that gives up after 500 ms, in front of an upstream 1.5 s slow.
    const { server, parent, kim, address } = await kimWithAddress({ timeoutMs: 500 })
    server.addDeposit(address, 9_000, { confirmed: true })
    server.setDelay(1_500)
    const res = await parent.request('POST', `/api/wallet/sync/${kim.id}`)
    expect(res.statusCode).toBe(503)
    expect(res.json().message).toBe(MESSAGES.syncFailed)
    server.setDelay(0)
    await new Promise((resolve) => setTimeout(resolve, 10))
    const synced = (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
    expect(synced).toMatchObject({ credited: 1, savingsBalance: '0.00009000' })
  })

  it('answers 502 when the upstream answers nonsense', async () => {
    const { server, parent, kim } = await kimWithAddress()
    server.failNext({
      status: 200,
      count: Infinity,
      pathPrefix: '/address/',
      body: '{"oops":true}',
    })
    const res = await parent.request('POST', `/api/wallet/sync/${kim.id}`)
    expect(res.statusCode).toBe(502)
    expect(res.json().message).toBe(MESSAGES.syncFailed)
  })
})

describe('30 children polling their balances', () => {
  it.each<EsploraTestStyle>(['esplora', 'electrum'])(
    'cost the upstream one request per address, not one per poll (%s answers)',
    async (style) => {
      // The chain source the app builds from ESPLORA_URL, with its production cache.
      const { server, parent } = await walletFamily(style, undefined)
      // Change 15 and 30 used (the family's own wallet app's change): the gap limit then
      // allows 39 indexes up to 40, enough for one address per child.
      server.addDeposit(change(15), 1_000, { confirmed: true })
      server.addDeposit(change(30), 1_000, { confirmed: true })
      const kids: { id: number; name: string }[] = []
      for (let i = 0; i < 30; i++) {
        const kid = await parent.addChild({ name: `Kid${i}` })
        await addressOf(parent, kid.id)
        kids.push(kid)
      }
      server.resetCounts()
      const poll = () => Promise.all(kids.map((kid) => balancesOf(parent, kid.id)))
      await poll()
      // Each address was read within the last seconds by the hand-out: at most one
      // request per child's address, however the 30 polls interleave.
      const afterFirst = server.requestCount()
      expect(afterFirst).toBeLessThanOrEqual(30)
      for (let round = 0; round < 3; round++) await poll()
      expect(server.requestCount()).toBe(afterFirst)
      // The same child polled from 30 tabs at once: one address, one request at most.
      server.resetCounts()
      await Promise.all(kids.map(() => balancesOf(parent, kids[0]?.id ?? 0)))
      expect(server.requestCount()).toBeLessThanOrEqual(1)
    },
    30_000,
  )
})
