import { shareInTenths } from '../lib/money.js'

/** The two amounts a goal's progress comes from, in satoshis. */
export interface GoalAmounts {
  currentSat: number
  targetSat: number
}

/** Percent of the target reached: one decimal, rounded down so 100 means really done. */
export function goalProgress(goal: GoalAmounts): number {
  if (goal.targetSat <= 0) return 0
  return Math.min(100, shareInTenths(goal.currentSat, goal.targetSat) / 10)
}

export function isComplete(goal: GoalAmounts): boolean {
  return goal.targetSat > 0 && goal.currentSat >= goal.targetSat
}
