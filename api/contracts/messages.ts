import { LANGUAGE_NAMES, LANGUAGES } from './languages.js'

/**
 * The user-facing texts both sides show for refused input and money that is not there
 * (spec 1, sections 5 and 8; spec 2, section 5). The server answers them as error
 * messages; the browser shows the same words when it catches the problem first. Toast
 * texts are "Title - Description", split by the browser.
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
  invalidEmail: 'Please enter a valid e-mail address',
  spouseEmailRequired: "Email Required - Please enter your spouse's email address",

  walletInputRequired: 'Input Required - Please enter either a Bitcoin address or XPUB',
  xpubRequired: 'Xpub Required: Please enter your Bitcoin wallet extended public key (xpub)',
  invalidBitcoinAddress: 'Invalid Address - Please enter a valid Bitcoin address',
  syncFailed: 'Sync Failed: Could not sync balances with blockchain',
  // The chain source (ESPLORA_URL) did not answer a read that is not a sync (not in the spec).
  chainUnreachable: 'The blockchain source cannot be reached',
  sendChainUnreachable:
    'Transaction Failed - The blockchain source cannot be reached, so the transaction cannot be prepared. Nothing was debited: try again later.',
  // Sends or children's new addresses made at the same moment kept taking the coins or
  // change address a send was built with (not in the spec).
  sendCoinsReservedMeanwhile:
    'Transaction Failed - Other sends or new addresses made at the same moment took the coins or change address this send was built with. Nothing was debited: try again.',

  titleRequired: 'Title is required',
  titleTooLong: 'Title too long',
  descriptionRequired: 'Clear definition is required',
  targetAmountRequired: 'Target amount is required',
  invalidTargetAmount: 'Target amount must be a Bitcoin amount above 0, with at most 8 decimals',
  categoryRequired: 'Category is required',
  invalidTargetDate: 'Target date must be a date such as 2027-06-30',
  targetDateInPast: 'Target date cannot be in the past',
  invalidImageUrl: 'Image URL must start with http:// or https://',

  allocationPercentage: 'Percentage must be between 0.1 and 100',
  percentageRequired: 'Percentage is required',
  requestPercentage: 'Percentage must be between 1 and 100',
  requestReasonTooShort: 'Please explain why you want to contribute (minimum 10 characters)',
  applyToRequired: 'Please select what to apply the allocation to',
  requestChildRequired: 'Choose the child this request is for',
  denialReasonRequired: 'Please provide a reason for denial',

  contributionAmountRequired: 'Amount is required',
  invalidContributionAmount: 'Amount must be a Bitcoin amount above 0, with at most 8 decimals',
  contributionTypeRequired: 'Contribution type is required',
  contributionChildRequired: 'Choose the child whose money this is',

  csvTooLarge: 'File Too Large - The file is larger than 20 MB',
  csvFileType: 'Invalid File - Only .csv files are accepted',

  // Automatic payouts after the allowance (not in the spec: written for this app).
  weeklyLimitRequired:
    'Weekly Limit Required - Enter the most to pay out automatically in one week',
  invalidWeeklyLimit: 'Invalid Weekly Limit - Please enter a Bitcoin amount above 0',

  // The member's language (not in the spec): the codes the API takes, each with its name.
  invalidLanguage: `Language must be one of: ${LANGUAGES.map((l) => `${l} (${LANGUAGE_NAMES[l]})`).join(', ')}`,
} as const

/**
 * The same refusals for a parent moving a child's money (a goal contribution): the spec's
 * words speak to the child ("your savings"); a parent reads whose balance it is.
 */
export const GUARDIAN_MESSAGES = {
  insufficientSavings: (childName: string) =>
    `Insufficient Savings - ${childName} doesn't have that much in savings`,
  insufficientSpending: (childName: string) =>
    `Insufficient Funds - Not enough Bitcoin in ${childName}'s spending balance`,
}
