/**
 * Percentages of an allocation, typed by a person: at most one decimal, stored as
 * tenths of a percent (12.5% is 125). The browser and the server read them with this
 * one rule, so a value one side takes the other never refuses.
 */
import { TENTHS_PER_WHOLE } from '../lib/money.js'

/** ".5" and "0.5" alike: a leading dot is a plain way to write a half. */
const PERCENT_PATTERN = /^(?:\d{1,3}(?:\.\d)?|\.\d)$/

/**
 * "12", "12.5", ".5" or 12.5 -> tenths (125, 5); null when it is not a number with at
 * most one decimal. The range is the caller's rule.
 */
export function parsePercentTenths(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim()
  if (!PERCENT_PATTERN.test(text)) return null
  const [whole = '', tenth = ''] = text.split('.')
  return Number(whole || '0') * 10 + Number(tenth || '0')
}

/** Whether tenths lie in the allocation range: above 0 (0.1%) and at most 100%. */
export function isAllocationShare(tenths: number | null): tenths is number {
  return tenths !== null && tenths >= 1 && tenths <= TENTHS_PER_WHOLE
}

/** The percentage field's filter (spec: strip every character not a digit or a dot). */
export function keepPercentInput(text: string): string {
  return text.replace(/[^\d.]/g, '')
}
