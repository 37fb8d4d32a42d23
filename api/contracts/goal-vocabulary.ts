/**
 * The goal words both sides use: the server checks input against them and the web
 * bundle shows them. No dependencies, so the browser can import this file.
 */
export const GOAL_CATEGORIES = [
  'vacation',
  'education',
  'toy',
  'bike',
  'car',
  'home',
  'electronics',
  'sports',
  'other',
] as const
export type GoalCategory = (typeof GOAL_CATEGORIES)[number]

export const CONTRIBUTION_TYPES = ['allowance', 'bonus', 'savings', 'chores', 'gift'] as const
export type ContributionType = (typeof CONTRIBUTION_TYPES)[number]

/** The spec's names for the contribution types. */
export const CONTRIBUTION_LABELS: Record<ContributionType, string> = {
  allowance: 'From Allowance',
  bonus: 'Bonus',
  savings: 'From Savings',
  chores: 'Chore Earnings',
  gift: 'Gift Money',
}

/** Money from a child's savings or allowance leaves that child's balance: the child must be named. */
export function needsChild(type: ContributionType): boolean {
  return type === 'savings' || type === 'allowance'
}

/**
 * How an allocation applies. The child's form says `existing_savings` and the parent's
 * `entire_savings`: one meaning, stored as `entire_savings`.
 */
export const APPLY_TO = ['new_contributions', 'entire_savings'] as const
export type ApplyTo = (typeof APPLY_TO)[number]
export type ChildApplyTo = 'new_contributions' | 'existing_savings'

/** The stored meaning of an applyTo choice; absent means new contributions. Null when unknown. */
export function readApplyTo(value: string | undefined): ApplyTo | null {
  if (value === undefined || value === 'new_contributions') return 'new_contributions'
  if (value === 'entire_savings' || value === 'existing_savings') return 'entire_savings'
  return null
}
