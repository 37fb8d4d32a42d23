/**
 * What happens after weekly allowances are credited, as the allowances feature tells
 * it without knowing who listens (app.ts composes the listener: automatic payouts).
 */

/** One child's weekly allowance, as the committed allowance run credited it. */
export interface CreditedAllowance {
  familyId: number
  childId: number
  /** The run's date on the family's calendar (YYYY-MM-DD): one credit per child and date. */
  runDate: string
  /**
   * What of the allowance stayed in the child's spending balance, after the goal
   * shares and the spending-limit sweep to savings (0 when the sweep took it all).
   */
  spendingSat: number
}

/**
 * Called once the credits are committed, never inside their transaction: it may talk to
 * the network for a while, so it reads the clock itself for each step rather than take
 * the pass's start time. It handles each child's failure itself; a rejection is a bug or
 * a database failure and is logged by the caller's job or answered as a 500.
 */
export type AfterAllowanceCredit = (credits: CreditedAllowance[]) => Promise<void>
