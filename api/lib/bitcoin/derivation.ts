import { HARDENED_OFFSET, HDKey } from '@scure/bip32'
import { p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer'
import { evictOldest } from '../map-eviction.js'
import { required } from '../required.js'
import { MAINNET_VERSIONS, TESTNET_VERSIONS } from './extended-key.js'
import { addressFormat, isMainnet } from './network.js'
import type { WalletKey } from './wallet-key.js'

/** BIP44 chains below an account key: 0 receive (external), 1 change (internal). */
export type Chain = 0 | 1
export const RECEIVE_CHAIN: Chain = 0
export const CHANGE_CHAIN: Chain = 1

/** One address of the wallet with everything a PSBT needs to name its key. */
export interface DerivedAddress {
  chain: Chain
  index: number
  address: string
  /** Compressed public key, 33 bytes. */
  publicKey: Uint8Array
  /** The output script paying this address. */
  script: Uint8Array
  /** Nested segwit only: the P2WPKH script the P2SH output commits to. */
  redeemScript: Uint8Array | null
  /** Taproot only: the untweaked x-only key (32 bytes). */
  tapInternalKey: Uint8Array | null
  /**
   * `m/84'/0'/0'/0/5` when the key origin is known, else `0/5`: relative to the
   * account key, because the levels above it are not known.
   */
  derivationPath: string
  /**
   * BIP32 derivation for PSBT fields: the master fingerprint and full path when the
   * origin is known; otherwise the account key's own fingerprint and the path below
   * it (the convention wallets use for keys of unknown origin).
   */
  bip32: { fingerprint: number; path: number[] }
}

export interface AddressDeriver {
  readonly walletKey: WalletKey
  /** @param index 0 to 2^31-1 (non-hardened). */
  derive(chain: Chain, index: number): DerivedAddress
}

const MAX_MEMOIZED = 10_000
const MAX_DERIVERS = 64
const derivers = new Map<string, AddressDeriver>()

/**
 * The deriver for a wallet, shared by every caller (each poll of each child reuses the
 * addresses already derived: an address costs about a millisecond of EC arithmetic).
 */
export function addressDeriver(walletKey: WalletKey): AddressDeriver {
  // The descriptor alone does not say testnet or regtest (both use tpub): the addresses do differ.
  const id = `${walletKey.network}:${walletKey.descriptor}`
  const cached = derivers.get(id)
  if (cached) {
    // Re-inserting keeps the map in least-recently-used order for the eviction below.
    derivers.delete(id)
    derivers.set(id, cached)
    return cached
  }
  const deriver = createDeriver(walletKey)
  derivers.set(id, deriver)
  evictOldest(derivers, MAX_DERIVERS)
  return deriver
}

function createDeriver(walletKey: WalletKey): AddressDeriver {
  const versions = isMainnet(walletKey.network) ? MAINNET_VERSIONS : TESTNET_VERSIONS
  const account = HDKey.fromExtendedKey(walletKey.xpub, versions)
  // Deriving the chain key once halves the work per address.
  const chains = [account.deriveChild(0), account.deriveChild(1)] as const
  const format = addressFormat(walletKey.network)
  const origin = walletKey.origin
  const fingerprint = origin ? Number.parseInt(origin.fingerprint, 16) : account.fingerprint
  const basePath = origin ? origin.path : []
  const memo = new Map<string, DerivedAddress>()

  function derive(chain: Chain, index: number): DerivedAddress {
    if (!Number.isSafeInteger(index) || index < 0 || index >= HARDENED_OFFSET) {
      throw new RangeError(`address index out of range: ${index}`)
    }
    const id = `${chain}/${index}`
    const known = memo.get(id)
    if (known) return known
    // A public parent always gives a public child: only private keys can be absent.
    const publicKey = required(chains[chain].deriveChild(index).publicKey, 'derived public key')
    let payment: { address?: string; script: Uint8Array }
    let redeemScript: Uint8Array | null = null
    let tapInternalKey: Uint8Array | null = null
    switch (walletKey.scriptType) {
      case 'legacy':
        payment = p2pkh(publicKey, format)
        break
      case 'nested-segwit': {
        const inner = p2wpkh(publicKey, format)
        redeemScript = inner.script
        payment = p2sh(inner, format)
        break
      }
      case 'native-segwit':
        payment = p2wpkh(publicKey, format)
        break
      case 'taproot':
        // BIP86: key-path only, the output key is the internal key tweaked with no script tree.
        tapInternalKey = publicKey.slice(1)
        payment = p2tr(tapInternalKey, undefined, format)
        break
    }
    const path = [...basePath, chain, index]
    const derived: DerivedAddress = {
      chain,
      index,
      address: required(payment.address, 'address of the payment script'),
      publicKey,
      script: payment.script,
      redeemScript,
      tapInternalKey,
      derivationPath: origin ? formatFullPath(path) : `${chain}/${index}`,
      bip32: { fingerprint, path },
    }
    if (memo.size < MAX_MEMOIZED) memo.set(id, derived)
    return derived
  }

  return { walletKey, derive }
}

/** `m/84'/0'/0'/0/5`: the notation wallet apps show next to an address. */
function formatFullPath(path: number[]): string {
  const steps = path.map((step) =>
    step >= HARDENED_OFFSET ? `${step - HARDENED_OFFSET}'` : String(step),
  )
  return ['m', ...steps].join('/')
}
