/**
 * The allocation forms (spec 2, section 5): a parent's allocation, active at once, and
 * a child's request, which waits for a parent. Both sides read them with these rules.
 */
import { percentOfSats } from '../lib/money.js'
import { type Checked, refuse } from './error-codes.js'
import { type ApplyTo, readApplyTo } from './goal-vocabulary.js'
import { MESSAGES } from './messages.js'
import { isAllocationShare, parsePercentTenths } from './percentage.js'

export const MIN_REQUEST_REASON_LENGTH = 10

export interface AllocationInput {
  percentage?: string | number | undefined
  applyTo?: string | undefined
}

export interface AllocationDraft {
  /** Tenths of a percent, 1 to 1000. */
  tenths: number
  applyTo: ApplyTo
}

export function readParentAllocation(
  input: AllocationInput,
): Checked<AllocationDraft, 'percentage' | 'applyTo'> {
  const tenths = parsePercentTenths(input.percentage)
  if (!isAllocationShare(tenths)) {
    return refuse('percentage', 'invalid-percentage', MESSAGES.allocationPercentage)
  }
  const applyTo = readApplyTo(input.applyTo)
  if (!applyTo) return refuse('applyTo', 'invalid-choice', MESSAGES.applyToRequired)
  return { value: { tenths, applyTo } }
}

export interface ChildRequestInput extends AllocationInput {
  reason?: string | undefined
}

export interface ChildRequestDraft extends AllocationDraft {
  reason: string
}

export function readChildRequest(
  input: ChildRequestInput,
): Checked<ChildRequestDraft, 'percentage' | 'reason' | 'applyTo'> {
  const raw = input.percentage
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return refuse('percentage', 'missing-field', MESSAGES.percentageRequired)
  }
  const tenths = parsePercentTenths(raw)
  if (!isAllocationShare(tenths)) {
    return refuse('percentage', 'invalid-percentage', MESSAGES.requestPercentage)
  }
  const reason = input.reason?.trim() ?? ''
  if (reason.length < MIN_REQUEST_REASON_LENGTH) {
    return refuse('reason', 'too-short', MESSAGES.requestReasonTooShort)
  }
  const applyTo = readApplyTo(input.applyTo)
  if (!applyTo) return refuse('applyTo', 'invalid-choice', MESSAGES.applyToRequired)
  return { value: { tenths, applyTo, reason } }
}

/**
 * The spec's projection of an allocation: a month of allowance (weekly x 4) for new
 * contributions, or the savings now for entire savings, times the share; whole sats,
 * rounded down. The server answers it as estimatedMonthly; the allocate form previews it.
 */
export function projectedContributionSat(
  child: { weeklyAllowanceSat: number; savingsSat: number },
  applyTo: ApplyTo,
  tenths: number,
): number {
  const base = applyTo === 'new_contributions' ? child.weeklyAllowanceSat * 4 : child.savingsSat
  return percentOfSats(base, tenths)
}
