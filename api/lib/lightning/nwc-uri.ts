import type { OutboundPolicy } from '../outbound-url.js'
import { LightningConfigError } from './lightning-provider.js'

/**
 * The `nostr+walletconnect://` string a wallet hands out (NIP-47): which wallet
 * service, on which relays, with which client secret. The secret is the family's
 * permission to spend: no message here ever contains it.
 */
export interface NwcConnection {
  /** The wallet service's Nostr public key (hex, lower case). */
  walletPubkey: string
  /** wss:// relay URLs, as given, without duplicates. */
  relays: string[]
  /** The client's Nostr secret key (hex, lower case). */
  secret: string
  /** Lightning address of the wallet, when the string names one. */
  lud16: string | null
}

/** The connection string cannot be used; the message tells the parent what is wrong. */
export class NwcUriError extends LightningConfigError {
  override name = 'NwcUriError'
}

const HEX_64 = /^[0-9a-f]{64}$/i
// LUD-16 user names are a-z 0-9 - _ . (plus the "+" some services allow).
const LIGHTNING_ADDRESS = /^[a-z0-9\-_.+]+@[a-z0-9.-]+\.[a-z0-9-]+(:\d{1,5})?$/i
/** A hostile string must not make the server open dozens of sockets. */
export const MAX_RELAYS = 5
const MAX_LENGTH = 4096

/**
 * Reads and checks a connection string. Relay URLs must be wss://; plain ws:// only
 * when the operator allows connections to this machine or the LAN (the addresses
 * themselves are checked when connecting).
 * @throws NwcUriError with a message a parent can act on, never containing the secret.
 */
export function parseNwcUri(input: string, policy: OutboundPolicy): NwcConnection {
  try {
    return parse(input.trim(), policy)
  } catch (error) {
    // Belt and braces: whatever part of the string a message quotes, never the secret.
    const secret = /[?&]secret=([^&#]+)/i.exec(input)?.[1]
    if (error instanceof NwcUriError && secret && error.message.includes(secret)) {
      throw new NwcUriError(error.message.replaceAll(secret, '[secret]'))
    }
    throw error
  }
}

function parse(text: string, policy: OutboundPolicy): NwcConnection {
  if (text.length > MAX_LENGTH) throw new NwcUriError('The connection string is too long')
  if (!text.toLowerCase().startsWith('nostr+walletconnect:')) {
    throw new NwcUriError('The connection string must start with nostr+walletconnect://')
  }
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new NwcUriError('The connection string is not a valid nostr+walletconnect:// address')
  }

  // "nostr+walletconnect://<pubkey>?..." puts the key in the host; the form without
  // "//" puts it in the path.
  const walletPubkey = (url.host || url.pathname.replace(/^\/+/, '')).toLowerCase()
  if (!HEX_64.test(walletPubkey)) {
    throw new NwcUriError(
      'The connection string must name the wallet by its public key: 64 hexadecimal characters after nostr+walletconnect://',
    )
  }

  const secret = url.searchParams.get('secret') ?? ''
  if (secret === '') throw new NwcUriError('The connection string has no secret (secret=...)')
  if (!HEX_64.test(secret)) {
    throw new NwcUriError('The secret in the connection string must be 64 hexadecimal characters')
  }
  if (url.searchParams.getAll('secret').length > 1) {
    throw new NwcUriError('The connection string has more than one secret')
  }

  const relays = [...new Set(url.searchParams.getAll('relay').map((r) => r.trim()))].filter(Boolean)
  if (relays.length === 0) {
    throw new NwcUriError('The connection string names no relay (relay=wss://...)')
  }
  if (relays.length > MAX_RELAYS) {
    throw new NwcUriError(`The connection string names more than ${MAX_RELAYS} relays`)
  }
  for (const relay of relays) checkRelayUrl(relay, policy)

  const lud16 = url.searchParams.get('lud16')?.trim() || null
  if (lud16 !== null && !LIGHTNING_ADDRESS.test(lud16)) {
    throw new NwcUriError(
      'The lightning address (lud16) in the connection string is not a valid name@domain',
    )
  }

  return { walletPubkey, relays, secret: secret.toLowerCase(), lud16: lud16?.toLowerCase() ?? null }
}

/**
 * The relay's scheme, before any address is resolved: wss:// always; ws:// only where
 * the operator allows plain connections (the resolved address decides the rest).
 */
function checkRelayUrl(relay: string, policy: OutboundPolicy) {
  let url: URL
  try {
    url = new URL(relay)
  } catch {
    throw new NwcUriError(`The relay "${shorten(relay)}" is not a valid address`)
  }
  if (url.protocol !== 'wss:' && url.protocol !== 'ws:') {
    throw new NwcUriError(`The relay "${shorten(relay)}" must start with wss://`)
  }
  if (url.username || url.password) {
    throw new NwcUriError(`The relay "${url.host}" must not contain a user name or password`)
  }
  if (url.protocol === 'ws:' && !policy.allowInsecureLoopback && !policy.allowPrivateHosts) {
    throw new NwcUriError(
      `The relay ${url.host} is not encrypted: use a wss:// relay (plain ws:// is only for a relay on this machine, when the operator sets ALLOW_INSECURE_RELAYS=true)`,
    )
  }
}

function shorten(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

/**
 * The connection string without its secret, for showing to a parent (the caller
 * shortens it further if it must).
 */
export function redactNwcUri(input: string): string {
  const text = input.trim()
  const query = text.indexOf('?')
  if (query < 0) return text
  const params = new URLSearchParams(text.slice(query + 1))
  params.delete('secret')
  const rest = params.toString()
  return rest ? `${text.slice(0, query)}?${rest}` : text.slice(0, query)
}
