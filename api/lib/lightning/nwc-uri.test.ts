import { describe, expect, it } from 'vitest'
import type { OutboundPolicy } from '../outbound-url.js'
import { MAX_RELAYS, NwcUriError, parseNwcUri, redactNwcUri } from './nwc-uri.js'

const strict: OutboundPolicy = { allowPrivateHosts: false, allowInsecureLoopback: false }
const tests: OutboundPolicy = { allowPrivateHosts: false, allowInsecureLoopback: true }
const wallet = 'b889ff5b1513b641e2a139f661a661364979c5beee91842f8f0ef42ab558e9d4'
const secret = '71a8c14c1407c113601079c4302dab36460f0ccd0ad506f1f2dc73b5100e4f3c'
const relay = encodeURIComponent('wss://relay.getalby.com/v1')

function refusal(uri: string, policy = strict): string {
  try {
    parseNwcUri(uri, policy)
  } catch (error) {
    expect(error).toBeInstanceOf(NwcUriError)
    const message = (error as Error).message
    expect(message).not.toContain(secret)
    return message
  }
  throw new Error('accepted')
}

describe('parseNwcUri', () => {
  it('reads the wallet key, relays, secret and lightning address', () => {
    const uri = `nostr+walletconnect://${wallet}?relay=${relay}&relay=wss%3A%2F%2Fnos.lol&secret=${secret}&lud16=Mia%40getalby.com`
    expect(parseNwcUri(uri, strict)).toEqual({
      walletPubkey: wallet,
      relays: ['wss://relay.getalby.com/v1', 'wss://nos.lol'],
      secret,
      lud16: 'mia@getalby.com',
    })
  })

  it('accepts the form without //, upper-case hex, spaces around and repeated relays', () => {
    const uri = `  nostr+walletconnect:${wallet.toUpperCase()}?relay=${relay}&relay=${relay}&secret=${secret.toUpperCase()}\n`
    expect(parseNwcUri(uri, strict)).toEqual({
      walletPubkey: wallet,
      relays: ['wss://relay.getalby.com/v1'],
      secret,
      lud16: null,
    })
  })

  it('allows a plain ws:// relay only when the operator allows insecure local relays', () => {
    const uri = `nostr+walletconnect://${wallet}?relay=ws%3A%2F%2F127.0.0.1%3A7777&secret=${secret}`
    expect(refusal(uri)).toBe(
      'The relay 127.0.0.1:7777 is not encrypted: use a wss:// relay (plain ws:// is only for a relay on this machine, when the operator sets ALLOW_INSECURE_RELAYS=true)',
    )
    expect(parseNwcUri(uri, tests).relays).toEqual(['ws://127.0.0.1:7777'])
  })

  it.each([
    [
      'another scheme',
      `https://${wallet}?relay=${relay}&secret=${secret}`,
      'The connection string must start with nostr+walletconnect://',
    ],
    [
      'no wallet key',
      `nostr+walletconnect://?relay=${relay}&secret=${secret}`,
      'The connection string must name the wallet by its public key: 64 hexadecimal characters after nostr+walletconnect://',
    ],
    [
      'a short wallet key',
      `nostr+walletconnect://${wallet.slice(2)}?relay=${relay}&secret=${secret}`,
      'The connection string must name the wallet by its public key: 64 hexadecimal characters after nostr+walletconnect://',
    ],
    [
      'an npub instead of hex',
      `nostr+walletconnect://npub1xyz?relay=${relay}&secret=${secret}`,
      'The connection string must name the wallet by its public key: 64 hexadecimal characters after nostr+walletconnect://',
    ],
    [
      'no secret',
      `nostr+walletconnect://${wallet}?relay=${relay}`,
      'The connection string has no secret (secret=...)',
    ],
    [
      'a short secret',
      `nostr+walletconnect://${wallet}?relay=${relay}&secret=${secret.slice(1)}`,
      'The secret in the connection string must be 64 hexadecimal characters',
    ],
    [
      'a non-hex secret',
      `nostr+walletconnect://${wallet}?relay=${relay}&secret=${secret.slice(1)}g`,
      'The secret in the connection string must be 64 hexadecimal characters',
    ],
    [
      'two secrets',
      `nostr+walletconnect://${wallet}?relay=${relay}&secret=${secret}&secret=${secret}`,
      'The connection string has more than one secret',
    ],
    [
      'no relay',
      `nostr+walletconnect://${wallet}?secret=${secret}`,
      'The connection string names no relay (relay=wss://...)',
    ],
    [
      'an empty relay',
      `nostr+walletconnect://${wallet}?relay=&secret=${secret}`,
      'The connection string names no relay (relay=wss://...)',
    ],
    [
      'an https relay',
      `nostr+walletconnect://${wallet}?relay=https%3A%2F%2Frelay.example&secret=${secret}`,
      'The relay "https://relay.example" must start with wss://',
    ],
    [
      'a relay that is no URL',
      `nostr+walletconnect://${wallet}?relay=relay.example&secret=${secret}`,
      'The relay "relay.example" is not a valid address',
    ],
    [
      'a relay with a password',
      `nostr+walletconnect://${wallet}?relay=wss%3A%2F%2Fu%3Ap%40relay.example&secret=${secret}`,
      'The relay "relay.example" must not contain a user name or password',
    ],
    [
      'a plain ws relay',
      `nostr+walletconnect://${wallet}?relay=ws%3A%2F%2Frelay.example&secret=${secret}`,
      'The relay relay.example is not encrypted: use a wss:// relay (plain ws:// is only for a relay on this machine, when the operator sets ALLOW_INSECURE_RELAYS=true)',
    ],
    [
      'a bad lightning address',
      `nostr+walletconnect://${wallet}?relay=${relay}&secret=${secret}&lud16=mia`,
      'The lightning address (lud16) in the connection string is not a valid name@domain',
    ],
    [
      'an overlong string',
      `nostr+walletconnect://${wallet}?relay=${relay}&secret=${secret}&x=${'a'.repeat(5000)}`,
      'The connection string is too long',
    ],
  ])('refuses %s', (_name, uri, message) => {
    expect(refusal(uri)).toBe(message)
  })

  it(`refuses more than ${MAX_RELAYS} relays`, () => {
    const relays = Array.from(
      { length: MAX_RELAYS + 1 },
      (_, i) => `relay=wss%3A%2F%2Fr${i}.example`,
    )
    expect(refusal(`nostr+walletconnect://${wallet}?${relays.join('&')}&secret=${secret}`)).toBe(
      `The connection string names more than ${MAX_RELAYS} relays`,
    )
  })

  it('never quotes the secret, even when it lands where a relay belongs', () => {
    const message = refusal(`nostr+walletconnect://${wallet}?relay=${secret}&secret=${secret}`)
    expect(message).toBe('The relay "[secret]" is not a valid address')
  })
})

describe('redactNwcUri', () => {
  it('drops the secret and keeps the rest', () => {
    const uri = `nostr+walletconnect://${wallet}?relay=${relay}&secret=${secret}&lud16=mia%40getalby.com`
    const redacted = redactNwcUri(uri)
    expect(redacted).not.toContain(secret)
    expect(redacted).toBe(
      `nostr+walletconnect://${wallet}?relay=wss%3A%2F%2Frelay.getalby.com%2Fv1&lud16=mia%40getalby.com`,
    )
    expect(redactNwcUri(`nostr+walletconnect://${wallet}?secret=${secret}`)).toBe(
      `nostr+walletconnect://${wallet}`,
    )
  })
})
