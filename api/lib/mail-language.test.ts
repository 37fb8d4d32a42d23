import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allCatalogueProblems } from '../contracts/catalogues.js'
import { LANGUAGES } from '../contracts/languages.js'
import { defineMailTexts, registeredMailTexts } from './mail-language.js'

/** Every mail catalogue of the server: a mail-texts.ts next to the code that sends. */
const apiRoot = join(import.meta.dirname, '..')
const catalogueFiles = readdirSync(apiRoot, { recursive: true, encoding: 'utf8' }).filter((path) =>
  path.endsWith('mail-texts.ts'),
)

describe('the mail catalogues', () => {
  it('carry every English text in German and Spanish, with its placeholders and plural forms', async () => {
    expect(catalogueFiles.length).toBeGreaterThan(5)
    for (const file of catalogueFiles) {
      const exported = Object.values(await import(join(apiRoot, file))) as Array<{
        namespace?: string
      }>
      const namespaces = exported.flatMap((value) => value.namespace ?? [])
      expect(namespaces.length, `${file} defines no mail texts`).toBeGreaterThan(0)
      for (const namespace of namespaces) expect(registeredMailTexts().has(namespace)).toBe(true)
    }
    for (const texts of registeredMailTexts().values()) {
      expect(allCatalogueProblems(texts)).toEqual([])
    }
  })
})

describe('defineMailTexts', () => {
  const texts = defineMailTexts('mail-language-test', {
    en: {
      greeting: 'Hello {{name}}',
      days_one: 'your {{count}}-day trial',
      days_other: 'your {{count}}-day trial',
    },
    de: {
      greeting: 'Hallo {{name}}',
      days_one: 'deine {{count}}-tägige Testphase',
      days_other: 'deine {{count}}-tägige Testphase',
    },
    es: {
      greeting: 'Hola, {{name}}',
      days_one: 'tu prueba de {{count}} día',
      days_many: 'tu prueba de {{count}} de días',
      days_other: 'tu prueba de {{count}} días',
    },
  })

  it("answers in the recipient's language, values as given (mail text is not HTML)", () => {
    expect(
      LANGUAGES.map((language) => texts.in(language)('greeting', { name: 'Mía & <Jo>' })),
    ).toEqual(['Hello Mía & <Jo>', 'Hallo Mía & <Jo>', 'Hola, Mía & <Jo>'])
  })

  it("picks each language's plural form by count", () => {
    const es = texts.in('es')
    expect([
      es('days', { count: 1 }),
      es('days', { count: 30 }),
      es('days', { count: 1_000_000 }),
    ]).toEqual(['tu prueba de 1 día', 'tu prueba de 30 días', 'tu prueba de 1000000 de días'])
  })

  it('finds a catalogue that lacks a text, a placeholder or a plural form', () => {
    const broken = {
      namespace: 'broken',
      en: { a: 'A {{name}}', n_one: '{{count}} x', n_other: '{{count}} xs' },
      de: { a: 'A', n_one: '{{count}} x', n_other: '{{count}} xs' },
      es: { n_one: '{{count}} x', n_other: '{{count}} xs', extra: 'E' },
    }
    expect(allCatalogueProblems(broken as never)).toEqual([
      'broken.a in de has no placeholders, English {{name}}',
      'broken.a in es is missing',
      'broken.n_many in es is missing',
      'broken.extra in es is not an English key',
    ])
  })
})
