/**
 * The goal screens' display rules and input filters (spec 2, sections 4, 5 and 9), pure
 * so they can be tested without a browser. The input rules the server applies too live
 * in api/contracts (goal-form, allocation-form, contribution-form, percentage).
 */
import type { ApplyTo, GoalCategory } from '@api/contracts/goal-vocabulary'
import type { PendingAllocationDto } from '@api/features/goals/goals.schemas'
import { currentLanguage } from '../../lib/i18n'
import type { GoalsText } from './texts'

type AllocationStatus = PendingAllocationDto['status']

const CATEGORY_KEYS = {
  vacation: 'categoryVacation',
  education: 'categoryEducation',
  toy: 'categoryToy',
  bike: 'categoryBike',
  car: 'categoryCar',
  home: 'categoryHome',
  electronics: 'categoryElectronics',
  sports: 'categorySports',
  other: 'categoryOther',
} as const satisfies Record<GoalCategory, Parameters<GoalsText>[0]>

export function categoryLabel(t: GoalsText, category: string): string {
  const key = CATEGORY_KEYS[category as GoalCategory]
  return key ? t(key) : category
}

/** The contributions' types and the ledger types a goal's history shows besides them. */
const HISTORY_KEYS: Record<string, Parameters<GoalsText>[0]> = {
  allowance: 'contributionAllowance',
  bonus: 'contributionBonus',
  savings: 'contributionSavings',
  chores: 'contributionChores',
  gift: 'contributionGift',
  // Both a share of savings and a share of an allowance credit arrive under this type.
  goal_allocation: 'historyAllocation',
  goal_refund: 'historyRefund',
  goal_closed: 'historyClosed',
}

export function historyLabel(t: GoalsText, type: string): string {
  const key = HISTORY_KEYS[type]
  return key ? t(key) : type
}

export function applyToLabel(t: GoalsText, applyTo: ApplyTo): string {
  return t(applyTo === 'new_contributions' ? 'applyNew' : 'applySavings')
}

/** "Anna: 10% of new contributions", whose share of what goes to a goal. */
export function allocationShare(
  t: GoalsText,
  name: string,
  percentage: number,
  applyTo: ApplyTo,
): string {
  const key = applyTo === 'new_contributions' ? 'allocationShareNew' : 'allocationShareSavings'
  return t(key, { name, percentage })
}

const STATUS_KEYS = {
  pending: 'statusPending',
  active: 'statusActive',
  denied: 'statusDenied',
  ended: 'statusEnded',
} as const satisfies Record<AllocationStatus, Parameters<GoalsText>[0]>

export function statusLabel(t: GoalsText, status: AllocationStatus): string {
  return t(STATUS_KEYS[status])
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
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(currentLanguage())
}

/** An ISO date-time in the language shown, in `timeZone` (default: the device's). */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(currentLanguage(), { timeZone })
}
