import type { EventTemplate, NostrEvent } from 'nostr-tools/pure'
import { initNostrWasm, type Nostr } from 'nostr-wasm'

/**
 * Signing and checking Nostr events (NIP-01: BIP-340 Schnorr signatures over the event's
 * id) with libsecp256k1, the library Bitcoin Core uses, compiled to WebAssembly by
 * nostr-wasm (a dependency of nostr-tools). nostr-tools' own functions do the curve's
 * arithmetic in JavaScript: on the development machine ~5 ms to sign an event and ~3 ms
 * to check one, against 0.8 and 0.5 ms here (docs/performance.md, "Lightning"). A wallet
 * connection signs every request and checks every event a relay sends.
 */
export interface NostrSignatures {
  /** The template as an event of the key's owner: its pubkey, id and sig filled in. */
  sign(template: EventTemplate, secretKey: Uint8Array): NostrEvent
  /**
   * Whether the event's id is the hash of what it says and its sig is its pubkey's
   * signature of that id. Anything else, a malformed field included, is false.
   */
  verify(event: NostrEvent): boolean
}

const HEX_32 = /^[0-9a-f]{64}$/
const HEX_64 = /^[0-9a-f]{128}$/

let loading: Promise<NostrSignatures> | undefined

/**
 * The WebAssembly module, compiled once per process on first use (~60 ms), before the
 * first event is signed or checked.
 */
export function loadNostrSignatures(): Promise<NostrSignatures> {
  if (loading) return loading
  loading = initNostrWasm().then(signaturesOf)
  // A module that could not be compiled (memory refused, say) is tried again on next use.
  loading.catch(() => {
    loading = undefined
  })
  return loading
}

function signaturesOf(secp256k1: Nostr): NostrSignatures {
  return {
    sign(template, secretKey) {
      const event: NostrEvent = { ...template, pubkey: '', id: '', sig: '' }
      secp256k1.finalizeEvent(event, secretKey)
      return event
    },
    verify(event) {
      // nostr-wasm copies the hex fields into fixed-size buffers of its memory as they
      // come, and compares only as much of the id as it is given: they are checked for
      // their exact form first.
      if (!HEX_32.test(event.id) || !HEX_32.test(event.pubkey) || !HEX_64.test(event.sig)) {
        return false
      }
      try {
        secp256k1.verifyEvent(event)
        return true
      } catch {
        return false
      }
    },
  }
}
