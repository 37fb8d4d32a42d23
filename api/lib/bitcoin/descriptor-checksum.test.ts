import { describe, expect, it } from 'vitest'
import { descriptorChecksum, withChecksum } from './descriptor-checksum.js'

describe('descriptor checksum (BIP380)', () => {
  it('matches published checksums', () => {
    // BIP380's example, Bitcoin Core's descriptors.md example, and an addr() descriptor.
    expect(descriptorChecksum('raw(deadbeef)')).toBe('89f8spxm')
    expect(
      descriptorChecksum(
        "pkh([d34db33f/44'/0'/0']xpub6ERApfZwUNrhLCkDtcHTcxd75RbzS1ed54G1LkBUHQVHQKqhMkhgbmJbZRkrgZw4koxb5JaHWkY4ALHY2grBGRjaDMzQLcgJvLJuZZvRcEL/1/*)",
      ),
    ).toBe('ml40v0wf')
    expect(descriptorChecksum('addr(mkmZxiEcEd8ZqjQWVZuC6so5dFMKEFpN2j)')).toBe('02wpgw69')
  })

  it('changes with any one character and refuses characters outside the set', () => {
    expect(descriptorChecksum('raw(deadbeee)')).not.toBe('89f8spxm')
    expect(descriptorChecksum('raw(deadbeef)\u00e9')).toBeUndefined()
    expect(withChecksum('raw(deadbeef)')).toBe('raw(deadbeef)#89f8spxm')
    expect(() => withChecksum('raw(\u00e9)')).toThrow()
  })
})
