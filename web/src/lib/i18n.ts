import type { Catalogue, TextKey, Texts, TextValues } from '@api/contracts/catalogues'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@api/contracts/languages'
import i18next from 'i18next'
import { createElement, type ReactElement } from 'react'
import { initReactI18next, Trans, useTranslation } from 'react-i18next'

/**
 * Every text the app shows lives in a catalogue next to the screens that show it:
 * `features/<feature>/texts.ts` (and `components/texts.ts`, `app/texts.ts`, ...), one
 * i18next namespace each, so a lazily loaded screen brings its own texts. English is
 * the source and stays exactly the specification's wording; German and Spanish must
 * carry every key (the Texts type refuses a catalogue that misses one, and
 * i18n.test.ts checks the plural forms each language needs).
 *
 * Plurals follow i18next: `key_one` / `key_other` (Spanish also needs `key_many`, which
 * CLDR uses for a million and more), chosen by `count`. Values go in as `{{name}}`;
 * React escapes them, so i18next must not. The catalogue shape is shared with the
 * server's e-mails: api/contracts/catalogues.ts.
 */

export type { Catalogue, TextKey, Texts, TextValues }

/** Every namespace registered so far, for the catalogue test and the language switch. */
const registered = new Map<string, Texts<Catalogue>>()

/**
 * The languages whose catalogues i18next holds: the fallback and each one shown so far.
 * A page load needs one language (two when it is not English), so the others are handed
 * to i18next only when shown: handing every namespace over in every language was a
 * measurable part of the app's first task on a slow phone (docs/performance.md).
 */
const languagesHeld = new Set<Language>([DEFAULT_LANGUAGE])

i18next.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {},
  // Catalogues are added as their screens load; nothing is fetched.
  initAsync: false,
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  // Reports a key the language's catalogue lacks (below) instead of only falling back.
  saveMissing: true,
})

/**
 * A text asked for that a catalogue lacks is an error in the console: the browser tests
 * fail on console errors (web/e2e/languages.spec.ts walks every page in each language),
 * and the build's prerender shows it. The catalogue test (i18n.test.ts) catches most of
 * them earlier; this catches a key a screen asks for that no catalogue has.
 */
i18next.on('missingKey', (languages: readonly string[], namespace: string, key: string) => {
  console.error(`Missing text ${namespace}:${key} in ${languages.join(', ')}`)
})

/**
 * Declares one namespace's texts in every language and hands them to i18next. Called
 * once at the top of a `texts.ts` module; the result is what useTexts takes.
 */
export function defineTexts<const E extends Catalogue>(
  namespace: string,
  catalogues: Omit<Texts<E>, 'namespace'>,
): Texts<E> {
  const texts: Texts<E> = { namespace, ...catalogues }
  registered.set(namespace, texts as unknown as Texts<Catalogue>)
  for (const language of languagesHeld) hold(language, texts as unknown as Texts<Catalogue>)
  return texts
}

/**
 * Hands one namespace's catalogue in `language` to i18next. A catalogue is flat and never
 * changed, so i18next's deep copy of it (JSON round trip, then a deep merge) is skipped: a
 * shallow copy keeps i18next's own additions (a missing key it saves) out of it.
 */
function hold(language: Language, texts: Texts<Catalogue>): void {
  i18next.addResourceBundle(language, texts.namespace, texts[language], false, true, {
    skipCopy: true,
    silent: false,
  })
}

/** The catalogues registered so far (a test imports every texts.ts first). */
export function registeredTexts(): ReadonlyMap<string, Texts<Catalogue>> {
  return registered
}

export type TextFunction<E extends Catalogue> = (key: TextKey<E>, values?: TextValues) => string

/** A namespace's text function for the language shown now, outside React (toasts, titles). */
export function textsNow<E extends Catalogue>(texts: Texts<E>): TextFunction<E> {
  return plainText(i18next.getFixedT(null, texts.namespace))
}

/**
 * A namespace's text function in a component; the component renders again when the
 * language changes.
 */
export function useTexts<E extends Catalogue>(texts: Texts<E>): TextFunction<E> {
  return plainText(useTranslation(texts.namespace).t)
}

/**
 * i18next's own key typing knows nothing of these catalogues (TextKey types the keys
 * instead), so its t is called as a plain function of a key and values.
 */
function plainText<E extends Catalogue>(t: unknown): TextFunction<E> {
  const call = t as (key: string, values?: TextValues) => string
  return (key, values) => call(key, values)
}

export interface RichTextProps<E extends Catalogue> {
  texts: Texts<E>
  /**
   * A text with tags for elements, e.g. "Read <a>How It Works</a> first." A tag must not be
   * named like an HTML void element (link, img, input, br...): the parser would close it at
   * once and the words would fall outside the element (i18n.test.ts refuses those names).
   */
  k: TextKey<E>
  /** The elements the text's tags stand for: `{ a: <Link to="/how-it-works" /> }`. */
  parts: Readonly<Record<string, ReactElement>>
  values?: TextValues
}

/** A text with links or emphasis inside it, where each language may order them as it needs. */
export function RichText<E extends Catalogue>({ texts, k, parts, values }: RichTextProps<E>) {
  return createElement(Trans, {
    ns: texts.namespace,
    i18nKey: k,
    components: parts as Record<string, ReactElement>,
    values,
  })
}

/** The language shown now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE
}

/** Shows the app in another language at once (every mounted useTexts renders again). */
export async function showLanguage(language: Language): Promise<void> {
  if (!languagesHeld.has(language)) {
    languagesHeld.add(language)
    for (const texts of registered.values()) hold(language, texts)
  }
  await i18next.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
