import { HARDENED_OFFSET } from '@scure/bip32'
import { BitcoinInputError } from './bitcoin-input-error.js'
import { descriptorChecksum } from './descriptor-checksum.js'
import type { ScriptType } from './script-type.js'

/** Where an account key sits below the wallet's master key (BIP380 key origin). */
export interface KeyOrigin {
  /** Master key fingerprint, 8 lowercase hex characters. */
  fingerprint: string
  /** Path from the master key; hardened steps include HARDENED_OFFSET. */
  path: number[]
}

/** A single-key descriptor or key expression, before the key itself is checked. */
export interface ParsedDescriptor {
  /** From the descriptor function; null for a bare key expression `[origin]xpub...`. */
  scriptType: ScriptType | null
  /** The extended key text (base58). */
  key: string
  origin: KeyOrigin | null
}

const WRAPPERS: [RegExp, ScriptType][] = [
  [/^pkh\((.*)\)$/s, 'legacy'],
  [/^sh\(wpkh\((.*)\)\)$/s, 'nested-segwit'],
  [/^wpkh\((.*)\)$/s, 'native-segwit'],
  [/^tr\((.*)\)$/s, 'taproot'],
]

const KEY_EXPRESSION =
  /^(?:\[([0-9a-fA-F]{8})((?:\/\d+['hH]?)*)\])?([1-9A-HJ-NP-Za-km-z]+)((?:\/[^/]*)*)$/

const NOT_SUPPORTED_SCRIPTS =
  'Only single-signature wallets are supported (descriptors starting with pkh, sh(wpkh, wpkh or tr). Multisig and script wallets cannot be watched here; use the descriptor of a single-signature wallet.'

/** Whether `text` looks like a descriptor or key expression rather than a plain key. */
export function looksLikeDescriptor(text: string): boolean {
  return /[()[\]#/]/.test(text)
}

/**
 * Parses `wpkh([73c5da0a/84h/0h/0h]xpub.../<0;1>/*)#checksum` and its variants: the four
 * single-key functions, key origin with h, H or ' for hardened steps, the /0/* or
 * /<0;1>/* suffix or none, and the checksum when present (verified). A bare key
 * expression `[origin]xpub...` is accepted too (some hardware-wallet apps export that).
 * @throws BitcoinInputError with a message that says what to paste instead.
 */
export function parseDescriptor(input: string): ParsedDescriptor {
  const [body = '', checksum, ...rest] = input.split('#')
  if (rest.length > 0) throw invalid()
  if (checksum !== undefined) {
    if (descriptorChecksum(body) !== checksum) {
      throw new BitcoinInputError(
        'bad-checksum',
        "This descriptor's checksum (after #) does not match: it was changed or cut off. Copy the whole descriptor again from your wallet.",
      )
    }
  }
  if (/multi(_a)?\(|wsh\(|^sh\(wsh|^sh\(pkh|^sh\(tr|^(combo|addr|raw|rawtr|pk)\(/.test(body)) {
    throw new BitcoinInputError('unsupported', NOT_SUPPORTED_SCRIPTS)
  }
  const wrapper = WRAPPERS.find(([pattern]) => pattern.test(body))
  if (!wrapper && /^[a-z_]+\(/.test(body) && !/^(pkh|wpkh|sh|tr)\(/.test(body)) {
    throw new BitcoinInputError('unsupported', NOT_SUPPORTED_SCRIPTS)
  }
  const keyExpression = wrapper ? (wrapper[0].exec(body)?.[1] ?? '') : body
  if (wrapper?.[1] === 'taproot' && keyExpression.includes(',')) {
    throw new BitcoinInputError(
      'unsupported',
      'Taproot descriptors with scripts (tr(KEY,{...})) are not supported. Use the descriptor of a single-key taproot wallet, tr(KEY).',
    )
  }
  const match = KEY_EXPRESSION.exec(keyExpression)
  if (!match) throw invalid()
  const [, fingerprint, originPath, key = '', suffix = ''] = match
  checkSuffix(suffix)
  return {
    scriptType: wrapper?.[1] ?? null,
    key,
    origin:
      fingerprint === undefined
        ? null
        : { fingerprint: fingerprint.toLowerCase(), path: parsePath(originPath ?? '') },
  }
}

// The account key's own chains are the only thing derived below it: receive /0/* or
// both chains /<0;1>/*. A change-only descriptor would make receive addresses from the
// change chain, so it is refused rather than silently reinterpreted.
function checkSuffix(suffix: string): void {
  if (suffix === '' || suffix === '/0/*' || suffix === '/<0;1>/*') return
  if (suffix === '/1/*') {
    throw new BitcoinInputError(
      'unsupported',
      'This is the change descriptor (ending in /1/*). Paste the receive descriptor, the one ending in /0/* (or /<0;1>/*).',
    )
  }
  if (/\*['hH]$/.test(suffix)) {
    throw new BitcoinInputError(
      'unsupported',
      'This descriptor derives hardened addresses (*h), which needs the private key. Paste the descriptor of a watch-only export, ending in /0/*.',
    )
  }
  throw new BitcoinInputError(
    'unsupported',
    `Addresses below the account key are expected at /0/* (receive) and /1/* (change); "${suffix}" is not supported. Paste the account's receive descriptor, ending in /0/*.`,
  )
}

function parsePath(text: string): number[] {
  return text
    .split('/')
    .filter(Boolean)
    .map((step) => {
      const hardened = /['hH]$/.test(step)
      const index = Number(hardened ? step.slice(0, -1) : step)
      if (!Number.isSafeInteger(index) || index >= HARDENED_OFFSET) throw invalid()
      return hardened ? index + HARDENED_OFFSET : index
    })
}

/** `84h/0h/0h/0/5`: BIP380's h notation, which needs no quoting anywhere. */
function formatPathSteps(path: readonly number[]): string {
  return path
    .map((step) => (step >= HARDENED_OFFSET ? `${step - HARDENED_OFFSET}h` : String(step)))
    .join('/')
}

/** `[73c5da0a/84h/0h/0h]`. */
export function formatOrigin(origin: KeyOrigin): string {
  const steps = formatPathSteps(origin.path)
  return `[${origin.fingerprint}${steps ? `/${steps}` : ''}]`
}

function invalid(): BitcoinInputError {
  return new BitcoinInputError(
    'invalid-descriptor',
    "This descriptor cannot be read. Copy it again from your wallet's export (for example wpkh([fingerprint/84h/0h/0h]xpub.../0/*)), or paste the extended public key alone.",
  )
}
