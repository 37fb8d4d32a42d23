/**
 * Which language a page is shown in, one rule for the server that draws the page and
 * the browser that takes it over, so both draw the same words (no flash of another
 * language). In order:
 *
 * 1. the signed-in member's stored language (`GET /api/auth/user` answers it; null until
 *    the member chooses one): a member's choice follows them to every device;
 * 2. the choice made in the switcher on this device (the LANGUAGE_COOKIE, which the
 *    browser also keeps in localStorage);
 * 3. the browser's own preferences (navigator.languages, or its Accept-Language header):
 *    the first one the app speaks, else English.
 */
import { firstSpokenLanguage, isLanguage, type Language } from './languages.js'

/**
 * The readable cookie holding this device's choice, sent with every page load so the
 * server draws the page in it. No secret: only a language code.
 */
export const LANGUAGE_COOKIE = 'lang'

export interface LanguageSources {
  /** The signed-in member's stored language, when someone is signed in and chose one. */
  member?: unknown
  /** The choice made on this device (the cookie or localStorage), if any. */
  device?: unknown
  /** The browser's preferred language tags, most preferred first. */
  preferred: readonly string[]
}

export function pickLanguage({ member, device, preferred }: LanguageSources): Language {
  if (isLanguage(member)) return member
  if (isLanguage(device)) return device
  return firstSpokenLanguage(preferred)
}

/**
 * The language tags of an Accept-Language header, most preferred first (by `q`, then by
 * their order); tags refused with `q=0` are left out. "de-AT,en;q=0.5" is de-AT, en.
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return []
  const tags: { tag: string; q: number; at: number }[] = []
  for (const [at, part] of header.split(',').entries()) {
    const [tag = '', ...params] = part.trim().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (tag.trim() === '' || !Number.isFinite(q) || q <= 0) continue
    tags.push({ tag: tag.trim(), q, at })
  }
  return tags.sort((a, b) => b.q - a.q || a.at - b.at).map(({ tag }) => tag)
}
