import { sha256 } from '@noble/hashes/sha2.js'
import { createBase58check } from '@scure/base'
import { Address, WIF } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import type { BitcoinNetwork } from '../../contracts/networks.js'
import {
  BIP44_XPUB,
  BIP49_XPUB,
  BIP49_YPUB,
  BIP84_XPUB,
  BIP84_ZPUB,
  BIP86_XPUB,
  MASTER_FINGERPRINT,
  TESTNET_BIP44_TPUB,
  TESTNET_BIP49_UPUB,
  TESTNET_BIP84_VPUB,
  VECTORS,
} from '../../testing/bitcoin-vectors.js'
import { testMasterKey } from '../../testing/test-signer.js'
import { required } from '../required.js'
import { BitcoinInputError, type BitcoinInputErrorCode } from './bitcoin-input-error.js'
import { addressDeriver } from './derivation.js'
import { withChecksum } from './descriptor-checksum.js'
import { addressFormat } from './network.js'
import { type ParseWalletKeyOptions, parseWalletKey } from './wallet-key.js'

const mainnet = { network: 'mainnet' } as const
const firstReceive = (input: string, options: ParseWalletKeyOptions) =>
  addressDeriver(parseWalletKey(input, options)).derive(0, 0)

function refusal(input: string, options: ParseWalletKeyOptions = mainnet): BitcoinInputError {
  try {
    parseWalletKey(input, options)
  } catch (error) {
    if (error instanceof BitcoinInputError) return error
    throw error
  }
  throw new Error(`accepted: ${input}`)
}

// Private keys exist here only to prove they are refused; they come from the public
// test mnemonic, so nothing secret is in this file.
const root = testMasterKey
const account84 = root.derive("m/84'/0'/0'")
const b58 = createBase58check(sha256)

/** The same serialized key under other version bytes (SLIP-132 prefixes). */
function withVersion(extendedKey: string, version: number): string {
  const raw = b58.decode(extendedKey).slice()
  new DataView(raw.buffer).setUint32(0, version)
  return b58.encode(raw)
}

/** A one-character typo in a checksum (still a valid checksum character). */
function corruptLastCharacter(text: string): string {
  return `${text.slice(0, -1)}${text.endsWith('q') ? 'p' : 'q'}`
}

describe('parseWalletKey: extended public keys', () => {
  it('reads a zpub as native segwit and derives the BIP84 vectors', () => {
    const key = parseWalletKey(BIP84_ZPUB, mainnet)
    expect(key).toMatchObject({
      scriptType: 'native-segwit',
      scriptTypeAmbiguous: false,
      xpub: BIP84_XPUB,
      origin: null,
      descriptor: withChecksum(`wpkh(${BIP84_XPUB}/<0;1>/*)`),
    })
    const deriver = addressDeriver(key)
    expect(deriver.derive(0, 0).address).toBe(VECTORS.bip84.receive0)
    expect(Buffer.from(deriver.derive(0, 0).publicKey).toString('hex')).toBe(
      VECTORS.bip84.receive0PublicKey,
    )
    expect(deriver.derive(0, 1).address).toBe(VECTORS.bip84.receive1)
    expect(deriver.derive(1, 0).address).toBe(VECTORS.bip84.change0)
    expect(deriver.derive(0, 5).derivationPath).toBe('0/5')
  })

  it('reads a ypub as nested segwit (BIP49 vector)', () => {
    const key = parseWalletKey(BIP49_YPUB, mainnet)
    expect(key.scriptType).toBe('nested-segwit')
    expect(key.xpub).toBe(BIP49_XPUB)
    expect(addressDeriver(key).derive(0, 0).address).toBe(VECTORS.bip49.receive0)
  })

  it('marks a plain xpub as ambiguous, defaults to native segwit and takes a chosen type', () => {
    const byDefault = parseWalletKey(BIP84_XPUB, mainnet)
    expect(byDefault).toMatchObject({ scriptType: 'native-segwit', scriptTypeAmbiguous: true })
    expect(addressDeriver(byDefault).derive(0, 0).address).toBe(VECTORS.bip84.receive0)

    const legacy = parseWalletKey(BIP44_XPUB, { network: 'mainnet', scriptType: 'legacy' })
    expect(legacy).toMatchObject({ scriptType: 'legacy', scriptTypeAmbiguous: true })
    expect(addressDeriver(legacy).derive(0, 0).address).toBe(VECTORS.bip44.receive0)

    expect(
      firstReceive(BIP49_XPUB, { network: 'mainnet', scriptType: 'nested-segwit' }).address,
    ).toBe(VECTORS.bip49.receive0)
    expect(firstReceive(BIP86_XPUB, { network: 'mainnet', scriptType: 'taproot' }).address).toBe(
      VECTORS.bip86.receive0,
    )
  })

  it('ignores a chosen type when the prefix says it', () => {
    const key = parseWalletKey(BIP84_ZPUB, { network: 'mainnet', scriptType: 'legacy' })
    expect(key.scriptType).toBe('native-segwit')
  })

  it('accepts every SLIP-132 prefix of the same key with its own address type', () => {
    const tpubOfVpub = withVersion(TESTNET_BIP84_VPUB, 0x043587cf)
    expect(parseWalletKey(TESTNET_BIP84_VPUB, { network: 'testnet' }).xpub).toBe(tpubOfVpub)
    expect(withVersion(BIP84_ZPUB, 0x0488b21e)).toBe(BIP84_XPUB)
  })

  it('reads the testnet forms on testnet, testnet4 and signet, and bcrt1 on regtest', () => {
    for (const network of ['testnet', 'testnet4', 'signet'] as const) {
      expect(firstReceive(TESTNET_BIP84_VPUB, { network }).address).toBe(
        VECTORS.testnetBip84.receive0,
      )
      expect(firstReceive(TESTNET_BIP49_UPUB, { network }).address).toBe(
        VECTORS.testnetBip49.receive0,
      )
      expect(firstReceive(TESTNET_BIP44_TPUB, { network, scriptType: 'legacy' }).address).toBe(
        VECTORS.testnetBip44.receive0,
      )
    }
    const regtest = parseWalletKey(TESTNET_BIP84_VPUB, { network: 'regtest' })
    expect(addressDeriver(regtest).derive(0, 0).address).toBe(VECTORS.testnetBip84.regtestReceive0)
    // Same witness program as on testnet: only the human-readable part differs.
    const regtestChange = addressDeriver(regtest).derive(1, 0).address
    expect(regtestChange.startsWith('bcrt1q')).toBe(true)
    expect(Address(addressFormat('regtest')).decode(regtestChange)).toEqual(
      Address(addressFormat('testnet')).decode(VECTORS.testnetBip84.change0),
    )
  })

  it('trims surrounding whitespace and newlines', () => {
    expect(parseWalletKey(`\n  ${BIP84_ZPUB}  \n`, mainnet).xpub).toBe(BIP84_XPUB)
  })
})

describe('parseWalletKey: output descriptors', () => {
  const origin84 = `[${MASTER_FINGERPRINT}/84h/0h/0h]`

  it('reads wpkh with key origin, with and without checksum, in every hardened notation', () => {
    const inputs = [
      `wpkh(${origin84}${BIP84_XPUB}/0/*)`,
      withChecksum(`wpkh(${origin84}${BIP84_XPUB}/0/*)`),
      withChecksum(`wpkh([${MASTER_FINGERPRINT}/84'/0'/0']${BIP84_XPUB}/0/*)`),
      `wpkh([${MASTER_FINGERPRINT.toUpperCase()}/84H/0H/0H]${BIP84_XPUB}/<0;1>/*)`,
      withChecksum(`wpkh(${origin84}${BIP84_XPUB}/<0;1>/*)`),
      `wpkh(${origin84}${BIP84_XPUB})`,
    ]
    for (const input of inputs) {
      const key = parseWalletKey(input, mainnet)
      expect(key).toMatchObject({
        scriptType: 'native-segwit',
        scriptTypeAmbiguous: false,
        xpub: BIP84_XPUB,
        origin: { fingerprint: MASTER_FINGERPRINT, path: [0x80000054, 0x80000000, 0x80000000] },
        descriptor: withChecksum(`wpkh(${origin84}${BIP84_XPUB}/<0;1>/*)`),
      })
      const deriver = addressDeriver(key)
      expect(deriver.derive(0, 0).address).toBe(VECTORS.bip84.receive0)
      expect(deriver.derive(1, 0).derivationPath).toBe("m/84'/0'/0'/1/0")
      expect(deriver.derive(1, 0).bip32).toEqual({
        fingerprint: 0x73c5da0a,
        path: [0x80000054, 0x80000000, 0x80000000, 1, 0],
      })
    }
  })

  it('reads descriptors without key origin, with relative derivation paths', () => {
    const key = parseWalletKey(withChecksum(`wpkh(${BIP84_XPUB}/0/*)`), mainnet)
    expect(key.origin).toBeNull()
    expect(addressDeriver(key).derive(0, 3).derivationPath).toBe('0/3')
    expect(addressDeriver(key).derive(0, 0).address).toBe(VECTORS.bip84.receive0)
  })

  it('reads pkh, sh(wpkh) and tr descriptors (BIP44, BIP49, BIP86 vectors)', () => {
    const cases = [
      [`pkh([${MASTER_FINGERPRINT}/44h/0h/0h]${BIP44_XPUB}/0/*)`, 'legacy', VECTORS.bip44.receive0],
      [
        `sh(wpkh([${MASTER_FINGERPRINT}/49h/0h/0h]${BIP49_XPUB}/0/*))`,
        'nested-segwit',
        VECTORS.bip49.receive0,
      ],
      [`tr([${MASTER_FINGERPRINT}/86h/0h/0h]${BIP86_XPUB}/0/*)`, 'taproot', VECTORS.bip86.receive0],
    ] as const
    for (const [descriptor, scriptType, address] of cases) {
      const key = parseWalletKey(withChecksum(descriptor), mainnet)
      expect(key.scriptType).toBe(scriptType)
      expect(addressDeriver(key).derive(0, 0).address).toBe(address)
    }
  })

  it('accepts a SLIP-132 key inside a matching descriptor', () => {
    const key = parseWalletKey(`wpkh(${BIP84_ZPUB}/0/*)`, mainnet)
    expect(key.xpub).toBe(BIP84_XPUB)
  })

  it('reads a bare key expression with origin, taking the type from the purpose', () => {
    const key = parseWalletKey(`${origin84}${BIP84_XPUB}`, mainnet)
    expect(key).toMatchObject({ scriptType: 'native-segwit', scriptTypeAmbiguous: false })
    const custom = parseWalletKey(`[${MASTER_FINGERPRINT}/7h/0h/0h]${BIP84_XPUB}`, mainnet)
    expect(custom.scriptTypeAmbiguous).toBe(true)
  })

  it('round-trips its canonical descriptor', () => {
    for (const [input, options] of [
      [BIP84_ZPUB, mainnet],
      [BIP44_XPUB, { network: 'mainnet', scriptType: 'legacy' }],
      [`tr([${MASTER_FINGERPRINT}/86h/0h/0h]${BIP86_XPUB}/0/*)`, mainnet],
      [TESTNET_BIP49_UPUB, { network: 'signet' }],
    ] as const) {
      const key = parseWalletKey(input, options)
      const again = parseWalletKey(key.descriptor, { network: options.network })
      expect({ ...again, scriptTypeAmbiguous: key.scriptTypeAmbiguous }).toEqual(key)
      expect(again.scriptTypeAmbiguous).toBe(false)
    }
  })
})

describe('parseWalletKey: refusals', () => {
  const xprv = account84.privateExtendedKey
  const privateKey = required(account84.privateKey, 'private key of the test account')
  const privateKeys: [string, string][] = [
    ['xprv', xprv],
    ['yprv', withVersion(xprv, 0x049d7878)],
    ['zprv', withVersion(xprv, 0x04b2430c)],
    ['tprv', withVersion(xprv, 0x04358394)],
    ['uprv', withVersion(xprv, 0x044a4e28)],
    ['vprv', withVersion(xprv, 0x045f18bc)],
    ['Zprv (multisig)', withVersion(xprv, 0x02aa7a99)],
    ['xprv with a typo', `${xprv.slice(0, 20)}${xprv[20] === 'a' ? 'b' : 'a'}${xprv.slice(21)}`],
    ['private key data under a public version', withVersion(xprv, 0x0488b21e)],
    ['WIF (mainnet, compressed)', WIF(addressFormat('mainnet')).encode(privateKey)],
    ['WIF (testnet, compressed)', WIF(addressFormat('testnet')).encode(privateKey)],
    ['descriptor with an xprv', `wpkh([${MASTER_FINGERPRINT}/84h/0h/0h]${xprv}/0/*)`],
    ['descriptor with a WIF', `wpkh(${WIF(addressFormat('mainnet')).encode(privateKey)})`],
    [
      'recovery phrase',
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    ],
    ['raw hex private key', Buffer.from(privateKey).toString('hex')],
  ]
  for (const [name, input] of privateKeys) {
    it(`refuses a private key: ${name}`, () => {
      const error = refusal(input)
      expect(error.code).toBe('private-key')
      expect(error.message).toMatch(/Never paste private keys/)
    })
  }

  const cases: [string, string, BitcoinInputErrorCode, RegExp, BitcoinNetwork?][] = [
    [
      'a key with one character changed',
      `${BIP84_ZPUB.slice(0, 30)}${BIP84_ZPUB[30] === 'x' ? 'y' : 'x'}${BIP84_ZPUB.slice(31)}`,
      'bad-checksum',
      /Copy it again/,
    ],
    ['a truncated key', BIP84_ZPUB.slice(0, -1), 'bad-checksum', /checksum/],
    [
      'a descriptor with a wrong checksum',
      corruptLastCharacter(withChecksum(`wpkh(${BIP84_XPUB}/0/*)`)),
      'bad-checksum',
      /descriptor again/,
    ],
    ['a zpub on testnet', BIP84_ZPUB, 'wrong-network', /mainnet key.*testnet/, 'testnet'],
    ['a vpub on mainnet', TESTNET_BIP84_VPUB, 'wrong-network', /test network.*mainnet/],
    [
      'an xpub descriptor on signet',
      `wpkh(${BIP84_XPUB}/0/*)`,
      'wrong-network',
      /signet/,
      'signet',
    ],
    ['a tpub on mainnet', TESTNET_BIP44_TPUB, 'wrong-network', /mainnet/],
    [
      'a master key (depth 0)',
      root.publicExtendedKey,
      'master-key',
      /account's extended public key/,
    ],
    [
      'a chain key (depth 4)',
      account84.deriveChild(0).publicExtendedKey,
      'unsupported',
      /4 levels deep/,
    ],
    ['a multisig Zpub', withVersion(BIP84_XPUB, 0x02aa7ed3), 'unsupported', /multisig/i],
    [
      'a multisig descriptor',
      `wsh(sortedmulti(2,${BIP84_XPUB}/0/*,${BIP44_XPUB}/0/*))`,
      'unsupported',
      /single-signature/,
    ],
    [
      'a nested multisig descriptor',
      `sh(wsh(multi(1,${BIP84_XPUB}/0/*)))`,
      'unsupported',
      /single-signature/,
    ],
    [
      'a taproot descriptor with scripts',
      `tr(${BIP86_XPUB}/0/*,{pk(${BIP84_XPUB}/0/*)})`,
      'unsupported',
      /scripts/,
    ],
    ['a change descriptor', `wpkh(${BIP84_XPUB}/1/*)`, 'unsupported', /receive descriptor/],
    ['hardened address derivation', `wpkh(${BIP84_XPUB}/0/*h)`, 'unsupported', /hardened/],
    ['an odd derivation suffix', `wpkh(${BIP84_XPUB}/2/7/*)`, 'unsupported', /\/0\/\*/],
    ['an addr() descriptor', `addr(${VECTORS.bip84.receive0})`, 'unsupported', /single-signature/],
    [
      'a key prefix that contradicts the descriptor',
      `pkh(${BIP84_ZPUB}/0/*)`,
      'script-type-conflict',
      /zpub/,
    ],
    [
      'a key origin that does not lead to the key',
      `wpkh([${MASTER_FINGERPRINT}/84h/0h]${BIP84_XPUB}/0/*)`,
      'invalid-descriptor',
      /does not lead to this key/,
    ],
    [
      'a key origin with the wrong account',
      `wpkh([${MASTER_FINGERPRINT}/84h/0h/1h]${BIP84_XPUB}/0/*)`,
      'invalid-descriptor',
      /does not lead/,
    ],
    ['an unclosed descriptor', `wpkh(${BIP84_XPUB}/0/*`, 'invalid-descriptor', /cannot be read/],
    ['an address instead of a key', VECTORS.bip84.receive0, 'invalid-key', /extended public key/],
    ['text', 'my wallet', 'invalid-key', /extended public key/],
    ['nothing', '   ', 'invalid-key', /Paste the extended public key/],
  ]
  for (const [name, input, code, message, network] of cases) {
    it(`refuses ${name}`, () => {
      const error = refusal(input, { network: network ?? 'mainnet' })
      expect(error.code).toBe(code)
      expect(error.message).toMatch(message)
    })
  }
})
