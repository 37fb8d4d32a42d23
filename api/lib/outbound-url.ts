import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Where a URL typed by a user (a Lightning node, an NWC relay, a Lightning address)
 * may make this server connect. An outsider must not be able to point the server at
 * the operator's LAN, its loopback services or a cloud metadata address; a family
 * whose own node sits on their LAN allows that explicitly.
 */
export interface OutboundPolicy {
  /** Private and loopback addresses are reachable (ALLOW_PRIVATE_HOSTS: a home node). */
  allowPrivateHosts: boolean
  /** Plain ws:// and http:// to loopback, for tests and local development (ALLOW_INSECURE_RELAYS). */
  allowInsecureLoopback: boolean
  /**
   * Set where private addresses are refused whatever ALLOW_PRIVATE_HOSTS says (a
   * stranger's connection string, a Lightning address): why, in a few words ending the
   * refusal, so it never advises a setting that would not help.
   */
  privateHostsNever?: string
}

export type AddressKind = 'public' | 'private' | 'loopback' | 'forbidden'

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

const privateRanges = new BlockList()
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10], // carrier-grade NAT, also Tailscale
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4')
}
privateRanges.addSubnet('fc00::', 7, 'ipv6') // unique local

// Never reachable: link-local (cloud metadata lives at 169.254.169.254), "this
// network", multicast, reserved and documentation ranges.
const forbidden = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['169.254.0.0', 16],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 128],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96], // NAT64 can reach any IPv4 address, private ones included
] as const) {
  forbidden.addSubnet(net, prefix, 'ipv6')
}

/** Classifies one IP address (IPv4-mapped IPv6 counts as the IPv4 address it maps). */
export function classifyAddress(address: string): AddressKind {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  const ip = mapped ?? address
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4'
  if (isIP(ip) === 0 || forbidden.check(ip, family)) return 'forbidden'
  if (loopback.check(ip, family)) return 'loopback'
  if (privateRanges.check(ip, family)) return 'private'
  return 'public'
}

const SECURE_SCHEMES = new Set(['https:', 'wss:'])

/** Whether a connection to this address is allowed for a secure or a plain scheme. */
export function isAddressAllowed(
  address: string,
  secure: boolean,
  policy: OutboundPolicy,
): boolean {
  const kind = classifyAddress(address)
  if (kind === 'forbidden') return false
  if (kind === 'loopback') return policy.allowPrivateHosts || policy.allowInsecureLoopback
  if (kind === 'private') return policy.allowPrivateHosts
  // Secrets never cross the internet in plain text.
  return secure
}

export class OutboundUrlError extends Error {
  override name = 'OutboundUrlError'
  constructor(
    /** `refused`: the policy forbids it; `invalid`: not a usable URL; `not-found`: no DNS answer. */
    readonly reason: 'refused' | 'invalid' | 'not-found',
    message: string,
  ) {
    super(message)
  }
}

/**
 * Parses a typed URL and checks its scheme and every address its host resolves to.
 * @throws OutboundUrlError with a message a person can act on.
 */
export async function checkOutboundUrl(
  raw: string,
  schemes: { secure: 'https:' | 'wss:'; insecure: 'http:' | 'ws:' },
  policy: OutboundPolicy,
): Promise<URL> {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new OutboundUrlError('invalid', `"${raw}" is not a valid URL`)
  }
  if (url.protocol !== schemes.secure && url.protocol !== schemes.insecure) {
    throw new OutboundUrlError('invalid', `The address must start with ${schemes.secure}//`)
  }
  if (url.username || url.password) {
    throw new OutboundUrlError('invalid', 'The address must not contain a user name or password')
  }
  const secure = SECURE_SCHEMES.has(url.protocol)
  const addresses = await resolveAll(hostnameOf(url))
  for (const { address } of addresses) {
    if (!isAddressAllowed(address, secure, policy)) {
      throw new OutboundUrlError('refused', refusalMessage(url, address, secure, policy))
    }
  }
  return url
}

function refusalMessage(url: URL, address: string, secure: boolean, policy: OutboundPolicy) {
  const kind = classifyAddress(address)
  if (kind === 'public' && !secure) {
    return `${url.host} is on the internet: use ${url.protocol === 'ws:' ? 'wss' : 'https'}:// so the connection is encrypted`
  }
  if ((kind === 'private' || kind === 'loopback') && !policy.allowPrivateHosts) {
    return policy.privateHostsNever
      ? `${url.host} is a private network address: ${policy.privateHostsNever}`
      : `${url.host} is a private network address, which this server does not connect to unless its operator sets ALLOW_PRIVATE_HOSTS=true`
  }
  return `${url.host} is not an address this server may connect to`
}

/** URL.hostname keeps IPv6 brackets; DNS and net want them off. */
function hostnameOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1')
}

function resolveAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error)
        reject(
          new OutboundUrlError(
            'not-found',
            `${hostname} could not be found (${error.code ?? 'DNS error'})`,
          ),
        )
      else resolve(addresses)
    })
  })
}

/**
 * A `lookup` for net/tls/http/ws connections that refuses what the policy forbids at
 * connect time, so a name that resolved to a public address when checked cannot be
 * re-pointed at a private one before the socket opens (DNS rebinding).
 */
export function guardedLookup(policy: OutboundPolicy, secure: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0)
      const list = addresses as LookupAddress[]
      const refused = list.find((a) => !isAddressAllowed(a.address, secure, policy))
      if (refused || list.length === 0) {
        const denial = Object.assign(
          new OutboundUrlError(
            'refused',
            `${hostname} is not an address this server may connect to`,
          ),
          { code: 'EADDRNOTALLOWED' },
        )
        return callback(denial, '', 0)
      }
      if ((options as { all?: boolean }).all) return callback(null, list as never)
      const first = list[0] as LookupAddress
      callback(null, first.address, first.family)
    })
  }
}
