import { AUTH_USER_READ } from '@api/contracts/first-reads'
import { LANGUAGE_COOKIE, pickLanguage } from '@api/contracts/language-choice'
import { isLanguage, type Language } from '@api/contracts/languages'
import { useTranslation } from 'react-i18next'
import { deviceStorageKey } from './device-storage'
import { pageAnswerOf } from './first-reads'
import { currentLanguage, showLanguage } from './i18n'

/**
 * Which language the app is shown in, and keeping the choice (api/contracts/language-choice.ts
 * has the rule the server follows too): the member's stored language, else the choice made
 * on this device, else the browser's first language the app speaks.
 *
 * A choice made in the switcher is kept on the device twice: in localStorage (what the
 * browser reads) and in a readable cookie (what the server reads to draw a page in it).
 * When someone is signed in it is also saved to the member (PUT /api/auth/language).
 */

/** The localStorage item of this device's choice. */
const STORAGE_KEY = deviceStorageKey('language')

/** A year: the choice stays until changed. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/** The language chosen on this device, if one was: localStorage first, then the cookie. */
export function deviceLanguage(): Language | null {
  const stored = storage()?.getItem(STORAGE_KEY)
  if (isLanguage(stored)) return stored
  const cookie = cookieValue(LANGUAGE_COOKIE)
  return isLanguage(cookie) ? cookie : null
}

/** Keeps `language` as this device's choice, for the browser and for the server. */
export function rememberOnDevice(language: Language): void {
  storage()?.setItem(STORAGE_KEY, language)
  if (typeof document === 'undefined') return
  const secure = typeof location !== 'undefined' && location.protocol === 'https:'
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in Firefox and Safari before 2025; this cookie is written once per choice.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/**
 * The language the app starts in: what the server drew the page in, by the same rule
 * from the same facts (the member's language in the page's own sign-in answer, this
 * device's choice, the browser's languages). A choice kept only in localStorage (its
 * cookie gone) is written to the cookie again, so the next page comes in it.
 */
export function startLanguage(): Promise<void> {
  const device = deviceLanguage()
  if (device !== null && cookieValue(LANGUAGE_COOKIE) !== device) rememberOnDevice(device)
  const user = pageAnswerOf(AUTH_USER_READ) as { language?: unknown } | null | undefined
  return showLanguage(
    pickLanguage({ member: user?.language, device, preferred: browserLanguageTags() }),
  )
}

/** A member's stored language (null: never chosen) and how to save one. */
export interface MemberLanguage {
  stored: unknown
  save: (language: Language) => Promise<unknown>
}

/**
 * Brings the shown language and the member's stored one together once the signed-in
 * member is known: a stored language wins on any device (and becomes this device's
 * choice, so the server draws the next page in it); a member who never chose one gets
 * this device's choice saved, if a choice was made here.
 */
export async function followMemberLanguage({ stored, save }: MemberLanguage): Promise<void> {
  if (isLanguage(stored)) {
    if (deviceLanguage() !== stored) rememberOnDevice(stored)
    if (currentLanguage() !== stored) await showLanguage(stored)
    return
  }
  const device = deviceLanguage()
  if (stored === null && device !== null) await save(device)
}

/**
 * The switcher's choice: shown at once, kept on this device, and saved to the member
 * when someone is signed in (`member`). A failed save leaves the choice on the device;
 * the next sign-in saves it then if the member has none.
 */
export async function chooseLanguage(
  language: Language,
  member?: Pick<MemberLanguage, 'save'>,
): Promise<void> {
  rememberOnDevice(language)
  await showLanguage(language)
  await member?.save(language)
}

/** The language shown; the component renders again when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation()
  return isLanguage(i18n.language) ? i18n.language : currentLanguage()
}

function browserLanguageTags(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    // Storage turned off (a privacy setting): the cookie still carries the choice.
    return undefined
  }
}

function cookieValue(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}
