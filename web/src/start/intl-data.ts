/**
 * ICU's data, loaded a piece at a time before the app makes its first formatter.
 *
 * A page's first `Intl.NumberFormat` or `Intl.DateTimeFormat` loads everything ICU needs
 * for it in one call: the likely subtags, the list of available locales, the language's
 * number and calendar data. In Chromium that is ~20 ms (~80 ms on a phone 4x slower),
 * and the dashboard made its first formatter while hydrating: one of the longest tasks
 * after the screen is drawn, where a tap waits (docs/performance.md, "Lighthouse"). The
 * steps load one piece each, in order, so no one of them takes long; the app's formatters
 * find it all loaded.
 */
const STEPS: ReadonlyArray<(language: string) => unknown> = [
  (language) => new Intl.Locale(language).maximize(),
  (language) => Intl.NumberFormat.supportedLocalesOf(language),
  (language) => new Intl.NumberFormat(language).format(0),
  (language) => new Intl.DateTimeFormat(language).format(0),
]

/**
 * Loads ICU's data for `language`, each step followed by `pause` (a task of its own). A
 * tag ICU refuses ends the loading, never the app's start: the formatters load what they
 * need themselves, as before.
 */
export async function loadIntlData(language: string, pause: () => Promise<void>): Promise<void> {
  for (const step of STEPS) {
    try {
      step(language)
    } catch {
      return
    }
    await pause()
  }
}
