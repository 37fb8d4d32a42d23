/**
 * The languages the app speaks, named once for the member's stored choice (the API
 * refuses others), the browser's catalogues and the e-mails. English is the source:
 * its texts are the specification's, word for word.
 */
export const LANGUAGES = ['en', 'de', 'es'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/** Each language in its own words, as the switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
}

/**
 * The first of a browser's preferred languages (navigator.languages, or an
 * Accept-Language header's tags in order) that the app speaks, by its primary subtag:
 * "de-AT" is German. English when none is.
 */
export function firstSpokenLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().split('-')[0]?.toLowerCase()
    if (isLanguage(primary)) return primary
  }
  return DEFAULT_LANGUAGE
}
