import { base64, hex } from '@scure/base'
import { Address, OutScript, RawTx, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BIP44_XPUB,
  BIP49_XPUB,
  BIP84_XPUB,
  BIP84_ZPUB,
  BIP86_XPUB,
  MASTER_FINGERPRINT,
  VECTORS,
} from '../../testing/bitcoin-vectors.js'
import {
  type EsploraTestServer,
  startEsploraTestServer,
} from '../../testing/esplora-test-server.js'
import { signWithTestWallet } from '../../testing/test-signer.js'
import { required } from '../required.js'
import { BitcoinInputError } from './bitcoin-input-error.js'
import { type AddressDeriver, addressDeriver } from './derivation.js'
import { withChecksum } from './descriptor-checksum.js'
import { createEsploraSource, type EsploraSource } from './esplora-source.js'
import { addressFormat } from './network.js'
import { buildSendPsbt, type SendRequest } from './send-psbt.js'
import { parseWalletKey } from './wallet-key.js'
import { scanWallet, type WalletScan } from './wallet-scan.js'

const HARDENED = 0x80000000
const OUTSIDE = VECTORS.bip86.receive0
const mainnet = { network: 'mainnet' } as const
const wallets = {
  nativeSegwit: addressDeriver(
    parseWalletKey(
      withChecksum(`wpkh([${MASTER_FINGERPRINT}/84h/0h/0h]${BIP84_XPUB}/0/*)`),
      mainnet,
    ),
  ),
  legacy: addressDeriver(
    parseWalletKey(`pkh([${MASTER_FINGERPRINT}/44h/0h/0h]${BIP44_XPUB}/0/*)`, mainnet),
  ),
  nestedSegwit: addressDeriver(
    parseWalletKey(`sh(wpkh([${MASTER_FINGERPRINT}/49h/0h/0h]${BIP49_XPUB}/<0;1>/*))`, mainnet),
  ),
  taproot: addressDeriver(
    parseWalletKey(`tr([${MASTER_FINGERPRINT}/86h/0h/0h]${BIP86_XPUB}/0/*)`, mainnet),
  ),
  /** No key origin: derivation info is relative to the account key. */
  plainZpub: addressDeriver(parseWalletKey(BIP84_ZPUB, mainnet)),
}

let server: EsploraTestServer
let source: EsploraSource

beforeAll(async () => {
  server = await startEsploraTestServer({ style: 'esplora', network: 'mainnet' })
  source = createEsploraSource({
    baseUrl: server.url,
    network: 'mainnet',
    addressTtlMs: 0,
    tipTtlMs: 0,
  })
})
afterAll(async () => {
  await server.close()
})

/** Confirmed deposits to receive indexes (index -> sats), then a scan of the wallet. */
async function fundAndScan(
  deriver: AddressDeriver,
  deposits: Record<number, number>,
): Promise<WalletScan> {
  for (const [index, valueSat] of Object.entries(deposits)) {
    server.addDeposit(deriver.derive(0, Number(index)).address, valueSat)
  }
  server.mineBlock()
  return scanWallet(source, deriver)
}

function request(
  deriver: AddressDeriver,
  scan: WalletScan,
  overrides: Partial<SendRequest> = {},
): SendRequest {
  return {
    deriver,
    utxos: scan.utxos,
    destination: OUTSIDE,
    amountSat: 10_000,
    feeRateSatVb: 5,
    changeIndex: scan.nextChangeIndex,
    tipHeight: scan.tipHeight,
    source,
    ...overrides,
  }
}

const decode = (psbtBase64: string) => Transaction.fromPSBT(base64.decode(psbtBase64))
const addressOf = (script: Uint8Array) =>
  Address(addressFormat('mainnet')).encode(OutScript.decode(script))

async function refusal(promise: Promise<unknown>): Promise<BitcoinInputError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BitcoinInputError)
  return error as BitcoinInputError
}

// Key derivation and signing are CPU work: generous on a busy two-core machine.
describe('buildSendPsbt', { timeout: 30_000 }, () => {
  it('spends the largest coins, pays the destination and returns change to the change chain', async () => {
    const deriver = wallets.nativeSegwit
    const scan = await fundAndScan(deriver, { 0: 100_000, 1: 50_000, 3: 20_000 })
    const result = await buildSendPsbt(
      request(deriver, scan, { amountSat: 120_000, feeRateSatVb: 5 }),
    )

    expect(result.inputs.map((i) => i.valueSat)).toEqual([100_000, 50_000])
    expect(result.inputs.map((i) => i.derivationPath)).toEqual([
      "m/84'/0'/0'/0/0",
      "m/84'/0'/0'/0/1",
    ])
    expect(result.change).toMatchObject({
      address: deriver.derive(1, scan.nextChangeIndex).address,
      index: scan.nextChangeIndex,
      derivationPath: `m/84'/0'/0'/1/${scan.nextChangeIndex}`,
      valueSat: 150_000 - 120_000 - result.feeSat,
    })

    const tx = decode(result.psbtBase64)
    // Anti-fee-sniping: not minable before the block after the chain's tip, with
    // sequences that let the lock time count.
    expect(scan.tipHeight).toBe(server.chain.tipHeight)
    expect(tx.lockTime).toBe(server.chain.tipHeight)
    expect(tx.inputsLength).toBe(2)
    for (let i = 0; i < 2; i++) {
      const input = tx.getInput(i)
      const txid = hex.encode(required(input.txid, `txid of input ${i}`))
      const spent = required(
        scan.utxos.find((u) => u.txid === txid && u.vout === input.index),
        `the coin input ${i} spends`,
      )
      const key = deriver.derive(0, required(spent.index, 'index of the spent coin'))
      expect(input.witnessUtxo).toEqual({ amount: BigInt(spent.valueSat), script: key.script })
      // The whole previous transaction, and it is the one the input spends.
      const previous = required(input.nonWitnessUtxo, `previous transaction of input ${i}`)
      expect(Transaction.fromRaw(RawTx.encode(previous), { allowUnknownOutputs: true }).id).toBe(
        spent.txid,
      )
      expect(input.sequence).toBe(0xfffffffd)
      expect(input.bip32Derivation).toEqual([
        [
          key.publicKey,
          { fingerprint: 0x73c5da0a, path: [84 + HARDENED, HARDENED, HARDENED, 0, spent.index] },
        ],
      ])
    }
    expect(tx.outputsLength).toBe(2)
    const outputs = Array.from({ length: 2 }, (_, i) => tx.getOutput(i))
    const outputTo = (address: string) =>
      required(
        outputs.find((o) => addressOf(required(o.script, 'output script')) === address),
        `output to ${address}`,
      )
    const expectedChange = required(result.change, 'change of the send')
    const payment = outputTo(OUTSIDE)
    const change = outputTo(expectedChange.address)
    expect(payment.amount).toBe(120_000n)
    expect(payment.bip32Derivation).toBeUndefined()
    expect(change.amount).toBe(BigInt(expectedChange.valueSat))
    expect(change.bip32Derivation).toEqual([
      [
        deriver.derive(1, scan.nextChangeIndex).publicKey,
        {
          fingerprint: 0x73c5da0a,
          path: [84 + HARDENED, HARDENED, HARDENED, 1, scan.nextChangeIndex],
        },
      ],
    ])
    expect(tx.fee).toBe(BigInt(result.feeSat))
    expect(result.feeSat).toBeGreaterThanOrEqual(result.vsize * 5)

    // The family's wallet can sign it from the derivation info alone, and the fee rate
    // holds for the real size.
    signWithTestWallet(tx)
    expect(tx.vsize).toBeLessThanOrEqual(result.vsize)
    expect(result.feeSat / tx.vsize).toBeGreaterThanOrEqual(5)
    // The signed transaction carries the lock time: its last four bytes, little-endian.
    const raw = tx.extract()
    expect(new DataView(raw.buffer, raw.byteOffset + raw.length - 4).getUint32(0, true)).toBe(
      server.chain.tipHeight,
    )
  })

  const types = [
    ['legacy', wallets.legacy, '1'],
    ['nested segwit', wallets.nestedSegwit, '3'],
    ['taproot', wallets.taproot, 'bc1p'],
  ] as const
  for (const [name, deriver, changePrefix] of types) {
    it(`builds a PSBT a wallet can sign for ${name} inputs`, async () => {
      const scan = await fundAndScan(deriver, { 0: 40_000, 2: 30_000 })
      const result = await buildSendPsbt(
        request(deriver, scan, { amountSat: 50_000, feeRateSatVb: 2.5 }),
      )
      expect(result.change?.address.startsWith(changePrefix)).toBe(true)
      const tx = decode(result.psbtBase64)
      expect(tx.lockTime).toBe(server.chain.tipHeight)
      const input = tx.getInput(0)
      if (name === 'taproot') {
        expect(input.nonWitnessUtxo).toBeUndefined()
        expect(input.tapInternalKey).toEqual(deriver.derive(0, 0).tapInternalKey)
        expect(input.tapBip32Derivation?.[0]?.[1].der.path).toEqual([
          86 + HARDENED,
          HARDENED,
          HARDENED,
          0,
          0,
        ])
      } else {
        expect(input.nonWitnessUtxo).toBeDefined()
      }
      if (name === 'legacy') expect(input.witnessUtxo).toBeUndefined()
      if (name === 'nested segwit')
        expect(input.redeemScript).toEqual(deriver.derive(0, 0).redeemScript)
      signWithTestWallet(tx)
      expect(tx.vsize).toBeLessThanOrEqual(result.vsize)
      expect(result.feeSat / tx.vsize).toBeGreaterThanOrEqual(2.5)
    })
  }

  it('names keys relative to the account key when the origin is unknown', async () => {
    const deriver = wallets.plainZpub
    const scan = await scanWallet(source, deriver)
    const result = await buildSendPsbt(request(deriver, scan, { amountSat: 30_000 }))
    const tx = decode(result.psbtBase64)
    const [, derivation] = required(tx.getInput(0).bip32Derivation?.[0], 'key of the input')
    expect(derivation.path).toEqual([0, 0])
    expect(derivation.fingerprint).not.toBe(0x73c5da0a)
    expect(result.inputs[0]?.derivationPath).toBe('0/0')
    signWithTestWallet(tx, "m/84'/0'/0'")
  })

  it('leaves out a change output worth less than dust', async () => {
    const deriver = wallets.nativeSegwit
    const scan = await scanWallet(source, deriver)
    const single = required(
      scan.utxos.find((u) => u.valueSat === 20_000),
      'the 20,000 sat coin',
    )
    const alone = { ...scan, utxos: [single] }
    // 1,500 sats left: enough for the fee alone (122 vB at 10 sat/vB), not for the fee
    // with a change output (153 vB) plus that output's 294 sats of dust.
    const result = await buildSendPsbt(
      request(deriver, alone, { amountSat: 18_500, feeRateSatVb: 10 }),
    )
    expect(result.change).toBeNull()
    expect(result.feeSat).toBe(1_500)
    expect(result.vsize).toBe(122)
    expect(decode(result.psbtBase64).outputsLength).toBe(1)
  })

  it('spends unconfirmed coins only when asked, and never the plain watch address', async () => {
    const deriver = wallets.nativeSegwit
    const pendingTxid = server.addDeposit(deriver.derive(0, 7).address, 500_000)
    const scan = await scanWallet(source, deriver)
    const watched = {
      ...required(scan.utxos[0], 'a coin of the wallet'),
      address: VECTORS.bip44.receive0,
      chain: null,
      index: null,
      valueSat: 9_000_000,
    }
    const utxos = [...scan.utxos, watched]
    const tooMuch = await refusal(
      buildSendPsbt(request(deriver, scan, { utxos, amountSat: 400_000 })),
    )
    expect(tooMuch.code).toBe('insufficient-funds')
    expect(tooMuch.message).toMatch(/500000 more are still waiting for confirmation/)
    const result = await buildSendPsbt(
      request(deriver, scan, { utxos, amountSat: 400_000, includeUnconfirmed: true }),
    )
    expect(result.inputs.map((i) => i.txid)).toEqual([pendingTxid])
    server.mineBlock()
  })

  it('refuses amounts above the UTXOs, dust, bad destinations and fee rates', async () => {
    const deriver = wallets.nativeSegwit
    const scan = await scanWallet(source, deriver)
    const total = scan.utxos.reduce((sum, u) => sum + u.valueSat, 0)
    const cases: [Partial<SendRequest>, string, RegExp][] = [
      [{ amountSat: total }, 'insufficient-funds', /needs about \d+ sats with the network fee/],
      [{ amountSat: total + 1 }, 'insufficient-funds', new RegExp(`${total} sats can be spent`)],
      [{ amountSat: 329 }, 'dust', /at least 330 sats/],
      [{ amountSat: 293, destination: VECTORS.bip84.receive1 }, 'dust', /at least 294 sats/],
      [{ amountSat: 545, destination: VECTORS.bip44.receive0 }, 'dust', /at least 546 sats/],
      [{ amountSat: 0 }, 'invalid-amount', /above zero/],
      [{ amountSat: 1.5 }, 'invalid-amount', /whole number/],
      [{ destination: 'bc1qnotanaddress' }, 'invalid-address', /not a valid Bitcoin address/],
      [{ destination: VECTORS.testnetBip84.receive0 }, 'wrong-network', /test network address/],
      [{ feeRateSatVb: 0 }, 'invalid-fee-rate', /above 0/],
      [{ feeRateSatVb: Number.NaN }, 'invalid-fee-rate', /above 0/],
      [{ feeRateSatVb: 20_000 }, 'invalid-fee-rate', /at most/],
    ]
    for (const [overrides, code, message] of cases) {
      const error = await refusal(buildSendPsbt(request(deriver, scan, overrides)))
      expect([error.code, error.message]).toEqual([code, expect.stringMatching(message)])
    }
  })
})
