import type { Locator, Page } from 'playwright-core'

/** The offline page's heading and button in each language, as a person reads them. */
const WORDS = {
  en: { heading: 'You are offline', tryAgain: 'Try Again' },
  de: { heading: 'Du bist offline', tryAgain: 'Erneut versuchen' },
  es: { heading: 'Estás sin conexión', tryAgain: 'Reintentar' },
} as const

/**
 * The offline page (web/src/app/offline-screen.tsx) the service worker answers a page
 * load with when the server cannot be reached, at the address that was asked for, in
 * the device's language.
 */
export class OfflinePage {
  readonly heading: Locator
  readonly tryAgain: Locator

  constructor(
    readonly page: Page,
    language: keyof typeof WORDS = 'en',
  ) {
    const words = WORDS[language]
    this.heading = page.getByRole('heading', { level: 1, name: words.heading })
    this.tryAgain = page.getByRole('button', { name: words.tryAgain })
  }
}
