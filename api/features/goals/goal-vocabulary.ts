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
