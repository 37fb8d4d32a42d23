import { LANGUAGES, type Language } from './languages.js'

/**
 * The shape of a text catalogue, for the browser's screens (web/src/lib/i18n.ts) and the
 * server's e-mails (api/lib/mail-language.ts) alike: one i18next namespace, English as
 * the source, German and Spanish carrying every English key. Plurals follow i18next:
 * `key_one` / `key_other`, and Spanish also needs `key_many` (CLDR's form for a million
 * and more), chosen by `count`. Values go in as `{{name}}`.
 */

/** One language's texts: flat keys, plain strings. */
export type Catalogue = Readonly<Record<string, string>>

/** Spanish's plural forms: every `_other` English key also needs a `_many`. */
type SpanishManyKeys<E> = {
  [K in keyof E]: K extends `${infer Base}_other` ? `${Base}_many` : never
}[keyof E]

/** The same keys as the English catalogue, each with a string. */
type SameKeys<E extends Catalogue> = { readonly [K in keyof E]: string }

export interface Texts<E extends Catalogue> {
  readonly namespace: string
  readonly en: E
  readonly de: SameKeys<E>
  readonly es: SameKeys<E> & { readonly [K in SpanishManyKeys<E>]: string }
}

/** The key a text is asked for by: a plural's base name, without `_one`/`_other`/`_many`. */
export type TextKey<E extends Catalogue> = keyof E extends infer K
  ? K extends `${infer Base}_${'one' | 'other' | 'many' | 'zero' | 'two' | 'few'}`
    ? Base
    : K & string
  : never

/** Values for `{{name}}` placeholders; `count` also picks the plural form. */
export type TextValues = Readonly<Record<string, string | number>>

const PLURAL = /_(zero|one|two|few|many|other)$/

/** `{{name}}` placeholders and `<tag>` parts of a text, which every language must keep. */
function slots(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)\s*\/?>/g)].map((m) => m[0]).sort()
}

/**
 * What a catalogue lacks in one language, one sentence each (empty when nothing): a text
 * missing or empty, a placeholder the English text has and this one does not (or the
 * reverse), a plural form the language's rules choose (Intl.PluralRules), a key English
 * does not have. The types catch most of these; this also catches a placeholder dropped
 * in translation and the plural forms of each language.
 */
export function catalogueProblems(texts: Texts<Catalogue>, language: Language): string[] {
  const problems: string[] = []
  const catalogue: Catalogue = texts[language]
  const where = (key: string) => `${texts.namespace}.${key} in ${language}`
  const bases = new Set(Object.keys(texts.en).map((key) => key.replace(PLURAL, '')))
  for (const [key, english] of Object.entries(texts.en)) {
    if (PLURAL.test(key)) continue
    const text = catalogue[key]
    if (!text) problems.push(`${where(key)} is missing`)
    else if (slots(text).join() !== slots(english).join())
      problems.push(
        `${where(key)} has ${slots(text).join() || 'no placeholders'}, English ${slots(english).join() || 'none'}`,
      )
  }
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  for (const base of [...bases].filter((b) => !(b in texts.en))) {
    const english = texts.en[`${base}_other`] ?? ''
    for (const form of forms) {
      const text = catalogue[`${base}_${form}`]
      if (!text) problems.push(`${where(`${base}_${form}`)} is missing`)
      else if (
        slots(text)
          .filter((s) => s !== '{{count}}')
          .join() !==
        slots(english)
          .filter((s) => s !== '{{count}}')
          .join()
      )
        problems.push(`${where(`${base}_${form}`)} does not keep the English placeholders`)
    }
  }
  for (const key of Object.keys(catalogue)) {
    if (!bases.has(key.replace(PLURAL, ''))) problems.push(`${where(key)} is not an English key`)
  }
  return problems
}

/** Every language's problems with a catalogue (catalogueProblems), for a test to expect none. */
export function allCatalogueProblems(texts: Texts<Catalogue>): string[] {
  return LANGUAGES.flatMap((language) => catalogueProblems(texts, language))
}
