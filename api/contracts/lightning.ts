/**
 * Lightning rules and texts both sides use (spec 1 sections 5 and 8, spec 2 section 5):
 * the spec's messages, the amounts a parent types (in sats, as Lightning wallets show
 * them) and the invoice's default description.
 */
import { formatSats } from '../lib/money.js'
import { type Checked, refuse } from './error-codes.js'

export const LIGHTNING_MESSAGES = {
  detailsRequired:
    'Lightning Details Required: Please select a provider and enter connection details',
  hubDetailsRequired: 'Alby details required: Please enter your Alby Hub URL and access token',
  noAddresses: 'No addresses to save: Please enter at least one Lightning address',
  connectionStringRequired: 'Connection string required: Please paste your NWC connection string',
  removeConfirmation:
    'Are you sure you want to remove your Lightning configuration? This cannot be undone.',
  invalidInvoice: 'Invalid Invoice: Could not decode Lightning invoice',
  invalidAmount: 'Invalid Amount - Please enter a valid amount',
  testAmountRange: 'Test amount must be a whole number of sats from 1 to 1000',
  // A child's Move to Savings goes to this address (not in the spec: written for this app).
  noParentAddress:
    'No Lightning address is saved for your parent yet: a parent can add one in Lightning Setup, on the Lightning Address tab.',
} as const

/** The spec's test payment: 1 to 1000 sats, 21 by default and for anything not a number. */
export const TEST_AMOUNT_SAT = { min: 1, max: 1000, default: 21 } as const

/**
 * The test page's amount: what was typed, 21 for an empty or non-numeric entry, null
 * for a number outside 1 to 1000.
 */
export function readTestAmount(text: string | number | undefined): number | null {
  const typed = typeof text === 'number' ? String(text) : (text ?? '').trim()
  if (!/^-?\d{1,16}$/.test(typed)) return TEST_AMOUNT_SAT.default
  const amount = Number(typed)
  return amount >= TEST_AMOUNT_SAT.min && amount <= TEST_AMOUNT_SAT.max ? amount : null
}

/**
 * The largest invoice the app asks a wallet for: 10 BTC, far above any allowance and
 * well inside what a msat amount can carry exactly.
 */
export const MAX_INVOICE_SAT = 1_000_000_000

/** A whole number of sats above zero, as typed ("2100", " 21 "); digits only. */
export function checkInvoiceAmount<TField extends string>(
  text: string | number | undefined,
  field: TField,
): Checked<number, TField> {
  const typed = typeof text === 'number' ? String(text) : (text ?? '').trim()
  const amount = /^\d{1,10}$/.test(typed) ? Number(typed) : 0
  if (amount <= 0 || amount > MAX_INVOICE_SAT) {
    return refuse(field, 'invalid-amount', LIGHTNING_MESSAGES.invalidAmount)
  }
  return { value: amount }
}

/** What an invoice for a child says when the parent gives no description. */
export function defaultInvoiceDescription(childName: string): string {
  return `Family Bitcoin Allowance: Lightning payment for ${childName}`
}

/**
 * The routing fee a payment may cost at most: 1% of its amount, and never less than
 * 10 sats (a small payment's fee is mostly the hops' base fees, a large one's
 * proportional). A payment holds its amount plus this budget of the child's spending
 * while it is under way, and LND is given it as its fee limit (docs/money-rules.md).
 */
export const FEE_BUDGET = { minSat: 10, percent: 1 } as const

export function feeBudgetSat(amountSat: number): number {
  return Math.max(FEE_BUDGET.minSat, Math.ceil((amountSat * FEE_BUDGET.percent) / 100))
}

/**
 * The largest payment that fits in `availableSat` together with its fee budget; 0 when
 * not even one sat does. What an automatic payout sends, and the payout form's default.
 */
export function largestPayableSat(availableSat: number): number {
  if (availableSat <= FEE_BUDGET.minSat) return 0
  // Near the answer from below, then exact: the budget rounds up, so step by step.
  let amount = Math.min(
    availableSat - FEE_BUDGET.minSat,
    Math.floor((availableSat * 100) / (100 + FEE_BUDGET.percent)),
  )
  while (amount + 1 + feeBudgetSat(amount + 1) <= availableSat) amount++
  while (amount > 0 && amount + feeBudgetSat(amount) > availableSat) amount--
  return amount
}

/**
 * An invoice whose amount the spending balance covers, but not with its fee budget:
 * the spec's refusal, then what is missing and what could be paid.
 */
export function feeBudgetRefusal(amountSat: number, availableSat: number): string {
  return `Insufficient Funds - Not enough Bitcoin in your spending balance: paying ${formatSats(amountSat)} may cost up to ${formatSats(feeBudgetSat(amountSat))} in routing fees, and ${formatSats(availableSat)} is available. At most ${formatSats(largestPayableSat(availableSat))} can be paid.`
}
