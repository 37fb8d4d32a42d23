/**
 * Why a key, descriptor, address or send request was refused. The message is written
 * for the parent who typed it: what is wrong and what to do instead. Callers answer
 * 400 with it; nothing is stored when one is thrown.
 */
export type BitcoinInputErrorCode =
  /** An xprv/yprv/zprv/tprv/..., a WIF key, a recovery phrase, or a descriptor holding one. */
  | 'private-key'
  /** Base58 or descriptor checksum mismatch: a typo or a truncated copy. */
  | 'bad-checksum'
  /** A mainnet key or address on a test server, or the other way round. */
  | 'wrong-network'
  /** Depth 0: a public master key cannot derive the hardened account level. */
  | 'master-key'
  /** Multisig, script descriptors, change-only descriptors and other shapes not handled. */
  | 'unsupported'
  /** Not recognisable as an extended key, descriptor or address at all. */
  | 'invalid-key'
  | 'invalid-descriptor'
  | 'invalid-address'
  /** The key's prefix says one address type and the descriptor another. */
  | 'script-type-conflict'
  | 'invalid-amount'
  | 'dust'
  | 'insufficient-funds'
  | 'invalid-fee-rate'
  /** Every receive address within the gap limit is handed out and still unused. */
  | 'no-free-address'

export class BitcoinInputError extends Error {
  override name = 'BitcoinInputError'
  constructor(
    readonly code: BitcoinInputErrorCode,
    message: string,
  ) {
    super(message)
  }
}

export const NEVER_PASTE_PRIVATE_KEYS =
  'Never paste private keys or recovery phrases into this app (or any website): whoever sees them can take the bitcoin. Paste the extended public key (xpub, ypub, zpub; tpub, upub, vpub on test networks) or the output descriptor your wallet exports instead.'
