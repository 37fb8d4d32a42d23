import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../contracts/messages.js'
import { withChecksum } from '../../lib/bitcoin/descriptor-checksum.js'
import { buildTestApp, createFamily, manualClock, signInChild } from '../../test-helpers.js'
import {
  BIP44_XPUB,
  BIP84_XPUB,
  BIP84_ZPUB,
  MASTER_FINGERPRINT,
  TESTNET_BIP84_VPUB,
  VECTORS,
} from '../../testing/bitcoin-vectors.js'
import { testMasterKey } from '../../testing/test-signer.js'
import { FRESH_AND_FAST, startWalletTestApp } from '../../testing/wallet-test-app.js'
import { walletSyncJob } from './wallet-sync.job.js'

// Private keys appear only to prove they are refused; they come from the public test mnemonic.
const ACCOUNT_XPRV = testMasterKey.derive("m/84'/0'/0'").privateExtendedKey
const MASTER_XPUB = testMasterKey.publicExtendedKey
const ORIGIN_DESCRIPTOR = withChecksum(
  `wpkh([${MASTER_FINGERPRINT}/84h/0h/0h]${BIP84_XPUB}/<0;1>/*)`,
)

async function familyApp() {
  const app = await buildTestApp()
  const parent = await createFamily(app, 'pat@example.org')
  return { app, parent }
}

describe('POST /api/wallet/preview', () => {
  it('shows the first receive address of a zpub before anything is saved', async () => {
    const { parent } = await familyApp()
    const res = await parent.request('POST', '/api/wallet/preview', { walletXpub: BIP84_ZPUB })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      network: 'mainnet',
      hasKey: true,
      scriptType: 'native-segwit',
      scriptTypeAmbiguous: false,
      firstAddress: VECTORS.bip84.receive0,
      firstAddressPath: '0/0',
      masterFingerprint: null,
      watchAddress: null,
    })
    const info = (await parent.request('GET', '/api/wallet/family-info')).json()
    expect(info).toMatchObject({ configured: false, status: 'not_configured' })
  })

  it('asks for the address type of a plain xpub and derives the one chosen', async () => {
    const { parent } = await familyApp()
    const byDefault = (
      await parent.request('POST', '/api/wallet/preview', { walletXpub: BIP84_XPUB })
    ).json()
    expect(byDefault).toMatchObject({
      scriptTypeAmbiguous: true,
      scriptType: 'native-segwit',
      firstAddress: VECTORS.bip84.receive0,
    })
    const legacy = (
      await parent.request('POST', '/api/wallet/preview', {
        walletXpub: BIP44_XPUB,
        scriptType: 'legacy',
      })
    ).json()
    expect(legacy).toMatchObject({ scriptType: 'legacy', firstAddress: VECTORS.bip44.receive0 })
  })

  it('names the full path and master fingerprint of a descriptor with key origin', async () => {
    const { parent } = await familyApp()
    const res = await parent.request('POST', '/api/wallet/preview', {
      walletXpub: ORIGIN_DESCRIPTOR,
      walletAddress: VECTORS.bip44.receive0,
    })
    expect(res.json()).toMatchObject({
      firstAddress: VECTORS.bip84.receive0,
      firstAddressPath: "m/84'/0'/0'/0/0",
      masterFingerprint: MASTER_FINGERPRINT,
      watchAddress: VECTORS.bip44.receive0,
      scriptTypeAmbiguous: false,
    })
  })
})

describe('POST /api/wallet/configure refuses and stores nothing', () => {
  const refusals: [string, Record<string, unknown>, string, string | RegExp][] = [
    ['nothing', {}, 'missing-field', MESSAGES.walletInputRequired],
    [
      'blanks',
      { walletXpub: '  ', walletAddress: '' },
      'missing-field',
      MESSAGES.walletInputRequired,
    ],
    [
      'an extended private key',
      { walletXpub: ACCOUNT_XPRV },
      'private-key',
      /Never paste private keys/,
    ],
    [
      'a descriptor holding a private key',
      { walletXpub: `wpkh(${ACCOUNT_XPRV}/0/*)` },
      'private-key',
      /Never paste private keys/,
    ],
    [
      'a recovery phrase',
      { walletXpub: 'abandon '.repeat(11).concat('about') },
      'private-key',
      /recovery phrase/,
    ],
    [
      'a bad checksum',
      { walletXpub: `${BIP84_ZPUB.slice(0, -1)}${BIP84_ZPUB.endsWith('s') ? 't' : 's'}` },
      'invalid-wallet-key',
      /./,
    ],
    ['a testnet key', { walletXpub: TESTNET_BIP84_VPUB }, 'wrong-network', /mainnet/],
    ['a master key', { walletXpub: MASTER_XPUB }, 'invalid-wallet-key', /master/i],
    ['garbage', { walletXpub: 'hello' }, 'invalid-wallet-key', /./],
    ['a bad address', { walletAddress: 'bc1qnotanaddress' }, 'invalid-address', /not a valid/],
    [
      'a testnet address',
      { walletAddress: VECTORS.testnetBip84.receive0 },
      'wrong-network',
      /test network address/,
    ],
    [
      'a good key with a bad address',
      { walletXpub: BIP84_ZPUB, walletAddress: 'nope' },
      'invalid-address',
      /not a valid/,
    ],
    ['a key that is not text', { walletXpub: { key: 1 } }, 'invalid-wallet-key', /as text/],
    [
      'a key and its removal',
      { walletXpub: BIP84_ZPUB, removeWalletXpub: true },
      'invalid-request',
      /not both/,
    ],
    [
      'an unknown address type',
      { walletXpub: BIP84_XPUB, scriptType: 'p2wsh' },
      'invalid-request',
      /scriptType/,
    ],
  ]

  it.each(refusals)('%s', async (_name, body, code, message) => {
    const { app, parent } = await familyApp()
    for (const url of ['/api/wallet/preview', '/api/wallet/configure']) {
      const res = await parent.request('POST', url, body)
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().code).toBe(code)
      if (typeof message === 'string') expect(res.json().message).toBe(message)
      else expect(res.json().message).toMatch(message)
      expect(res.body).not.toContain(ACCOUNT_XPRV)
    }
    expect(await app.db.selectFrom('family_wallets').selectAll().execute()).toEqual([])
  })
})

describe('POST /api/wallet/configure', () => {
  it('saves the key sealed, answers what it watches and never sends the key back', async () => {
    const { app, parent } = await startWalletTestApp({ style: 'esplora', source: FRESH_AND_FAST })
    const res = await parent.request('POST', '/api/wallet/configure', {
      walletXpub: ` ${BIP84_ZPUB}\n`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: 'Bitcoin wallet configured',
      wallet: {
        network: 'mainnet',
        hasKey: true,
        scriptType: 'native-segwit',
        firstAddress: VECTORS.bip84.receive0,
        firstAddressPath: '0/0',
        masterFingerprint: null,
        watchAddress: null,
      },
    })
    const [row] = await app.db.selectFrom('family_wallets').selectAll().execute()
    const stored = JSON.stringify(row)
    expect(stored).not.toContain(BIP84_ZPUB)
    expect(stored).not.toContain(BIP84_XPUB)
    expect(row?.sealed_descriptor).toMatch(/^v1:/)
    const info = await parent.request('GET', '/api/wallet/family-info')
    expect(info.body).not.toContain(BIP84_XPUB)
    expect(info.body).not.toContain(BIP84_ZPUB)
  })

  it('keeps what is left out or blank, removes on request, and still needs one of the two', async () => {
    const { parent } = await familyApp()
    await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
    const withAddress = await parent.request('POST', '/api/wallet/configure', {
      walletAddress: VECTORS.bip44.receive0,
    })
    expect(withAddress.json().wallet).toMatchObject({
      hasKey: true,
      firstAddress: VECTORS.bip84.receive0,
      watchAddress: VECTORS.bip44.receive0,
    })
    const addressOnly = await parent.request('POST', '/api/wallet/configure', {
      walletXpub: '',
      removeWalletXpub: true,
    })
    expect(addressOnly.json().wallet).toMatchObject({
      hasKey: false,
      firstAddress: null,
      watchAddress: VECTORS.bip44.receive0,
    })
    const nothingLeft = await parent.request('POST', '/api/wallet/configure', {
      removeWalletAddress: true,
    })
    expect(nothingLeft.statusCode).toBe(400)
    expect(nothingLeft.json().message).toBe(MESSAGES.walletInputRequired)
    const info = (await parent.request('GET', '/api/wallet/family-info')).json()
    expect(info.wallet).toMatchObject({ hasKey: false, watchAddress: VECTORS.bip44.receive0 })
  })

  it('is for parents: a child gets 403 on every wallet call of a parent', async () => {
    const { app, parent } = await familyApp()
    const child = await parent.addChild({ name: 'Kim' })
    const kid = await signInChild(app, parent, child.id, 'kim@example.org')
    const calls: ['GET' | 'POST', string, object?][] = [
      ['POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB }],
      ['POST', '/api/wallet/preview', { walletXpub: BIP84_ZPUB }],
      ['GET', '/api/wallet/family-info'],
      ['POST', `/api/wallet/create/${child.id}`],
      ['GET', `/api/wallet/sends/${child.id}`],
      [
        'POST',
        '/api/bitcoin/send',
        { childId: child.id, toAddress: VECTORS.bip86.receive0, amount: '0.001' },
      ],
      ['POST', '/api/bitcoin/send/1/cancel'],
    ]
    for (const [method, url, body] of calls) {
      const res = await kid.request(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
    }
    expect(await app.db.selectFrom('family_wallets').selectAll().execute()).toEqual([])
  })
})

describe('the wallet of another family', () => {
  it("is invisible: another family's child ids and sends answer 404", async () => {
    const { app, parent } = await startWalletTestApp({ style: 'esplora', source: FRESH_AND_FAST })
    await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
    const child = await parent.addChild({ name: 'Kim' })
    await parent.request('POST', `/api/children/${child.id}/update-savings`, { newBalance: '0.01' })
    const other = await createFamily(app, 'other@example.org')
    await other.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
    const ownSend = await parent.request('POST', '/api/bitcoin/send', {
      childId: child.id,
      toAddress: VECTORS.bip86.receive0,
      amount: '0.001',
    })
    // No coins in the wallet yet: the send is refused, but only after the child was found.
    expect(ownSend.json().code).toBe('insufficient-funds')

    const calls: ['GET' | 'POST', string, object?][] = [
      ['POST', `/api/wallet/create/${child.id}`],
      ['GET', `/api/wallet/balances/${child.id}`],
      ['POST', `/api/wallet/sync/${child.id}`],
      ['GET', `/api/wallet/sends/${child.id}`],
      [
        'POST',
        '/api/bitcoin/send',
        { childId: child.id, toAddress: VECTORS.bip86.receive0, amount: '0.001' },
      ],
    ]
    for (const [method, url, body] of calls) {
      const res = await other.request(method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json().message).toBe('Child not found')
    }
    const kid = await signInChild(app, parent, child.id, 'kim@example.org')
    const sibling = await parent.addChild({ name: 'Lou' })
    expect((await kid.request('GET', `/api/wallet/balances/${sibling.id}`)).statusCode).toBe(404)
    expect((await kid.request('GET', `/api/wallet/balances/${child.id}`)).statusCode).toBe(200)
  })
})

describe('GET /api/wallet/family-info', () => {
  it.each(['esplora', 'electrum'] as const)(
    'scans both chains and the plain address, then answers from the stored scan (%s)',
    async (style) => {
      const { app, server, parent } = await startWalletTestApp({ style, source: FRESH_AND_FAST })
      const notYet = (await parent.request('GET', '/api/wallet/family-info')).json()
      expect(notYet).toMatchObject({ configured: false, status: 'not_configured', balance: null })

      server.addDeposit(VECTORS.bip84.receive0, 100_000, { confirmed: true })
      server.addDeposit(VECTORS.bip84.change0, 20_000, { confirmed: true })
      server.addDeposit(VECTORS.bip44.receive0, 3_000, { confirmed: true })
      server.addDeposit(VECTORS.bip84.receive1, 500)
      await parent.request('POST', '/api/wallet/configure', {
        walletXpub: BIP84_ZPUB,
        walletAddress: VECTORS.bip44.receive0,
      })
      const info = (await parent.request('GET', '/api/wallet/family-info')).json()
      expect(info).toMatchObject({
        configured: true,
        status: 'connected',
        balance: '0.00123000',
        pendingBalance: '0.00000500',
        addressCount: 4,
        wallet: { hasKey: true, watchAddress: VECTORS.bip44.receive0 },
      })

      // Fresh for 30 s: the card's polls do not scan again.
      server.resetCounts()
      await parent.request('GET', '/api/wallet/family-info')
      expect(server.requestCount()).toBe(0)
      expect(app.chainSource.upstreamRequests).toBeGreaterThan(0)
    },
  )

  it('says failed, with the spec text, when the chain source does not answer', async () => {
    const { server, parent } = await startWalletTestApp({
      style: 'esplora',
      source: FRESH_AND_FAST,
    })
    await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
    server.failNext({ status: 503, count: Infinity })
    const res = await parent.request('GET', '/api/wallet/family-info')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      configured: true,
      status: 'failed',
      balance: null,
      message: MESSAGES.syncFailed,
    })
  })

  it('says scanning while a slow first scan runs, and connected once it is stored', async () => {
    const { server, parent } = await startWalletTestApp({
      style: 'esplora',
      source: { ...FRESH_AND_FAST, timeoutMs: 10_000 },
    })
    server.addDeposit(VECTORS.bip84.receive0, 42_000, { confirmed: true })
    await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
    server.setDelay(1_000)
    const first = (await parent.request('GET', '/api/wallet/family-info')).json()
    expect(first).toMatchObject({ configured: true, status: 'scanning', balance: null })
    server.setDelay(0)
    let info = first
    for (let i = 0; i < 100 && info.status === 'scanning'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      info = (await parent.request('GET', '/api/wallet/family-info')).json()
    }
    expect(info).toMatchObject({ status: 'connected', balance: '0.00042000' })
  }, 20_000)
})

describe('GET /health bitcoin', () => {
  it('is not configured until a family watches a wallet, then follows the chain source', async () => {
    const clock = manualClock()
    const { server, parent, app } = await startWalletTestApp({
      style: 'electrum',
      source: FRESH_AND_FAST,
      clock,
    })
    const health = async () => {
      // Past the services' latest check (kept two minutes between health-check job runs)
      // and the report's one-second cache, so each read is a fresh check.
      clock.advance(10 * 60_000)
      return (await app.inject({ method: 'GET', url: '/health' })).json()
    }
    expect((await health()).services.bitcoin.status).toBe('not_configured')
    expect(server.requestCount()).toBe(0)
    await parent.request('POST', '/api/wallet/configure', { walletXpub: BIP84_ZPUB })
    expect((await health()).services.bitcoin.status).toBe('up')
    server.failNext({ status: 500, count: Infinity })
    const down = (await health()).services.bitcoin
    expect(down).toMatchObject({ status: 'down', error: 'The blockchain source did not answer' })
    expect(JSON.stringify(down)).not.toContain(server.url)
  })
})

describe('the wallet-sync job', () => {
  it('credits confirmed deposits of every family and reports what it did', async () => {
    const { app, server, parent } = await startWalletTestApp({
      style: 'esplora',
      source: FRESH_AND_FAST,
    })
    await parent.request('POST', '/api/wallet/configure', { walletXpub: ORIGIN_DESCRIPTOR })
    const child = await parent.addChild({ name: 'Kim' })
    const { bitcoinAddress } = (
      await parent.request('POST', `/api/wallet/create/${child.id}`)
    ).json()
    server.addDeposit(bitcoinAddress, 12_345, { confirmed: true })
    expect(await walletSyncJob.run(app)).toBe(
      'wallet-sync: 1 deposits credited, 0 reversed across 1 wallets (0 failed)',
    )
    expect(await walletSyncJob.run(app)).toBe(
      'wallet-sync: 0 deposits credited, 0 reversed across 1 wallets (0 failed)',
    )
    const kim = (await parent.request('GET', `/api/children/${child.id}`)).json()
    expect(kim.savingsBalance).toBe('0.00012345')
  })
})
