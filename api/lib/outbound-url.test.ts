import { connect, createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  checkOutboundUrl,
  classifyAddress,
  guardedLookup,
  isAddressAllowed,
  type OutboundPolicy,
  OutboundUrlError,
} from './outbound-url.js'

const strict: OutboundPolicy = { allowPrivateHosts: false, allowInsecureLoopback: false }
const tests: OutboundPolicy = { allowPrivateHosts: false, allowInsecureLoopback: true }
const homeNode: OutboundPolicy = { allowPrivateHosts: true, allowInsecureLoopback: false }
const wss = { secure: 'wss:', insecure: 'ws:' } as const
const https = { secure: 'https:', insecure: 'http:' } as const

describe('classifyAddress', () => {
  it.each([
    ['8.8.8.8', 'public'],
    ['2606:4700::1111', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.21.21.9', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.20', 'private'],
    ['100.100.1.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:192.168.1.1', 'private'],
    ['169.254.169.254', 'forbidden'],
    ['0.0.0.0', 'forbidden'],
    ['fe80::1', 'forbidden'],
    ['224.0.0.1', 'forbidden'],
    ['::', 'forbidden'],
    ['64:ff9b::a00:1', 'forbidden'],
    ['not-an-ip', 'forbidden'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind)
  })
})

describe('isAddressAllowed', () => {
  it('lets secure schemes reach public addresses only, by default', () => {
    expect(isAddressAllowed('8.8.8.8', true, strict)).toBe(true)
    expect(isAddressAllowed('8.8.8.8', false, strict)).toBe(false)
    expect(isAddressAllowed('127.0.0.1', true, strict)).toBe(false)
    expect(isAddressAllowed('192.168.1.2', true, strict)).toBe(false)
  })

  it('lets tests reach loopback, even in plain text, and nothing private', () => {
    expect(isAddressAllowed('127.0.0.1', false, tests)).toBe(true)
    expect(isAddressAllowed('192.168.1.2', false, tests)).toBe(false)
  })

  it("lets a home node's LAN through when the operator allows it, never link-local", () => {
    expect(isAddressAllowed('10.21.21.9', true, homeNode)).toBe(true)
    expect(isAddressAllowed('192.168.1.5', false, homeNode)).toBe(true)
    expect(isAddressAllowed('169.254.169.254', true, homeNode)).toBe(false)
    expect(isAddressAllowed('8.8.8.8', false, homeNode)).toBe(false)
  })
})

describe('checkOutboundUrl', () => {
  it('accepts a loopback relay in tests and refuses it otherwise, saying why', async () => {
    await expect(checkOutboundUrl('ws://127.0.0.1:7000', wss, tests)).resolves.toBeInstanceOf(URL)
    await expect(checkOutboundUrl('ws://127.0.0.1:7000', wss, strict)).rejects.toThrow(
      /private network address.*ALLOW_PRIVATE_HOSTS/,
    )
    await expect(checkOutboundUrl('wss://localhost', wss, strict)).rejects.toThrow(OutboundUrlError)
  })

  it('never advises ALLOW_PRIVATE_HOSTS where that setting does not apply', async () => {
    // The public connection test refuses the LAN even when the operator set ALLOW_PRIVATE_HOSTS=true.
    const strangers: OutboundPolicy = {
      ...strict,
      privateHostsNever: 'the public connection test only reaches relays on the internet',
    }
    for (const url of ['wss://10.0.0.5', 'wss://127.0.0.1:7000', 'wss://[::1]']) {
      const refusal = await checkOutboundUrl(url, wss, strangers).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(OutboundUrlError)
      expect((refusal as OutboundUrlError).reason).toBe('refused')
      expect((refusal as Error).message).toMatch(
        /is a private network address: the public connection test only reaches relays on the internet$/,
      )
      expect((refusal as Error).message).not.toContain('ALLOW_PRIVATE_HOSTS')
    }
  })

  it('refuses other schemes, credentials in the URL and garbage', async () => {
    await expect(checkOutboundUrl('ftp://example.com', https, strict)).rejects.toThrow(
      'The address must start with https://',
    )
    await expect(checkOutboundUrl('https://a:b@127.0.0.1', https, tests)).rejects.toThrow(
      /user name or password/,
    )
    await expect(checkOutboundUrl('not a url', https, strict)).rejects.toThrow(/not a valid URL/)
    await expect(checkOutboundUrl('https://[::1]:8080', https, strict)).rejects.toThrow(
      OutboundUrlError,
    )
    await expect(checkOutboundUrl('https://169.254.169.254/', https, homeNode)).rejects.toThrow(
      /not an address this server may connect to/,
    )
  })
})

describe('guardedLookup', () => {
  it('refuses the connection itself when the name resolves to a forbidden address', async () => {
    const server = createServer((socket) => socket.end()).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as { port: number }
    const attempt = (policy: OutboundPolicy) =>
      new Promise<string>((resolve) => {
        const socket = connect({ host: 'localhost', port, lookup: guardedLookup(policy, true) })
        socket.once('connect', () => {
          socket.destroy()
          resolve('connected')
        })
        socket.once('error', (error) => resolve((error as { code?: string }).code ?? 'error'))
      })
    expect(await attempt(strict)).toBe('EADDRNOTALLOWED')
    expect(await attempt(tests)).toBe('connected')
    server.close()
  })
})
