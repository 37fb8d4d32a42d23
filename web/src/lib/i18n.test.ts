/// <reference types="vite/client" />
import { LANGUAGES } from '@api/contracts/languages'
import { describe, expect, it } from 'vitest'
import { registeredTexts, showLanguage, textsNow } from './i18n'

// Every catalogue of the app: a texts.ts module registers its namespace when loaded.
const modules = import.meta.glob('../**/texts.ts', { eager: true })

/** `{{name}}` placeholders and `<tag>` parts of a text, which every language must keep. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort()
}

const PLURAL = /_(zero|one|two|few|many|other)$/

describe('the catalogues', () => {
  it('are all loaded', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0)
    expect(registeredTexts().size).toBe(Object.keys(modules).length)
  })

  for (const [namespace, texts] of registeredTexts()) {
    describe(namespace, () => {
      for (const language of LANGUAGES) {
        it(`${language}: every text, no other, with the English text's placeholders`, () => {
          const catalogue = texts[language]
          const bases = new Set(Object.keys(texts.en).map((key) => key.replace(PLURAL, '')))
          for (const [key, english] of Object.entries(texts.en)) {
            if (PLURAL.test(key)) continue
            expect(catalogue[key], `${namespace}.${key} in ${language}`).toBeTruthy()
            expect(slots(catalogue[key] ?? ''), `${namespace}.${key} in ${language}`).toEqual(
              slots(english),
            )
          }
          // A plural carries every form the language's rules choose between.
          const plurals = [...bases].filter((base) => !(base in texts.en))
          const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories
          for (const base of plurals) {
            for (const form of forms) {
              expect(
                catalogue[`${base}_${form}`],
                `${namespace}.${base}_${form} in ${language}`,
              ).toBeTruthy()
            }
          }
          for (const key of Object.keys(catalogue)) {
            expect(
              bases.has(key.replace(PLURAL, '')),
              `${namespace}.${key} in ${language} is not English`,
            ).toBe(true)
          }
        })
      }
    })
  }

  it('answer in the language shown', async () => {
    const [first] = registeredTexts().values()
    if (!first) throw new Error('no catalogue')
    const key = Object.keys(first.en).find((k) => !PLURAL.test(k) && !first.en[k]?.includes('{{'))
    if (!key) throw new Error('no plain text')
    for (const language of LANGUAGES) {
      await showLanguage(language)
      expect(textsNow(first)(key as never)).toBe(first[language][key])
    }
    await showLanguage('en')
  })
})

describe('a text no catalogue has', () => {
  it('is reported as a console error, which the browser tests fail on', async () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args.join(' '))
    try {
      await showLanguage('de')
      const [first] = registeredTexts().values()
      if (!first) throw new Error('no catalogue')
      textsNow(first)('noSuchTextAnywhere' as never)
    } finally {
      console.error = original
      await showLanguage('en')
    }
    expect(
      errors.some(
        (e) => String(e).includes('Missing text') && String(e).includes('noSuchTextAnywhere'),
      ),
    ).toBe(true)
  })
})
