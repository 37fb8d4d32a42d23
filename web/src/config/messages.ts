/**
 * Texts only the browser shows (spec 1, section 8), each "Title - Description" as a
 * toast shows it. The texts both sides use (refused input, missing money) live in
 * api/contracts/messages.ts.
 */
export const NOTICES = {
  allowanceUpdated: 'Success - Allowance settings updated successfully',
  thresholdUpdated: 'Success - Spending threshold updated successfully',
  comingSoon: 'Coming Soon - Bitcoin lessons will be available soon!',
} as const
