/**
 * The spec's user-facing validation and result texts (spec 1, sections 5 and 8), each
 * "Title - Description" as a toast shows it. The server answers the same texts, so a
 * check done in the browser and the one done again on the server read alike.
 */
export const MESSAGES = {
  invalidBitcoinAmount: 'Invalid Amount - Please enter a valid Bitcoin amount',
  invalidAmount: 'Invalid Amount - Please enter a valid amount',
  missingInformation: 'Missing Information - Please fill in all fields',
  nameRequired: 'Name Required - Please enter a name for your child',
  invalidAge: 'Invalid Age - Please enter a valid age between 1 and 18',
  invalidAllowance: 'Invalid Allowance - Please enter a valid Bitcoin amount',
  invalidBalance: 'Invalid balance - Please enter a valid positive number',
  insufficientSavings: "Insufficient Savings - You don't have enough in your savings account",
  insufficientSavingsAccount: 'Insufficient Funds - Not enough Bitcoin in savings account',
  insufficientSpending: 'Insufficient Funds - Not enough Bitcoin in your spending balance',
  reasonRequired: 'Reason Required - Please tell your parent why you need this money',
  noFileSelected: 'No File Selected - Please select a CSV file to import',
  allowanceUpdated: 'Success - Allowance settings updated successfully',
  thresholdUpdated: 'Success - Spending threshold updated successfully',
  comingSoon: 'Coming Soon - Bitcoin lessons will be available soon!',
} as const
