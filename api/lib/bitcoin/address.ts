import { Address, OutScript } from '@scure/btc-signer'
import { BITCOIN_NETWORKS, type BitcoinNetwork } from '../../contracts/networks.js'
import { BitcoinInputError } from './bitcoin-input-error.js'
import { addressFormat } from './network.js'

/** Standard output types a payment can go to. */
export type AddressType = 'pkh' | 'sh' | 'wpkh' | 'wsh' | 'tr'

export interface ParsedAddress {
  /** As it is stored and queried: bech32 in lower case. */
  address: string
  type: AddressType
  /** The output script paying this address. */
  script: Uint8Array
}

const STANDARD = new Set<string>(['pkh', 'sh', 'wpkh', 'wsh', 'tr'])

/**
 * Checks a Bitcoin address for `network` (a send destination, or the plain address a
 * parent adds to watch) and normalises it.
 * @throws BitcoinInputError 'invalid-address' or 'wrong-network', with a message that
 * says which network the address belongs to when it belongs to another.
 */
export function parseAddress(input: string, network: BitcoinNetwork): ParsedAddress {
  const text = input.trim()
  const parsed = tryParse(text, network)
  if (parsed) return parsed
  // The library's error for a valid address of another network is a misleading base58
  // message, so the other networks are tried to say what is actually wrong.
  const other = BITCOIN_NETWORKS.find(
    (n) => addressFormat(n) !== addressFormat(network) && tryParse(text, n),
  )
  if (other) {
    const label = other === 'mainnet' ? 'mainnet' : other === 'regtest' ? 'regtest' : 'test network'
    throw new BitcoinInputError(
      'wrong-network',
      `This is a ${label} address, but this server runs on ${network}. Use a ${network} address.`,
    )
  }
  throw new BitcoinInputError(
    'invalid-address',
    `This is not a valid Bitcoin address for ${network}. Check that it was copied completely.`,
  )
}

function tryParse(text: string, network: BitcoinNetwork): ParsedAddress | undefined {
  const coder = Address(addressFormat(network))
  try {
    const decoded = coder.decode(text)
    if (!STANDARD.has(decoded.type)) return undefined
    return {
      address: coder.encode(decoded),
      type: decoded.type as AddressType,
      script: OutScript.encode(decoded),
    }
  } catch {
    return undefined
  }
}
