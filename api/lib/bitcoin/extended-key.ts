import { sha256 } from '@noble/hashes/sha2.js'
import { createBase58check } from '@scure/base'
import { HDKey } from '@scure/bip32'
import type { BitcoinNetwork } from '../../contracts/networks.js'
import { BitcoinInputError, NEVER_PASTE_PRIVATE_KEYS } from './bitcoin-input-error.js'
import { isMainnet } from './network.js'
import type { ScriptType } from './script-type.js'

const base58check = createBase58check(sha256)

/** BIP32 versions of a standard xpub/tpub: what derivation and descriptors use. */
export const MAINNET_VERSIONS = { public: 0x0488b21e, private: 0x0488ade4 }
export const TESTNET_VERSIONS = { public: 0x043587cf, private: 0x04358394 }

interface PublicPrefix {
  prefix: string
  mainnet: boolean
  /** SLIP-132 says which addresses the key makes; xpub/tpub leave it open. */
  scriptType: ScriptType | null
}

// SLIP-132 version bytes of single-signature public keys.
const PUBLIC_VERSIONS = new Map<number, PublicPrefix>([
  [0x0488b21e, { prefix: 'xpub', mainnet: true, scriptType: null }],
  [0x049d7cb2, { prefix: 'ypub', mainnet: true, scriptType: 'nested-segwit' }],
  [0x04b24746, { prefix: 'zpub', mainnet: true, scriptType: 'native-segwit' }],
  [0x043587cf, { prefix: 'tpub', mainnet: false, scriptType: null }],
  [0x044a5262, { prefix: 'upub', mainnet: false, scriptType: 'nested-segwit' }],
  [0x045f1cf6, { prefix: 'vpub', mainnet: false, scriptType: 'native-segwit' }],
])

// Private versions (single-signature and multisig) and multisig public versions: both
// are refused, but each with its own reason.
const PRIVATE_VERSIONS = new Set([
  0x0488ade4, 0x049d7878, 0x04b2430c, 0x04358394, 0x044a4e28, 0x045f18bc, 0x0295b005, 0x02aa7a99,
  0x024285b5, 0x02575048,
])
const MULTISIG_PUBLIC_VERSIONS = new Set([0x0295b43f, 0x02aa7ed3, 0x024289ef, 0x02575483])

/** Visible prefixes of private extended keys: recognised even when the rest is mangled. */
export const PRIVATE_PREFIX = /^[xyztuvXYZUV]prv/
const KNOWN_PREFIX = /^([xyztuvXYZUV]pub|[xyztuvXYZUV]prv)/

/** An account-level extended public key, checked and re-encoded as xpub/tpub. */
export interface ExtendedPublicKey {
  /** The prefix as pasted (zpub, tpub, ...). */
  prefix: string
  scriptTypeFromPrefix: ScriptType | null
  depth: number
  /** The key's own index under its parent (hardened for standard account keys). */
  childIndex: number
  /** The same key under the standard BIP32 version: xpub on mainnet, tpub elsewhere. */
  xpub: string
  hdKey: HDKey
}

/**
 * Reads one extended public key for `network`.
 * @throws BitcoinInputError: private key, bad checksum, multisig, wrong network, master
 * key (depth 0), a chain-level key (depth 4 or more), or not a key at all.
 */
export function decodeExtendedPublicKey(text: string, network: BitcoinNetwork): ExtendedPublicKey {
  if (PRIVATE_PREFIX.test(text)) throw new BitcoinInputError('private-key', privateKeyMessage())
  let raw: Uint8Array
  try {
    raw = base58check.decode(text)
  } catch {
    if (KNOWN_PREFIX.test(text) && /^[1-9A-HJ-NP-Za-km-z]+$/.test(text)) {
      throw new BitcoinInputError(
        'bad-checksum',
        'This key has a typing error (its checksum does not match). Copy it again from your wallet without changing a character.',
      )
    }
    throw new BitcoinInputError('invalid-key', notAKeyMessage())
  }
  if (raw.length !== 78) throw new BitcoinInputError('invalid-key', notAKeyMessage())
  const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength)
  const version = view.getUint32(0)
  // Byte 45 starts the key data: 0x00 then 32 bytes is a private key, whatever the version says.
  if (PRIVATE_VERSIONS.has(version) || raw[45] === 0) {
    throw new BitcoinInputError('private-key', privateKeyMessage())
  }
  if (MULTISIG_PUBLIC_VERSIONS.has(version)) {
    throw new BitcoinInputError(
      'unsupported',
      'This is a multisig key (Ypub, Zpub, Upub, Vpub); multisig wallets are not supported. Use the extended public key of a single-signature wallet.',
    )
  }
  const known = PUBLIC_VERSIONS.get(version)
  if (!known) throw new BitcoinInputError('invalid-key', notAKeyMessage())
  if (known.mainnet !== isMainnet(network)) {
    throw new BitcoinInputError('wrong-network', wrongNetworkMessage(known.prefix, network))
  }
  const depth = raw[4] ?? 0
  if (depth === 0) {
    throw new BitcoinInputError(
      'master-key',
      "This is a master key (depth 0), not an account key: addresses cannot be derived from it without its private key. Export the account's extended public key (for example the zpub of m/84'/0'/0') or its output descriptor from your wallet.",
    )
  }
  if (depth > 3) {
    throw new BitcoinInputError(
      'unsupported',
      `This key is ${depth} levels deep, below an account (a receive or change chain, or a multisig key). Export the account's extended public key (for example m/84'/0'/0') or its output descriptor from your wallet.`,
    )
  }
  const standard = raw.slice()
  new DataView(standard.buffer).setUint32(0, known.mainnet ? 0x0488b21e : 0x043587cf)
  const xpub = base58check.encode(standard)
  let hdKey: HDKey
  try {
    // Also checks that the public key is a point on the curve.
    hdKey = HDKey.fromExtendedKey(xpub, known.mainnet ? MAINNET_VERSIONS : TESTNET_VERSIONS)
  } catch {
    throw new BitcoinInputError('invalid-key', notAKeyMessage())
  }
  return {
    prefix: known.prefix,
    scriptTypeFromPrefix: known.scriptType,
    depth,
    childIndex: view.getUint32(9),
    xpub,
    hdKey,
  }
}

/** A WIF private key (what "dumpprivkey" and paper wallets show), if `text` is one. */
export function isWifPrivateKey(text: string): boolean {
  if (!/^[5KLc9][1-9A-HJ-NP-Za-km-z]{50,51}$/.test(text)) return false
  try {
    const raw = base58check.decode(text)
    const compressed = raw.length === 34 && raw[33] === 0x01
    return (raw.length === 33 || compressed) && (raw[0] === 0x80 || raw[0] === 0xef)
  } catch {
    return false
  }
}

export function privateKeyMessage(): string {
  return `This is a private key. ${NEVER_PASTE_PRIVATE_KEYS}`
}

function notAKeyMessage(): string {
  return 'This is not an extended public key. Paste the xpub, ypub or zpub (tpub, upub or vpub on test networks), or the output descriptor, that your wallet shows for the account.'
}

function wrongNetworkMessage(prefix: string, network: BitcoinNetwork): string {
  return isMainnet(network)
    ? `This ${prefix} belongs to a test network, but this server runs on mainnet. Export the key of a mainnet wallet (xpub, ypub or zpub).`
    : `This ${prefix} is a mainnet key, but this server runs on ${network}. Export the key of a ${network} wallet (tpub, upub or vpub), or ask the operator to set BITCOIN_NETWORK=mainnet.`
}
