/**
 * Every `code` an error answer can carry (`{ message, code, field? }`). The browser
 * switches on these, never on the message text, so a code names one failure a screen
 * may want to handle on its own. Kebab-case, stable: renaming one breaks clients.
 */
export const ERROR_CODES = [
  // Failures any route can give, named after their status.
  'invalid-request',
  'unauthenticated',
  'forbidden',
  'not-found',
  'conflict',
  'payload-too-large',
  'unsupported-media-type',
  'rate-limited',
  'internal-error',
  'database-busy',
  'mail-failed',
  // Input a person typed (400).
  'missing-field',
  'invalid-amount',
  'invalid-percentage',
  'invalid-choice',
  'invalid-date',
  'date-in-past',
  'invalid-url',
  'invalid-email',
  'invalid-age',
  'invalid-time-zone',
  'too-long',
  'too-short',
  'value-out-of-range',
  'self-invitation',
  'allocation-over-limit',
  'insufficient-savings',
  'insufficient-spending',
  // A spending balance set by hand below what Lightning payments under way hold.
  'spending-held',
  'invalid-file-type',
  'file-too-large',
  'invalid-csv',
  'invalid-address',
  // A wallet key, address or invoice made for another Bitcoin network than the instance's.
  'wrong-network',
  'private-key',
  'invalid-wallet-key',
  'insufficient-funds',
  // The state of the family's records (409).
  'goal-complete',
  'already-decided',
  'balance-out-of-range',
  'email-in-use',
  'spouse-exists',
  'child-has-sign-in',
  'wallet-not-configured',
  'xpub-required',
  'no-free-address',
  'send-broadcast',
  // Sends or new addresses made at the same moment kept taking a send's coins or change (409).
  'send-coins-reserved',
  // A chore that cannot be marked done now: done already, paid, or its day not come yet.
  'chore-not-open',
  // The blockchain source did not answer (502/503): nothing was changed.
  'chain-unavailable',
  // Sign-in (401).
  'invalid-token',
  // A sign-in code from another device: not 8 characters (400), wrong, used or expired (401).
  'invalid-sign-in-code',
  // Passkeys: not at this address (409), a response not accepted (400 adding, 401 signing
  // in), already registered or too many (409).
  'passkeys-unavailable',
  'passkey-refused',
  'passkey-exists',
  'passkey-limit',
  // Lightning: the family's connection (400, 409, 502) and invoices to pay (400, 409).
  'unsupported-provider',
  'lightning-not-configured',
  'lightning-connection-failed',
  'lightning-wallet-error',
  'invalid-invoice',
  'amountless-invoice',
  'invoice-expired',
  'invoice-already-paid',
  'payment-pending',
  // Payouts to a child's Lightning address: none saved (400), the address's service
  // refused or answered something that must not be paid (400), or did not answer (502).
  'no-lightning-address',
  'lnurl-refused',
  'lnurl-unavailable',
  // The node's own LND: its files cannot be read (409).
  'node-lnd-unreadable',
  // Billing: the trial or subscription has ended (402), billing is off on this server
  // (404), a referral code that cannot be used (400), the operator's wallet failed (502).
  'subscription-lapsed',
  'billing-disabled',
  'unknown-referral-code',
  'own-referral-code',
  'referral-not-first-payment',
  'billing-unavailable',
  // Mail settings: SMTP_URL is set and wins (409); no mail server for a test mail (409).
  'mail-settings-from-environment',
  'mail-not-configured',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

/**
 * What a shared input rule found wrong: the code and the spec's sentence, and the field
 * it belongs to. The server answers it as a 400; the browser shows it at the field.
 */
export interface Problem<TField extends string = string> {
  code: ErrorCode
  message: string
  field: TField
}

/** A rule's answer: the value read from the input, or the first problem with it. */
export type Checked<T, TField extends string = string> =
  | { value: T; problem?: undefined }
  | { value?: undefined; problem: Problem<TField> }

export function refuse<TField extends string>(
  field: TField,
  code: ErrorCode,
  message: string,
): { problem: Problem<TField> } {
  return { problem: { code, message, field } }
}
