import {
  finalizeEvent,
  generateSecretKey,
  getPublicKey,
  type NostrEvent,
  verifyEvent,
} from 'nostr-tools/pure'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadNostrSignatures, type NostrSignatures } from './nostr-signatures.js'

let signatures: NostrSignatures
beforeAll(async () => {
  signatures = await loadNostrSignatures()
})

const template = () => ({
  kind: 23194,
  created_at: 1_764_000_000,
  tags: [
    ['p', 'a'.repeat(64)],
    ['encryption', 'nip44_v2'],
  ],
  content: 'a "quoted" text\nwith a line break, é and ✓',
})

/** A copy as it arrives from a relay: parsed JSON, nothing cached on it. */
const received = (event: NostrEvent): NostrEvent => JSON.parse(JSON.stringify(event))

describe('Nostr signatures with libsecp256k1', () => {
  it("signs events that nostr-tools' JavaScript implementation accepts as the key's", () => {
    const key = generateSecretKey()
    const event = signatures.sign(template(), key)
    expect(event.pubkey).toBe(getPublicKey(key))
    expect(verifyEvent(received(event))).toBe(true)
    expect(signatures.verify(received(event))).toBe(true)
  })

  it("accepts events signed by nostr-tools' JavaScript implementation", () => {
    const event = finalizeEvent(template(), generateSecretKey())
    expect(signatures.verify(received(event))).toBe(true)
  })

  it('refuses an event whose content, id, signature or key is not what was signed', () => {
    const event = received(finalizeEvent(template(), generateSecretKey()))
    const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1)
    const tampered: Record<string, NostrEvent> = {
      content: { ...event, content: `${event.content}!` },
      id: { ...event, id: flip(event.id) },
      sig: { ...event, sig: flip(event.sig) },
      pubkey: { ...event, pubkey: getPublicKey(generateSecretKey()) },
    }
    for (const [field, copy] of Object.entries(tampered)) {
      expect(signatures.verify(copy), field).toBe(false)
    }
  })

  it('refuses malformed fields, and checks the next event as before', () => {
    const event = received(finalizeEvent(template(), generateSecretKey()))
    const malformed: Record<string, NostrEvent> = {
      // nostr-wasm alone compares only as much of the id as it is given.
      'a short id': { ...event, id: event.id.slice(0, 2) },
      'a long signature': { ...event, sig: event.sig + 'ab'.repeat(32) },
      'a short signature': { ...event, sig: event.sig.slice(0, 126) },
      'upper-case hex': { ...event, sig: event.sig.toUpperCase() },
      'not hex': { ...event, pubkey: `zz${event.pubkey.slice(2)}` },
    }
    for (const [what, copy] of Object.entries(malformed)) {
      expect(signatures.verify(copy), what).toBe(false)
    }
    expect(signatures.verify(event)).toBe(true)
  })

  it('is loaded once per process', async () => {
    expect(await loadNostrSignatures()).toBe(signatures)
  })
})
