import type { Language } from '@api/contracts/languages'
import { currentLanguage } from '../../lib/i18n'

/** "21,000 sats" ("21.000 sats" in German): prices and payments are whole sats. */
export function formatSats(sats: number, language: Language = currentLanguage()): string {
  return `${sats.toLocaleString(language)} sats`
}

/**
 * "March 3, 2027" ("3. März 2027"): the day a trial or a paid time ends, in `timeZone`
 * (default: the device's).
 */
export function formatDay(
  iso: string,
  language: Language = currentLanguage(),
  timeZone?: string,
): string {
  return new Date(iso).toLocaleDateString(language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone,
  })
}

/**
 * Days left until `iso`, a day begun counting as one: a 90-day trial has 90 left on the
 * day it starts, and 1 on its last day, until the moment it ends; never below 0.
 */
export function daysLeft(iso: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(iso).getTime() - now.getTime()) / 86_400_000))
}

/**
 * What the yearly plan saves against twelve monthly payments, and how many whole
 * months that is (spec: 200,000 against 21,000 saves 52,000 sats, 2 months free).
 */
export function yearlySaving(monthly: number, yearly: number): { sats: number; months: number } {
  const sats = Math.max(0, monthly * 12 - yearly)
  return { sats, months: monthly > 0 ? Math.floor(sats / monthly) : 0 }
}
