import { HARDENED_OFFSET } from '@scure/bip32'
import type { BitcoinNetwork } from '../../contracts/networks.js'
import { BitcoinInputError, NEVER_PASTE_PRIVATE_KEYS } from './bitcoin-input-error.js'
import { formatOrigin, type KeyOrigin, looksLikeDescriptor, parseDescriptor } from './descriptor.js'
import { withChecksum } from './descriptor-checksum.js'
import {
  decodeExtendedPublicKey,
  isWifPrivateKey,
  PRIVATE_PREFIX,
  privateKeyMessage,
} from './extended-key.js'
import {
  DEFAULT_SCRIPT_TYPE,
  type ScriptType,
  scriptTypeForPurpose,
  wrapInDescriptor,
} from './script-type.js'

/** A family wallet the app can watch: one account key, its address type and origin. */
export interface WalletKey {
  network: BitcoinNetwork
  scriptType: ScriptType
  /**
   * True when nothing in the input said which addresses the key makes (a plain xpub or
   * tpub): the form must let the parent choose, and `scriptType` is the chosen or
   * default one.
   */
  scriptTypeAmbiguous: boolean
  /** The account key as a standard xpub (mainnet) or tpub (test networks). */
  xpub: string
  /** Master fingerprint and path of the account key, when the input carried them. */
  origin: KeyOrigin | null
  /**
   * Canonical descriptor with checksum, `wpkh([fp/84h/0h/0h]xpub.../<0;1>/*)#...`:
   * the one string to store. parseWalletKey(descriptor) gives this WalletKey back.
   */
  descriptor: string
}

export interface ParseWalletKeyOptions {
  /** The server's network (BITCOIN_NETWORK): keys of another network are refused. */
  network: BitcoinNetwork
  /** The parent's choice, used only when the input leaves the type open. */
  scriptType?: ScriptType
}

/**
 * Reads what a parent pastes as their wallet: an extended public key (xpub, ypub, zpub,
 * tpub, upub, vpub) or a single-key output descriptor as wallet apps export it.
 * @throws BitcoinInputError, never a partial result: private keys and recovery phrases
 * (also inside descriptors), bad checksums, other networks' keys, master keys, multisig
 * and anything else that cannot be watched.
 */
export function parseWalletKey(input: string, options: ParseWalletKeyOptions): WalletKey {
  const text = input.trim()
  if (text.length === 0) {
    throw new BitcoinInputError(
      'invalid-key',
      'Paste the extended public key (xpub, ypub or zpub) or the output descriptor of your wallet.',
    )
  }
  refuseSecrets(text)
  if (!looksLikeDescriptor(text)) {
    const key = decodeExtendedPublicKey(text, options.network)
    const scriptType = key.scriptTypeFromPrefix ?? options.scriptType ?? DEFAULT_SCRIPT_TYPE
    return build(options.network, scriptType, key.scriptTypeFromPrefix === null, key.xpub, null)
  }
  const parsed = parseDescriptor(text)
  const key = decodeExtendedPublicKey(parsed.key, options.network)
  if (
    parsed.scriptType &&
    key.scriptTypeFromPrefix &&
    parsed.scriptType !== key.scriptTypeFromPrefix
  ) {
    throw new BitcoinInputError(
      'script-type-conflict',
      `The descriptor says ${parsed.scriptType} addresses but the ${key.prefix} inside it is for ${key.scriptTypeFromPrefix} addresses. Export the descriptor again from your wallet without editing it.`,
    )
  }
  if (parsed.origin) checkOriginMatchesKey(parsed.origin, key.depth, key.childIndex)
  const fromPurpose =
    parsed.origin?.path[0] !== undefined && parsed.origin.path[0] >= HARDENED_OFFSET
      ? scriptTypeForPurpose(parsed.origin.path[0] - HARDENED_OFFSET)
      : undefined
  const known = parsed.scriptType ?? key.scriptTypeFromPrefix ?? fromPurpose
  return build(
    options.network,
    known ?? options.scriptType ?? DEFAULT_SCRIPT_TYPE,
    known === undefined || known === null,
    key.xpub,
    parsed.origin,
  )
}

function build(
  network: BitcoinNetwork,
  scriptType: ScriptType,
  scriptTypeAmbiguous: boolean,
  xpub: string,
  origin: KeyOrigin | null,
): WalletKey {
  const key = `${origin ? formatOrigin(origin) : ''}${xpub}/<0;1>/*`
  const descriptor = withChecksum(wrapInDescriptor(scriptType, key))
  return { network, scriptType, scriptTypeAmbiguous, xpub, origin, descriptor }
}

// Derivation info in a PSBT is the origin path plus /chain/index: an origin that does
// not lead to this key would make hardware wallets refuse (or worse, mislabel) the send.
function checkOriginMatchesKey(origin: KeyOrigin, depth: number, childIndex: number): void {
  const last = origin.path.at(-1)
  if (origin.path.length !== depth || (last !== undefined && last !== childIndex)) {
    throw new BitcoinInputError(
      'invalid-descriptor',
      `The key origin ${formatOrigin(origin)} does not lead to this key (it is ${depth} levels below the master key). Export the descriptor again from your wallet without editing it.`,
    )
  }
}

/**
 * Refuses anything secret before it is parsed further, even when the rest is malformed:
 * extended private keys and WIF keys (alone or inside a descriptor), recovery phrases,
 * and 64 hex digits (a raw private key).
 */
function refuseSecrets(text: string): void {
  const tokens = text.split(/[^1-9A-HJ-NP-Za-km-z]+/)
  if (tokens.some((token) => PRIVATE_PREFIX.test(token) || isWifPrivateKey(token))) {
    throw new BitcoinInputError('private-key', privateKeyMessage())
  }
  if (/^([a-z]+\s+){11,23}[a-z]+$/i.test(text)) {
    throw new BitcoinInputError(
      'private-key',
      `This looks like a recovery phrase. ${NEVER_PASTE_PRIVATE_KEYS}`,
    )
  }
  if (/^[0-9a-f]{64}$/i.test(text)) {
    throw new BitcoinInputError(
      'private-key',
      `This looks like a raw private key. ${NEVER_PASTE_PRIVATE_KEYS}`,
    )
  }
}
