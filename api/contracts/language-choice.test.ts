import { describe, expect, it } from 'vitest'
import { acceptedLanguageTags, pickLanguage } from './language-choice.js'

describe('pickLanguage', () => {
  it("takes the member's stored language first, on any device", () => {
    expect(pickLanguage({ member: 'es', device: 'de', preferred: ['de-DE'] })).toBe('es')
  })

  it("takes this device's choice when the member has none or nobody is signed in", () => {
    expect(pickLanguage({ member: null, device: 'de', preferred: ['es'] })).toBe('de')
    expect(pickLanguage({ device: 'de', preferred: ['es'] })).toBe('de')
  })

  it("takes the browser's first language the app speaks otherwise", () => {
    expect(pickLanguage({ member: null, device: null, preferred: ['fr-FR', 'es-MX', 'de'] })).toBe(
      'es',
    )
    expect(pickLanguage({ preferred: ['fr', 'it'] })).toBe('en')
  })

  it('ignores values that are no language the app speaks', () => {
    expect(pickLanguage({ member: 'fr', device: 'xx', preferred: ['de-AT'] })).toBe('de')
  })
})

describe('acceptedLanguageTags', () => {
  it('orders by q, then by place, and leaves out q=0', () => {
    expect(acceptedLanguageTags('fr;q=0.4, es-MX;q=0.9, de-AT, en;q=0')).toEqual([
      'de-AT',
      'es-MX',
      'fr',
    ])
    expect(acceptedLanguageTags('es,de')).toEqual(['es', 'de'])
  })

  it('reads nothing from a missing or malformed header', () => {
    expect(acceptedLanguageTags(undefined)).toEqual([])
    expect(acceptedLanguageTags(' , ;q=1, de;q=abc')).toEqual([])
  })
})
