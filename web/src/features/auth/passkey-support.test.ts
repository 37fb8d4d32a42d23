import { describe, expect, it } from 'vitest'
import { passkeySupport } from './passkey-support'

const page = { isSecureContext: true, hostname: 'family.example', hasWebAuthn: true }

describe('passkeySupport', () => {
  it('offers passkeys in a secure context, at a name, in a browser that has WebAuthn', () => {
    expect(passkeySupport(page)).toEqual({ isOffered: true })
    expect(passkeySupport({ ...page, hostname: 'localhost' })).toEqual({ isOffered: true })
  })

  it('says why not on plain HTTP, at an IP address or without WebAuthn', () => {
    expect(passkeySupport({ ...page, isSecureContext: false })).toEqual({
      isOffered: false,
      reason:
        'Passkeys need HTTPS or localhost: at a plain-HTTP address such as this one, browsers do not offer them.',
    })
    for (const hostname of ['192.168.1.20', '127.0.0.1', '[::1]']) {
      expect(passkeySupport({ ...page, hostname }).isOffered, hostname).toBe(false)
    }
    expect(passkeySupport({ ...page, hasWebAuthn: false })).toEqual({
      isOffered: false,
      reason: 'This browser does not support passkeys.',
    })
  })
})
