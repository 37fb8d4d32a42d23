/**
 * The app's second start stage (main.tsx): i18next, the catalogues it starts with and the
 * language the page was drawn in.
 */
export { startLanguage } from '../lib/language'
