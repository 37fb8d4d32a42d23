/// <reference types="vite/client" />
import { catalogueProblems } from '@api/contracts/catalogues'
import { LANGUAGES } from '@api/contracts/languages'
import { describe, expect, it } from 'vitest'
import { registeredTexts, showLanguage, textsNow } from './i18n'

// Every catalogue of the app: a texts.ts module registers its namespace when loaded.
const modules = import.meta.glob('../**/texts.ts', { eager: true })

const PLURAL = /_(zero|one|two|few|many|other)$/

/** HTML's void elements: a RichText tag named so would be closed at once, its words left outside. */
const VOID_ELEMENTS = new Set(
  'area base br col embed hr img input link meta param source track wbr'.split(' '),
)

describe('the catalogues', () => {
  it('are all loaded', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0)
    // Each module its own namespace: a second one of the same name would replace the first's texts.
    const namespaces = Object.values(modules).flatMap((module) =>
      Object.values(module as Record<string, { namespace?: string }>).map(
        (texts) => texts.namespace,
      ),
    )
    const repeated = namespaces.filter((name, at) => namespaces.indexOf(name) !== at)
    expect(repeated, 'namespaces defined twice').toEqual([])
    expect(registeredTexts().size).toBe(Object.keys(modules).length)
  })

  for (const [namespace, texts] of registeredTexts()) {
    describe(namespace, () => {
      for (const language of LANGUAGES) {
        it(`${language}: every text, no other, with the English text's placeholders`, () => {
          expect(catalogueProblems(texts, language)).toEqual([])
        })
      }
      it('names no RichText part like an HTML void element', () => {
        const everyText = LANGUAGES.flatMap((language) => Object.values(texts[language]))
        const voidTags = everyText.flatMap((text) =>
          [...text.matchAll(/<(\w+)>/g)].filter((tag) => VOID_ELEMENTS.has(tag[1] ?? '')),
        )
        expect(voidTags.map((tag) => tag.input)).toEqual([])
      })
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
