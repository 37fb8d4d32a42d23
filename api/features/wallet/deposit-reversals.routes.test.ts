import { describe, expect, it } from 'vitest'
import { sumLedgerByChild } from '../../../db/queries/ledger.js'
import {
  createFamily,
  familyAs,
  type MemoryMailer,
  redeemLink,
  type TestFamily,
} from '../../test-helpers.js'
import { BIP84_ZPUB, VECTORS } from '../../testing/bitcoin-vectors.js'
import type { EsploraTestStyle } from '../../testing/esplora-test-server.js'
import { FRESH_AND_FAST, startWalletTestApp } from '../../testing/wallet-test-app.js'
import { walletSyncJob } from './wallet-sync.job.js'

/** Kim with an address of the family's wallet and a spouse who shares the family. */
async function kimWithAddress(style: EsploraTestStyle) {
  const started = await startWalletTestApp({ style, source: FRESH_AND_FAST })
  const { app, parent } = started
  await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
  const kim = await parent.addChild({ name: 'Kim' })
  const address = (await parent.request('POST', `/api/wallet/create/${kim.id}`)).json()
    .bitcoinAddress as string
  const sync = async (family: TestFamily = parent) => {
    const res = await family.request('POST', `/api/wallet/sync/${kim.id}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const savings = async () =>
    (await parent.request('GET', `/api/children/${kim.id}`)).json().savingsBalance as string
  const familyId = (
    await app.db.selectFrom('children').select('family_id').executeTakeFirstOrThrow()
  ).family_id
  const ledgerSavings = async () =>
    (await sumLedgerByChild(app.db, familyId)).find((s) => s.account === 'savings')?.totalSat ?? 0
  const mailer = app.mailer as MemoryMailer
  const alerts = () => mailer.notices.filter((m) => m.subject === 'Bitcoin deposit to Kim reversed')
  return { ...started, kim, address, sync, savings, ledgerSavings, alerts }
}

describe.each<EsploraTestStyle>(['esplora', 'electrum'])(
  'a credited deposit that leaves the chain (%s answers)',
  { timeout: 30_000 },
  (style) => {
    it('is reversed once, however often sync runs, and the parents are told', async () => {
      const { app, server, parent, kim, address, sync, savings, ledgerSavings, alerts } =
        await kimWithAddress(style)
      const invite = await parent.request('POST', '/api/family/invite-spouse', {
        email: 'sam@example.org',
        netWorthShare: 50,
      })
      expect(invite.statusCode, invite.body).toBe(200)
      const sam = await redeemLink(
        app,
        await (app.mailer as MemoryMailer).waitForLink('sam@example.org'),
      )
      // Each parent is told in their own language: Sam chose Spanish, Pat never chose.
      await familyAs(app, sam.cookie).request('PUT', '/api/auth/language', { language: 'es' })
      const txid = server.addDeposit(address, 40_000, { confirmed: true })
      expect(await sync()).toMatchObject({ credited: 1, savingsBalance: '0.00040000' })

      // A conflicting spend wins in a one-block reorganisation: the gift is gone.
      server.reorg(1, { evicted: [txid] })
      const racing = await Promise.all([sync(), sync(), sync()])
      expect(racing.map((reply) => reply.reversed).sort()).toEqual([0, 0, 1])
      expect(racing.find((reply) => reply.reversed === 1)).toMatchObject({
        credited: 0,
        savingsBalance: '0.00000000',
        pendingBalance: '0.00000000',
        message: "0.00040000 BTC was taken back from Kim's savings: a deposit left the blockchain",
      })
      for (let i = 0; i < 2; i++) {
        expect(await sync()).toMatchObject({
          credited: 0,
          reversed: 0,
          savingsBalance: '0.00000000',
        })
      }
      expect(await savings()).toBe('0.00000000')
      expect(await ledgerSavings()).toBe(0)
      const ledger = (await parent.request('GET', `/api/children/${kim.id}/transactions`)).json()
      expect(ledger.map((row: { type: string; amount: string }) => [row.type, row.amount])).toEqual(
        [
          ['deposit_reversed', '-0.00040000'],
          ['savings_deposit', '0.00040000'],
        ],
      )

      // Both parents get one mail; the wallet card shows it.
      const mails = alerts()
      expect(mails.map((m) => [m.to, m.language])).toEqual([['pat@example.org', 'en']])
      expect(mails[0]?.text).toContain(`0.00040000 BTC to Kim's Bitcoin address ${address}`)
      expect(mails[0]?.text).toContain(txid)
      const toSam = (app.mailer as MemoryMailer).notices.filter((m) => m.to === 'sam@example.org')
      expect(toSam.map((m) => [m.subject, m.language])).toEqual([
        ['Depósito de bitcoin a Kim revertido', 'es'],
      ])
      expect(toSam[0]?.text).toBe(
        [
          `Un pago de 0.00040000 BTC a la dirección de Bitcoin ${address} de Kim ya no está confirmado en la blockchain (transacción ${txid}): su bloque fue sustituido en una reorganización de la cadena, o una transacción en conflicto ocupó su lugar.`,
          'Se había añadido a los ahorros de Kim, así que se han retirado 0.00040000 BTC.',
          'Si el pago se vuelve a confirmar, se abonará de nuevo automáticamente. La reversión aparece en la actividad de Kim y en la tarjeta de la cartera de Bitcoin: http://localhost:3000/dashboard',
        ].join('\n\n'),
      )
      const info = (await parent.request('GET', '/api/wallet/family-info')).json()
      expect(info.reversedDeposits).toEqual([
        {
          childId: kim.id,
          childName: 'Kim',
          txid,
          vout: 0,
          amount: '0.00040000',
          takenBack: '0.00040000',
          owed: '0.00000000',
          reversedAt: expect.any(String),
        },
      ])
      // Another family sees nothing of it.
      const other = await createFamily(app, 'other@example.org')
      await other.request('POST', '/api/wallet/configure', {
        walletAddress: VECTORS.bip44.receive0,
      })
      const theirs = (await other.request('GET', '/api/wallet/family-info')).json()
      expect(theirs.reversedDeposits).toEqual([])
    })

    it('is reversed when it is unconfirmed again, and credited again once it confirms again', async () => {
      const { server, address, sync, savings, ledgerSavings, alerts } = await kimWithAddress(style)
      const txid = server.addDeposit(address, 30_000, { confirmed: true })
      server.addDeposit(address, 5_000, { confirmed: true })
      expect(await sync()).toMatchObject({ credited: 2, savingsBalance: '0.00035000' })
      // Its block is replaced and it is back in the mempool: pending, not savings.
      server.reorg(2, { unconfirmed: [txid] })
      expect(await sync()).toMatchObject({
        reversed: 1,
        savingsBalance: '0.00005000',
        pendingBalance: '0.00030000',
      })
      expect(alerts()).toHaveLength(1)
      server.mineBlock()
      expect(await sync()).toMatchObject({
        credited: 1,
        creditedAmount: '0.00030000',
        reversed: 0,
        savingsBalance: '0.00035000',
        pendingBalance: '0.00000000',
      })
      expect(await sync()).toMatchObject({ credited: 0, reversed: 0 })
      expect(await savings()).toBe('0.00035000')
      expect(await ledgerSavings()).toBe(35_000)
    })

    it('stays credited when a reorganisation mines it again in another block', async () => {
      const { app, server, address, sync, alerts } = await kimWithAddress(style)
      server.addDeposit(address, 30_000, { confirmed: true })
      expect(await sync()).toMatchObject({ credited: 1 })
      const tip = server.reorg(1)
      expect(await sync()).toMatchObject({ credited: 0, reversed: 0, savingsBalance: '0.00030000' })
      expect(alerts()).toEqual([])
      const row = await app.db.selectFrom('wallet_deposits').selectAll().executeTakeFirstOrThrow()
      expect(row).toMatchObject({ status: 'credited', block_height: tip - 1 })
    })
  },
)

describe('a reversal when the child already spent the deposit', { timeout: 30_000 }, () => {
  it('takes what savings hold, never below zero, and the rest as money arrives', async () => {
    const { server, parent, kim, address, sync, savings, ledgerSavings, alerts } =
      await kimWithAddress('esplora')
    const txid = server.addDeposit(address, 50_000, { confirmed: true })
    await sync()
    // Kim moves 30,000 to spending: only 20,000 is left in savings when the gift vanishes.
    const moved = await parent.request('POST', '/api/wallet/transfer-to-spending', {
      childId: kim.id,
      amount: '0.0003',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    server.reorg(1, { evicted: [txid] })
    expect(await sync()).toMatchObject({ reversed: 1, savingsBalance: '0.00000000' })
    expect(alerts()[0]?.text).toContain(
      '0.00020000 BTC was taken back out, and the remaining 0.00030000 BTC is owed',
    )
    const info = (await parent.request('GET', '/api/wallet/family-info')).json()
    expect(info.reversedDeposits[0]).toMatchObject({ takenBack: '0.00020000', owed: '0.00030000' })

    // The next gift pays the debt first (the address was used: Kim has a new one).
    const next = (await parent.request('POST', `/api/wallet/create/${kim.id}`)).json()
    server.addDeposit(next.bitcoinAddress, 10_000, { confirmed: true })
    expect(await sync()).toMatchObject({ credited: 1, savingsBalance: '0.00000000' })
    const owed = (await parent.request('GET', '/api/wallet/family-info')).json()
    expect(owed.reversedDeposits[0]).toMatchObject({ takenBack: '0.00030000', owed: '0.00020000' })
    server.addDeposit(next.bitcoinAddress, 25_000, { confirmed: true })
    expect(await sync()).toMatchObject({ credited: 1, savingsBalance: '0.00005000' })
    const paid = (await parent.request('GET', '/api/wallet/family-info')).json()
    expect(paid.reversedDeposits[0]).toMatchObject({ takenBack: '0.00050000', owed: '0.00000000' })
    expect(await savings()).toBe('0.00005000')
    expect(await ledgerSavings()).toBe(5_000)
    expect(alerts()).toHaveLength(1)
  })
})

describe('a chain source that is behind', { timeout: 30_000 }, () => {
  it('is no reason to reverse anything: the scheduled job judges only up to its tip', async () => {
    const { app, server, address, sync, alerts } = await kimWithAddress('electrum')
    const txid = server.addDeposit(address, 12_000, { confirmed: true })
    const height = server.chain.tipHeight
    expect(await sync()).toMatchObject({ credited: 1 })
    // The block is replaced; the node answering is still syncing, one block short of it,
    // so it shows the gift unconfirmed.
    const tip = server.reorg(1, { unconfirmed: [txid] })
    server.chain.tipHeight = height - 1
    expect(await walletSyncJob.run(app)).toBe(
      'wallet-sync: 0 deposits credited, 0 reversed across 1 wallets (0 failed)',
    )
    // Caught up, the gift is in the new chain's next block: nothing to reverse ever.
    server.chain.tipHeight = tip
    server.mineBlock()
    expect(await sync()).toMatchObject({ reversed: 0, savingsBalance: '0.00012000' })
    expect(alerts()).toEqual([])
  })
})
