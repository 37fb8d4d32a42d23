/// <reference types="vite/client" />
import { catalogueProblems } from '@api/contracts/catalogues'
import { LANGUAGES } from '@api/contracts/languages'
import { describe, expect, it } from 'vitest'
import { registeredTexts, showLanguage, textsNow } from './i18n'

// Every catalogue of the app: a texts.ts module registers its namespace when loaded.
const modules = import.meta.glob('../**/texts.ts', { eager: true })

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
          expect(catalogueProblems(texts, language)).toEqual([])
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
