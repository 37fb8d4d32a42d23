/**
 * The goal screens' input and display rules (spec 2, sections 4, 5 and 9), pure so they
 * can be tested without a browser. Money is integer satoshis (BigInt where a product could
 * pass 2^53); a float never touches an amount.
 */
import {
  CONTRIBUTION_LABELS,
  CONTRIBUTION_TYPES,
  type ContributionType,
  GOAL_CATEGORIES,
  type GoalCategory,
} from '../../../../api/features/goals/goal-vocabulary'
import { AmountError, btcToSats, satsToBtc } from '../../../../api/lib/money'

export {
  CONTRIBUTION_LABELS,
  CONTRIBUTION_TYPES,
  type ContributionType,
  GOAL_CATEGORIES,
  type GoalCategory,
}

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

/** Types whose money comes out of a child's balance, so they need the child named. */
export function needsChild(type: ContributionType): boolean {
  return type === 'savings' || type === 'allowance'
}

export function applyToLabel(applyTo: string): string {
  if (applyTo === 'new_contributions') return 'New contributions'
  if (applyTo === 'entire_savings' || applyTo === 'existing_savings') return 'Entire savings'
  return applyTo
}

export const MAX_TITLE_LENGTH = 100
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

/** The percentage field's filter (spec: strip every character not a digit or a dot). */
export function keepPercentInput(text: string): string {
  return text.replace(/[^\d.]/g, '')
}

/**
 * A percentage as tenths of a percent: "12.5" -> 125. Null unless it is a number with at
 * most one decimal, which is what the server stores.
 */
export function percentToTenths(text: string): number | null {
  const trimmed = text.trim()
  if (!/^\d{1,3}(\.\d)?$|^\.\d$/.test(trimmed)) return null
  const [whole = '', tenth = '0'] = trimmed.split('.')
  return Number(whole || '0') * 10 + Number(tenth || '0')
}

/** Whether a parent's allocation percentage is in range: above 0 (0.1) and at most 100. */
export function isAllocationPercentage(text: string): boolean {
  const tenths = percentToTenths(text)
  return tenths !== null && tenths >= 1 && tenths <= 1000
}

/**
 * The spec's projection: a month of allowance (weekly x 4) for new contributions, or the
 * current savings for an entire-savings allocation, times the percentage, rounded down to
 * whole sats like the server's estimatedMonthly. Null when an input is not usable yet.
 */
export function projectedContribution(
  child: { weeklyAllowance: string; savingsBalance: string },
  applyTo: 'new_contributions' | 'entire_savings',
  percentage: string,
): string | null {
  const tenths = percentToTenths(percentage)
  if (tenths === null || tenths > 1000) return null
  try {
    const base =
      applyTo === 'new_contributions'
        ? BigInt(btcToSats(child.weeklyAllowance)) * 4n
        : BigInt(btcToSats(child.savingsBalance))
    return satsToBtc(Number((base * BigInt(tenths)) / 1000n))
  } catch (error) {
    if (error instanceof AmountError) return null
    throw error
  }
}

/** Today's date on this device as YYYY-MM-DD: the earliest target date the form accepts. */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}

/** Progress as the spec shows it: one decimal and a percent sign. */
export function formatProgress(progress: number): string {
  return `${progress.toFixed(1)}%`
}

/** A YYYY-MM-DD date read as a calendar day (not UTC midnight, which shifts west of UTC). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number)
  if (!year || !month || !day) return isoDate
  return new Date(year, month - 1, day).toLocaleDateString()
}

/** An ISO date-time as this device's calendar date (history rows stay narrow on a phone). */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString()
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString()
}

/** Whether the text is a BTC amount above 0 (at most 8 decimals). */
export function isPositiveBtc(text: string): boolean {
  try {
    return btcToSats(text) > 0
  } catch (error) {
    if (error instanceof AmountError) return false
    throw error
  }
}

export interface GoalForm {
  title: string
  description: string
  targetAmount: string
  category: string
  targetDate: string
  imageUrl: string
}

export type GoalFormField = keyof GoalForm

/**
 * The first problem of the goal form, in the spec's order and words; null when it can be
 * sent. The server checks the same again.
 */
export function checkGoalForm(
  form: GoalForm,
  today: string,
): { field: GoalFormField; message: string } | null {
  const title = form.title.trim()
  if (!title) return { field: 'title', message: 'Title is required' }
  if (title.length > MAX_TITLE_LENGTH) return { field: 'title', message: 'Title too long' }
  if (!form.description.trim()) {
    return { field: 'description', message: 'Clear definition is required' }
  }
  if (!form.targetAmount) return { field: 'targetAmount', message: 'Target amount is required' }
  if (!isPositiveBtc(form.targetAmount)) {
    return { field: 'targetAmount', message: 'Target amount must be a Bitcoin amount above 0' }
  }
  if (!form.category) return { field: 'category', message: 'Category is required' }
  if (form.targetDate && form.targetDate < today) {
    return { field: 'targetDate', message: 'Target date cannot be in the past' }
  }
  return null
}
