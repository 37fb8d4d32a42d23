import { describe, expect, it } from 'vitest'
import { buildTestApp, JSON_HEADERS, type MemoryMailer } from '../test-helpers.js'
import { publicAddresses } from './public-address.js'

const NODE_URLS = [
  'http://umbrel.local:3000',
  'http://192.168.1.20:3000',
  'http://familyabc.onion',
  'https://family.example',
] as const

describe('publicAddresses', () => {
  const addresses = publicAddresses(NODE_URLS)
  const at = (host: string, protocol = 'http') => addresses.match({ host, protocol })?.url

  it('finds the listed address a request was sent to, by name and port', () => {
    expect(at('umbrel.local:3000')).toBe('http://umbrel.local:3000')
    expect(at('UMBREL.local:3000')).toBe('http://umbrel.local:3000')
    expect(at('192.168.1.20:3000')).toBe('http://192.168.1.20:3000')
    expect(at('familyabc.onion')).toBe('http://familyabc.onion')
    expect(at('familyabc.onion:80')).toBe('http://familyabc.onion')
    // A Host without a port names the listed address by its name alone.
    expect(at('umbrel.local')).toBe('http://umbrel.local:3000')
    // Behind a proxy that terminates TLS the request looks like http on the default port.
    expect(at('family.example')).toBe('https://family.example')
    expect(at('family.example:443', 'https')).toBe('https://family.example')
  })

  it('knows no host that is not listed, nor a listed name on another port', () => {
    for (const host of [
      'evil.example',
      'umbrel.local:3001',
      'family.example:8443',
      'umbrel.local:3000/evil',
      'umbrel.local:3000@evil.example',
      '',
    ]) {
      expect(at(host), host).toBeUndefined()
      expect(addresses.of({ host, protocol: 'http' }).url, host).toBe('http://umbrel.local:3000')
    }
  })

  it('describes each address: origin, name for passkeys, whether cookies must be Secure', () => {
    expect(addresses.main).toEqual({
      url: 'http://umbrel.local:3000',
      origin: 'http://umbrel.local:3000',
      hostname: 'umbrel.local',
      isSecure: false,
    })
    expect(addresses.all.map((a) => [a.hostname, a.isSecure])).toEqual([
      ['umbrel.local', false],
      ['192.168.1.20', false],
      ['familyabc.onion', false],
      ['family.example', true],
    ])
  })
})

describe('links and cookies follow the address the family used', () => {
  // The test app's PUBLIC_URL is emptied: PUBLIC_URLS alone lists the addresses.
  const env = { PUBLIC_URL: '', PUBLIC_URLS: NODE_URLS.join(',') }

  async function linkMailedFrom(host: string): Promise<URL> {
    const app = await buildTestApp({ env })
    const res = await app.inject({
      method: 'POST',
      url: '/api/onboarding/start',
      headers: { ...JSON_HEADERS, host },
      payload: { email: 'ada@example.org' },
    })
    expect(res.statusCode).toBe(200)
    return new URL(await (app.mailer as MemoryMailer).waitForLink('ada@example.org'))
  }

  it('a request with a Host not on the list gets a link to the main address', async () => {
    expect((await linkMailedFrom('evil.example')).origin).toBe('http://umbrel.local:3000')
    expect((await linkMailedFrom('umbrel.local:3000.evil.example')).origin).toBe(
      'http://umbrel.local:3000',
    )
  })

  it('a request on a listed host gets a link to that host', async () => {
    expect((await linkMailedFrom('familyabc.onion')).origin).toBe('http://familyabc.onion')
    expect((await linkMailedFrom('192.168.1.20:3000')).origin).toBe('http://192.168.1.20:3000')
    expect((await linkMailedFrom('family.example')).origin).toBe('https://family.example')
  })

  it('sets Secure cookies on an https address only, and takes writes from every listed origin', async () => {
    const app = await buildTestApp({ env })
    const signInAt = async (host: string, origin: string) => {
      const mailer = app.mailer as MemoryMailer
      mailer.sent.length = 0
      const start = await app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: { ...JSON_HEADERS, host, origin },
        payload: { email: 'ada@example.org' },
      })
      expect(start.statusCode, start.body).toBe(200)
      const token = new URL(await mailer.waitForLink('ada@example.org')).searchParams.get('token')
      const verify = await app.inject({
        method: 'POST',
        url: '/api/auth/verify',
        headers: { ...JSON_HEADERS, host, origin },
        payload: { token },
      })
      expect(verify.statusCode, verify.body).toBe(200)
      return verify.cookies.filter((c) => c.name === 'sid' || c.name === 'device')
    }
    // The account exists from here on, so the magic-link route mails it a link.
    await app.inject({
      method: 'POST',
      url: '/api/onboarding/start',
      headers: JSON_HEADERS,
      payload: { email: 'ada@example.org' },
    })
    const plain = await signInAt('192.168.1.20:3000', 'http://192.168.1.20:3000')
    expect(plain.map((c) => [c.name, c.secure ?? false])).toEqual([
      ['sid', false],
      ['device', false],
    ])
    const tls = await signInAt('family.example', 'https://family.example')
    expect(tls.map((c) => [c.name, c.secure])).toEqual([
      ['sid', true],
      ['device', true],
    ])
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { ...JSON_HEADERS, host: 'umbrel.local:3000', origin: 'http://evil.example' },
      payload: { email: 'ada@example.org' },
    })
    expect(crossSite.statusCode).toBe(403)
  })
})
