/**
 * The goal screens' display rules and input filters (spec 2, sections 4, 5 and 9), pure
 * so they can be tested without a browser. The input rules the server applies too live
 * in api/contracts (goal-form, allocation-form, contribution-form, percentage).
 */
import { CONTRIBUTION_LABELS, type GoalCategory } from '@api/contracts/goal-vocabulary'
import { currentLanguage } from '../../lib/i18n'

export const CATEGORY_LABELS: Record<GoalCategory, string> = {
  vacation: 'Vacation',
  education: 'Education',
  toy: 'Toy',
  bike: 'Bike',
  car: 'Car',
  home: 'Home',
  electronics: 'Electronics',
  sports: 'Sports',
  other: 'Other',
}

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category as GoalCategory] ?? category
}

/** Ledger types a goal's history shows besides the contributions themselves. */
const HISTORY_LABELS: Record<string, string> = {
  ...CONTRIBUTION_LABELS,
  // Both a share of savings and a share of an allowance credit arrive under this type.
  goal_allocation: 'Allocation',
  goal_refund: 'Returned to Savings',
  goal_closed: 'Returned to Parents',
}

export function historyLabel(type: string): string {
  return HISTORY_LABELS[type] ?? type
}

export function applyToLabel(applyTo: string): string {
  if (applyTo === 'new_contributions') return 'New contributions'
  if (applyTo === 'entire_savings' || applyTo === 'existing_savings') return 'Entire savings'
  return applyTo
}

const MAX_DECIMALS = 8

/**
 * The amount field's filter: only digits and the first decimal point survive, and at most
 * 8 decimals, so the field can never hold something the server would refuse as a format.
 */
export function keepAmountInput(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  if (dot === -1) return cleaned
  const whole = cleaned.slice(0, dot)
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, MAX_DECIMALS)
  return `${whole}.${fraction}`
}

/** Progress as the spec shows it: one decimal and a percent sign. */
export function formatProgress(progress: number): string {
  return `${progress.toFixed(1)}%`
}

/** A YYYY-MM-DD date read as a calendar day (not UTC midnight, which shifts west of UTC). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Date(year, month - 1, day).toLocaleDateString(currentLanguage())
}

/** An ISO date-time as this device's calendar date (history rows stay narrow on a phone). */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString()
}

/** An ISO date-time in the language shown, in `timeZone` (default: the device's). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(currentLanguage(), { timeZone })
}
