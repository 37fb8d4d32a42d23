import { base64, hex } from '@scure/base'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { sumLedgerByChild } from '../../../db/queries/ledger.js'
import { MESSAGES } from '../../contracts/messages.js'
import { addressDeriver } from '../../lib/bitcoin/derivation.js'
import { withChecksum } from '../../lib/bitcoin/descriptor-checksum.js'
import { addressFormat } from '../../lib/bitcoin/network.js'
import { parseWalletKey } from '../../lib/bitcoin/wallet-key.js'
import type { TestFamily } from '../../test-helpers.js'
import {
  BIP84_XPUB,
  BIP84_ZPUB,
  MASTER_FINGERPRINT,
  VECTORS,
} from '../../testing/bitcoin-vectors.js'
import type { EsploraTestServer, EsploraTestStyle } from '../../testing/esplora-test-server.js'
import { signWithTestWallet } from '../../testing/test-signer.js'
import { FRESH_AND_FAST, startWalletTestApp } from '../../testing/wallet-test-app.js'

const HARDENED = 0x80000000
const DESCRIPTOR = withChecksum(`wpkh([${MASTER_FINGERPRINT}/84h/0h/0h]${BIP84_XPUB}/<0;1>/*)`)
const wallet = addressDeriver(parseWalletKey(DESCRIPTOR, { network: 'mainnet' }))
/** Someone else's address (BIP86 vector). */
const OUTSIDE = VECTORS.bip86.receive0

const decode = (psbt: string) => Transaction.fromPSBT(base64.decode(psbt))
const addressOf = (script: Uint8Array) =>
  Address(addressFormat('mainnet')).encode(OutScript.decode(script))

/** The coins a PSBT spends, as outpoints. */
function inputsOf(psbt: string): string[] {
  const tx = decode(psbt)
  return Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i)
    return `${hex.encode(input.txid ?? new Uint8Array())}:${input.index}`
  })
}

/** The address a PSBT paying OUTSIDE puts its change on. */
function changeOf(psbt: string): string | undefined {
  const tx = decode(psbt)
  const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i))
  return outputs.map((o) => o.script && addressOf(o.script)).find((a) => a !== OUTSIDE)
}

/**
 * Kim with 0.001 BTC of savings that arrived on-chain: 60,000 and 40,000 sats to her
 * addresses, change addresses 0 and 1 of the wallet.
 */
async function kimWithSavings(style: EsploraTestStyle) {
  const started = await startWalletTestApp({ style, source: FRESH_AND_FAST })
  const { server, parent } = started
  await parent.request('POST', '/api/wallet/configure', { walletXpub: DESCRIPTOR })
  const kim = await parent.addChild({ name: 'Kim' })
  const first = (await parent.request('POST', `/api/wallet/create/${kim.id}`)).json()
  server.addDeposit(first.bitcoinAddress, 60_000, { confirmed: true })
  const second = (await parent.request('POST', `/api/wallet/create/${kim.id}`)).json()
  server.addDeposit(second.bitcoinAddress, 40_000, { confirmed: true })
  const synced = (await parent.request('POST', `/api/wallet/sync/${kim.id}`)).json()
  expect(synced.savingsBalance).toBe('0.00100000')
  const savings = async () =>
    (await parent.request('GET', `/api/children/${kim.id}`)).json().savingsBalance as string
  return { ...started, kim, savings }
}

/** The family's wallet signs the PSBT and broadcasts it: its transaction enters the mempool. */
function broadcast(server: EsploraTestServer, psbt: string): string {
  const tx = decode(psbt)
  const inputs = Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i)
    return { txid: hex.encode(input.txid ?? new Uint8Array()), vout: input.index ?? 0 }
  })
  const outputs = Array.from({ length: tx.outputsLength }, (_, i) => {
    const output = tx.getOutput(i)
    return {
      address: addressOf(output.script ?? new Uint8Array()),
      valueSat: Number(output.amount),
    }
  })
  return server.addSpend({ inputs, outputs })
}

function send(parent: TestFamily, body: Record<string, unknown>) {
  return parent.request('POST', '/api/bitcoin/send', body)
}

// Key derivation and signing are CPU work: generous on a busy two-core machine.
describe.each<EsploraTestStyle>(['esplora', 'electrum'])(
  'POST /api/bitcoin/send (%s answers)',
  { timeout: 30_000 },
  (style) => {
    it('debits savings and answers an unsigned PSBT paying the destination, change on the change chain', async () => {
      const { app, server, parent, kim, savings } = await kimWithSavings(style)
      server.setFeeEstimates({ '2': 12.5, '6': 5.25, '144': 1 })
      const res = await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0007' })
      expect(res.statusCode, res.body).toBe(200)
      const reply = res.json()
      expect(reply).toMatchObject({
        success: true,
        childId: kim.id,
        toAddress: OUTSIDE,
        amount: '0.00070000',
        status: 'unsigned',
        cancelledAt: null,
        message: expect.stringMatching(/Sign this PSBT/),
      })
      expect(reply.transactionId).toMatch(/^\d+$/)
      expect(await savings()).toBe('0.00030000')

      const tx = decode(reply.psbt)
      // Anti-fee-sniping, as Bitcoin Core, Electrum and Sparrow do.
      expect(tx.lockTime).toBe(server.chain.tipHeight)
      // Largest coin first: 60,000 is not enough for 70,000 plus the fee, 40,000 joins it.
      expect(tx.inputsLength).toBe(2)
      const spent = Array.from({ length: 2 }, (_, i) => tx.getInput(i))
      expect(spent.map((input) => input.witnessUtxo?.amount).sort()).toEqual([40_000n, 60_000n])
      for (const input of spent) {
        const path = input.bip32Derivation?.[0]?.[1].path ?? []
        expect(input.bip32Derivation?.[0]?.[1].fingerprint).toBe(0x73c5da0a)
        expect(path.slice(0, 4)).toEqual([84 + HARDENED, HARDENED, HARDENED, 1])
        expect(server.chain.transaction(hex.encode(input.txid ?? new Uint8Array()))).toBeDefined()
      }
      const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i))
      const payment = outputs.find((o) => o.script && addressOf(o.script) === OUTSIDE)
      expect(payment?.amount).toBe(70_000n)
      const change = outputs.find((o) => o !== payment)
      // Change addresses 0 and 1 are Kim's: the change goes to the next free one.
      expect(change?.script && addressOf(change.script)).toBe(wallet.derive(1, 2).address)
      expect(change?.bip32Derivation?.[0]?.[1].path).toEqual([
        84 + HARDENED,
        HARDENED,
        HARDENED,
        1,
        2,
      ])
      const feeSat = 100_000 - 70_000 - Number(change?.amount)
      expect(tx.fee).toBe(BigInt(feeSat))
      expect(reply.fee).toBe(`0.${String(feeSat).padStart(8, '0')}`)
      // The fee rate is the chain source's 6-block estimate.
      signWithTestWallet(tx)
      expect(feeSat / tx.vsize).toBeGreaterThanOrEqual(5.25)
      expect(feeSat / tx.vsize).toBeLessThan(6)

      const row = await app.db.selectFrom('wallet_sends').selectAll().executeTakeFirstOrThrow()
      expect(String(row.id)).toBe(reply.transactionId)
      expect(row).toMatchObject({ status: 'unsigned', amount_sat: 70_000, fee_sat: feeSat })
      const ledger = (await parent.request('GET', `/api/children/${kim.id}/transactions`)).json()
      expect(ledger[0]).toMatchObject({ type: 'savings_withdrawal', amount: '-0.00070000' })
    })

    it('keeps the coins and change address of an unsigned send out of the next one', async () => {
      const { parent, kim } = await kimWithSavings(style)
      const first = (
        await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0003' })
      ).json()
      const second = (
        await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0002' })
      ).json()
      const shared = inputsOf(first.psbt).filter((coin) => inputsOf(second.psbt).includes(coin))
      expect(shared).toEqual([])
      expect(changeOf(first.psbt)).toBe(wallet.derive(1, 2).address)
      expect(changeOf(second.psbt)).toBe(wallet.derive(1, 3).address)
      // Both coins are taken now: a third send has nothing left to spend.
      const third = await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0001' })
      expect(third.statusCode).toBe(400)
      expect(third.json()).toMatchObject({ code: 'insufficient-funds', field: 'amount' })
    })

    it("refuses amounts above the child's savings, and above the wallet's coins, debiting nothing", async () => {
      const { app, parent, kim, savings } = await kimWithSavings(style)
      const aboveSavings = await send(parent, {
        childId: kim.id,
        toAddress: OUTSIDE,
        amount: '0.00100001',
      })
      expect(aboveSavings.statusCode).toBe(400)
      expect(aboveSavings.json()).toEqual({
        code: 'insufficient-savings',
        message: MESSAGES.insufficientSavingsAccount,
        field: 'amount',
      })
      // Savings set by hand above what the wallet holds: the coins do not cover it.
      await parent.request('POST', `/api/children/${kim.id}/update-savings`, { newBalance: '0.5' })
      const aboveCoins = await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.2' })
      expect(aboveCoins.statusCode).toBe(400)
      expect(aboveCoins.json().code).toBe('insufficient-funds')
      expect(aboveCoins.json().message).toMatch(
        /^Insufficient Funds - Not enough bitcoin in the wallet/,
      )
      expect(await savings()).toBe('0.50000000')
      expect(await app.db.selectFrom('wallet_sends').selectAll().execute()).toEqual([])
    })

    it('answers the spec texts for a bad amount or address', async () => {
      const { parent, kim } = await kimWithSavings(style)
      const cases: [Record<string, unknown>, string, string][] = [
        [{ amount: '0' }, 'invalid-amount', MESSAGES.invalidBitcoinAmount],
        [{ amount: '-0.001' }, 'invalid-amount', MESSAGES.invalidBitcoinAmount],
        [{ amount: 'Infinity' }, 'invalid-amount', MESSAGES.invalidBitcoinAmount],
        [{ amount: '1e-5' }, 'invalid-amount', MESSAGES.invalidBitcoinAmount],
        [{ amount: '0.000000001' }, 'invalid-amount', MESSAGES.invalidBitcoinAmount],
        [{ toAddress: '' }, 'invalid-address', MESSAGES.invalidBitcoinAddress],
        [{ toAddress: '   ' }, 'invalid-address', MESSAGES.invalidBitcoinAddress],
        [{ toAddress: 'bc1qnotreally' }, 'invalid-address', MESSAGES.invalidBitcoinAddress],
        [{ toAddress: undefined }, 'invalid-address', MESSAGES.invalidBitcoinAddress],
        [
          { amount: '0.00000100' },
          'invalid-amount',
          'Invalid Amount - The amount is too small to send on-chain: at least 330 sats are needed for this kind of address.',
        ],
      ]
      for (const [override, code, message] of cases) {
        const res = await send(parent, {
          childId: kim.id,
          toAddress: OUTSIDE,
          amount: '0.0001',
          ...override,
        })
        expect(res.statusCode, JSON.stringify(override)).toBe(400)
        expect(res.json(), JSON.stringify(override)).toMatchObject({ code, message })
      }
      const testnet = await send(parent, {
        childId: kim.id,
        toAddress: VECTORS.testnetBip84.receive0,
        amount: '0.0001',
      })
      expect(testnet.json()).toMatchObject({ code: 'wrong-network', field: 'toAddress' })
      expect(testnet.json().message).toMatch(/^Invalid Address - This is a test network address/)
    })

    it('says the chain source cannot be reached and debits nothing when it is down', async () => {
      const { app, server, parent, kim, savings } = await kimWithSavings(style)
      server.failNext({ status: 503, count: Infinity })
      const res = await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0001' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        code: 'chain-unavailable',
        message: MESSAGES.sendChainUnreachable,
      })
      expect(await savings()).toBe('0.00100000')
      expect(await app.db.selectFrom('wallet_sends').selectAll().execute()).toEqual([])

      // Without the tip height there is no lock time to set: no PSBT with 0 instead.
      server.clearFailures()
      server.failNext({ status: 503, count: Infinity, pathPrefix: '/blocks/tip/height' })
      const noTip = await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0001' })
      expect(noTip.statusCode).toBe(503)
      expect(noTip.json().message).toBe(MESSAGES.sendChainUnreachable)
      expect(await app.db.selectFrom('wallet_sends').selectAll().execute()).toEqual([])
    })
  },
)

describe('POST /api/bitcoin/send/{transactionId}/cancel', { timeout: 30_000 }, () => {
  it('reverses an unsent send exactly once, however many cancels race', async () => {
    const { app, parent, kim, savings } = await kimWithSavings('esplora')
    const sent = (
      await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0004' })
    ).json()
    expect(await savings()).toBe('0.00060000')
    const cancels = await Promise.all(
      Array.from({ length: 4 }, () =>
        parent.request('POST', `/api/bitcoin/send/${sent.transactionId}/cancel`),
      ),
    )
    expect(cancels.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409])
    const cancelled = cancels.find((r) => r.statusCode === 200)?.json()
    expect(cancelled).toMatchObject({ status: 'cancelled', transactionId: sent.transactionId })
    expect(cancels.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'already-decided',
      message: 'This send was already cancelled',
    })
    expect(await savings()).toBe('0.00100000')
    const familyId = (
      await app.db.selectFrom('children').select('family_id').executeTakeFirstOrThrow()
    ).family_id
    expect(await sumLedgerByChild(app.db, familyId)).toEqual([
      { childId: kim.id, account: 'savings', totalSat: 100_000 },
    ])
    const listed = (await parent.request('GET', `/api/wallet/sends/${kim.id}`)).json()
    expect(listed).toEqual([
      expect.objectContaining({ transactionId: sent.transactionId, status: 'cancelled' }),
    ])
    // Its coins are free again.
    const again = await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0009' })
    expect(again.statusCode, again.body).toBe(200)
  })

  it('refuses to cancel a send the chain shows broadcast, which would create money', async () => {
    const { server, parent, kim, savings } = await kimWithSavings('electrum')
    const sent = (
      await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0004' })
    ).json()
    broadcast(server, sent.psbt)
    const res = await parent.request('POST', `/api/bitcoin/send/${sent.transactionId}/cancel`)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('send-broadcast')
    expect(await savings()).toBe('0.00060000')
    const listed = (await parent.request('GET', `/api/wallet/sends/${kim.id}`)).json()
    expect(listed[0]).toMatchObject({ status: 'broadcast' })
  })

  it("answers 404 for another family's send and for one that does not exist", async () => {
    const { app, parent, kim } = await kimWithSavings('esplora')
    const sent = (
      await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0001' })
    ).json()
    const { createFamily } = await import('../../test-helpers.js')
    const other = await createFamily(app, 'other@example.org')
    for (const id of [sent.transactionId, '999']) {
      const res = await other.request('POST', `/api/bitcoin/send/${id}/cancel`)
      expect(res.statusCode).toBe(404)
    }
    expect((await parent.request('POST', '/api/bitcoin/send/abc/cancel')).statusCode).toBe(400)
  })
})

describe('a wallet saved as a bare zpub', { timeout: 30_000 }, () => {
  it("names only the account key in PSBTs until its descriptor with key origin replaces it, keeping the children's addresses", async () => {
    const { server, parent } = await startWalletTestApp({
      style: 'esplora',
      source: FRESH_AND_FAST,
    })
    await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
    const walletOf = async () =>
      (await parent.request('GET', '/api/wallet/family-info')).json().wallet
    expect(await walletOf()).toMatchObject({ hasKey: true, masterFingerprint: null })
    const addressOfChild = async (childId: number): Promise<string> =>
      (await parent.request('POST', `/api/wallet/create/${childId}`)).json().bitcoinAddress
    const kim = await parent.addChild({ name: 'Kim' })
    const lea = await parent.addChild({ name: 'Lea' })
    // Children's addresses are on the change chain (docs/wallet.md).
    expect(await addressOfChild(kim.id)).toBe(wallet.derive(1, 0).address)
    expect(await addressOfChild(lea.id)).toBe(wallet.derive(1, 1).address)
    server.addDeposit(wallet.derive(1, 0).address, 50_000, { confirmed: true })
    await parent.request('POST', `/api/wallet/sync/${kim.id}`)
    const firstInputKey = async () => {
      const res = await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0001' })
      expect(res.statusCode, res.body).toBe(200)
      const tx = decode(res.json().psbt)
      await parent.request('POST', `/api/bitcoin/send/${res.json().transactionId}/cancel`)
      return { tx, derivation: tx.getInput(0).bip32Derivation?.[0]?.[1] }
    }

    // The account key's own fingerprint and the path below it: nothing a hardware wallet
    // can match with its master key.
    const bare = await firstInputKey()
    expect(bare.derivation?.fingerprint).not.toBe(0x73c5da0a)
    expect(bare.derivation?.path).toEqual([1, 0])

    const saved = await parent.request('POST', '/api/wallet/configure', { walletXpub: DESCRIPTOR })
    expect(saved.statusCode).toBe(200)
    expect(await walletOf()).toMatchObject({ masterFingerprint: MASTER_FINGERPRINT })
    // Still the same key to the app: Lea keeps her address, and Kim, whose address was
    // paid, gets the next free one rather than Lea's.
    expect(await addressOfChild(lea.id)).toBe(wallet.derive(1, 1).address)
    expect(await addressOfChild(kim.id)).toBe(wallet.derive(1, 2).address)

    const withOrigin = await firstInputKey()
    expect(withOrigin.derivation).toEqual({
      fingerprint: 0x73c5da0a,
      path: [84 + HARDENED, HARDENED, HARDENED, 1, 0],
    })
    // Signed from the master key and the PSBT alone, as a hardware wallet does.
    signWithTestWallet(withOrigin.tx)
  })
})

describe('a send waiting for its signature', { timeout: 30_000 }, () => {
  it('carries its PSBT to the parents until a sync sees it on the chain; a child never sees it', async () => {
    const { app, server, parent, kim } = await kimWithSavings('esplora')
    const sent = (
      await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0004' })
    ).json()
    // Closing the dialog loses nothing: the list gives the same PSBT back.
    const listed = (await parent.request('GET', `/api/wallet/sends/${kim.id}`)).json()
    expect(listed).toEqual([
      expect.objectContaining({
        transactionId: sent.transactionId,
        status: 'unsigned',
        psbt: sent.psbt,
        fee: sent.fee,
      }),
    ])
    const { signInChild } = await import('../../test-helpers.js')
    const kid = await signInChild(app, parent, kim.id, 'kim@example.org')
    expect((await kid.request('GET', `/api/wallet/sends/${kim.id}`)).statusCode).toBe(403)

    // A sync before the family's wallet broadcasts it changes nothing.
    await parent.request('POST', `/api/wallet/sync/${kim.id}`)
    expect((await parent.request('GET', `/api/wallet/sends/${kim.id}`)).json()[0].status).toBe(
      'unsigned',
    )
    broadcast(server, sent.psbt)
    const synced = await parent.request('POST', `/api/wallet/sync/${kim.id}`)
    expect(synced.statusCode, synced.body).toBe(200)
    expect((await parent.request('GET', `/api/wallet/sends/${kim.id}`)).json()[0]).toMatchObject({
      status: 'broadcast',
      psbt: sent.psbt,
    })
    // Seen on the chain, it can no longer be cancelled: the debit stays.
    const cancel = await parent.request('POST', `/api/bitcoin/send/${sent.transactionId}/cancel`)
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().code).toBe('send-broadcast')
    expect((await parent.request('GET', `/api/children/${kim.id}`)).json().savingsBalance).toBe(
      '0.00060000',
    )
  })

  it("is one of its own when another child's is prepared at the same moment: the later one is built again", async () => {
    const { server, parent, kim, savings } = await kimWithSavings('esplora')
    // Another child of the family: the two sends share the wallet's coins, not a balance.
    const lou = await parent.addChild({ name: 'Lou' })
    const saved = await parent.request('POST', `/api/children/${lou.id}/update-savings`, {
      newBalance: '0.001',
    })
    expect(saved.statusCode).toBe(200)
    // Both read the free coins before either reserves one: the chain's answers come 50 ms
    // late, among them the coin's transaction each build fetches after that read.
    server.setDelay(50)
    const [first, second] = await Promise.all([
      send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0003' }),
      send(parent, { childId: lou.id, toAddress: OUTSIDE, amount: '0.0002' }),
    ])
    expect([first.statusCode, second.statusCode], second.body).toEqual([200, 200])
    const [a, b] = [first.json().psbt, second.json().psbt]
    expect(inputsOf(a).filter((coin) => inputsOf(b).includes(coin))).toEqual([])
    expect(changeOf(a)).not.toBe(changeOf(b))
    expect(await savings()).toBe('0.00070000')
  })

  it('gives up, debiting nothing, when sends prepared at the same moment keep taking its coins', async () => {
    const { server, parent, kim, savings } = await kimWithSavings('esplora')
    for (const valueSat of [30_000, 20_000]) {
      const address = (await parent.request('POST', `/api/wallet/create/${kim.id}`)).json()
      server.addDeposit(address.bitcoinAddress, valueSat, { confirmed: true })
    }
    await parent.request('POST', `/api/wallet/sync/${kim.id}`)
    expect(await savings()).toBe('0.00150000')
    // Four read the free coins at once; one reserves a coin, three build again, and so on:
    // the fourth loses three times. Each round's builds read the reserved coins together
    // (they share the wallet's scan) and commit 50 ms later (the coin's transaction comes
    // late), so each round has one winner. A loser slower than a whole round (a stalled
    // database) would win the next round instead, and then all four succeed.
    server.setDelay(50)
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0001' }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409])
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      code: 'send-coins-reserved',
      message: MESSAGES.sendCoinsReservedMeanwhile,
    })
    const coins = answers.flatMap((answer) =>
      answer.statusCode === 200 ? inputsOf(answer.json().psbt) : [],
    )
    expect(new Set(coins).size).toBe(coins.length)
    expect(await savings()).toBe('0.00120000')
  })

  it("never puts its change on a child's deposit address, nor a child's address on its change", async () => {
    const { parent, kim } = await kimWithSavings('electrum')
    // Change 0 and 1 are Kim's (paid); Lou's fresh address is change 2.
    const lou = await parent.addChild({ name: 'Lou' })
    const lous = (await parent.request('POST', `/api/wallet/create/${lou.id}`)).json()
    expect(lous.bitcoinAddress).toBe(wallet.derive(1, 2).address)
    const sent = (
      await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0003' })
    ).json()
    const tx = decode(sent.psbt)
    const outputs = Array.from({ length: tx.outputsLength }, (_, i) => tx.getOutput(i))
    const change = outputs
      .map((o) => addressOf(o.script ?? new Uint8Array()))
      .find((a) => a !== OUTSIDE)
    expect(change).toBe(wallet.derive(1, 3).address)
    // The next child skips the send's change address while it waits for its signature.
    const mia = await parent.addChild({ name: 'Mia' })
    const mias = (await parent.request('POST', `/api/wallet/create/${mia.id}`)).json()
    expect(mias.bitcoinAddress).toBe(wallet.derive(1, 4).address)
  })
})

describe('a wallet with only a plain address', () => {
  it('records a send for accounting, with no PSBT, and says so', async () => {
    const { server, parent } = await startWalletTestApp({
      style: 'esplora',
      source: FRESH_AND_FAST,
    })
    server.addDeposit(VECTORS.bip44.receive0, 70_000, { confirmed: true })
    await parent.request('POST', '/api/wallet/configure', { walletAddress: VECTORS.bip44.receive0 })
    const info = (await parent.request('GET', '/api/wallet/family-info')).json()
    expect(info).toMatchObject({ status: 'connected', balance: '0.00070000', addressCount: 1 })
    const kim = await parent.addChild({ name: 'Kim' })
    await parent.request('POST', `/api/children/${kim.id}/update-savings`, { newBalance: '0.0005' })
    const res = await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0002' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      psbt: null,
      fee: null,
      status: 'unsigned',
      message: expect.stringMatching(/^Recorded for accounting only/),
    })
    const cancelled = await parent.request(
      'POST',
      `/api/bitcoin/send/${res.json().transactionId}/cancel`,
    )
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' })
    expect((await parent.request('GET', `/api/children/${kim.id}`)).json().savingsBalance).toBe(
      '0.00050000',
    )
  })

  it('refuses a send when no wallet is configured', async () => {
    const { parent } = await startWalletTestApp({ style: 'esplora', source: FRESH_AND_FAST })
    const kim = await parent.addChild({ name: 'Kim' })
    await parent.request('POST', `/api/children/${kim.id}/update-savings`, { newBalance: '0.0005' })
    const res = await send(parent, { childId: kim.id, toAddress: OUTSIDE, amount: '0.0002' })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('wallet-not-configured')
  })
})
