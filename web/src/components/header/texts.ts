import { defineTexts } from '../../lib/i18n'

/**
 * The headers' own words: the public pages' header and the language switcher every header
 * carries (each language's name is its own: LANGUAGE_NAMES).
 */
export const headerTexts = defineTexts('header', {
  en: {
    site: 'Site',
    language: 'Language',
    backToHome: 'Back to Home',
    notSaved: 'Your language could not be saved to your account',
  },
  de: {
    site: 'Website',
    language: 'Sprache',
    backToHome: 'Zurück zur Startseite',
    notSaved: 'Deine Sprache konnte nicht in deinem Konto gespeichert werden',
  },
  es: {
    site: 'Sitio',
    language: 'Idioma',
    backToHome: 'Volver al inicio',
    notSaved: 'No se pudo guardar tu idioma en tu cuenta',
  },
})
