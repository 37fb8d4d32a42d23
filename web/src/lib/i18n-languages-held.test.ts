import { afterEach, describe, expect, it } from 'vitest'
import { defineTexts, showLanguage, textsNow } from './i18n'

// i18next holds a catalogue in a language only once that language is shown (i18n.ts):
// a namespace defined before, or after, must answer in it either way. Its own file:
// i18n.test.ts counts the namespaces the app defines.
describe('a catalogue in a language not shown at start', () => {
  afterEach(async () => {
    await showLanguage('en')
  })

  it('answers once the language is shown, defined before', async () => {
    const texts = defineTexts('held-before', {
      en: { greeting: 'Hello' },
      de: { greeting: 'Hallo' },
      es: { greeting: 'Hola' },
    })
    expect(textsNow(texts)('greeting')).toBe('Hello')
    await showLanguage('de')
    expect(textsNow(texts)('greeting')).toBe('Hallo')
    await showLanguage('es')
    expect(textsNow(texts)('greeting')).toBe('Hola')
  })

  it('answers in the language shown when defined after it was shown', async () => {
    await showLanguage('de')
    const texts = defineTexts('held-after', {
      en: { greeting: 'Hello' },
      de: { greeting: 'Hallo' },
      es: { greeting: 'Hola' },
    })
    expect(textsNow(texts)('greeting')).toBe('Hallo')
    await showLanguage('en')
    expect(textsNow(texts)('greeting')).toBe('Hello')
  })
})
