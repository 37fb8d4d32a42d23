import type { Language } from '@api/contracts/languages'
import { afterEach, expect, it } from 'vitest'
import { showLanguage } from './i18n'

/**
 * The checks a screen test makes in each language (used inside its describe): in
 * English the screens' markup holds every `english` text (the spec's words); in German
 * and Spanish none of them, and the language's own `expected` texts instead.
 */
export function speaksEveryLanguage(
  screens: () => string,
  english: readonly string[],
  expected: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>>,
): void {
  afterEach(async () => {
    await showLanguage('en')
  })

  it('speak the spec English by default', () => {
    const markup = screens()
    for (const text of english) expect(markup, text).toContain(text)
  })

  for (const [language, texts] of Object.entries(expected) as [Language, readonly string[]][]) {
    it(`leave no English in ${language}`, async () => {
      await showLanguage(language)
      const markup = screens()
      for (const text of english) expect(markup, text).not.toContain(text)
      for (const text of texts) expect(markup).toContain(text)
    })
  }
}
