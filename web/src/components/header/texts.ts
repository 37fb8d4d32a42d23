import { defineTexts } from '../../lib/i18n'

/**
 * The headers' own words: the public pages' header and the language switcher every header
 * carries (each language's name is its own: LANGUAGE_NAMES).
 */
export const headerTexts = defineTexts('header', {
  en: { site: 'Site', language: 'Language', backToHome: 'Back to Home' },
  de: { site: 'Website', language: 'Sprache', backToHome: 'Zurück zur Startseite' },
  es: { site: 'Sitio', language: 'Idioma', backToHome: 'Volver al inicio' },
})
