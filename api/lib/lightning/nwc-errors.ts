import { LightningError, type LightningErrorCode } from './lightning-provider.js'

/**
 * NIP-47 error codes, in words a parent understands. A payment error either proves
 * that nothing was paid (PAYMENT_FAILED, INSUFFICIENT_BALANCE, QUOTA_EXCEEDED, ...)
 * or leaves the outcome open (INTERNAL, OTHER, anything unknown): those become
 * 'outcome-unknown' so the payment is settled by lookup and never booked as failed
 * while the money may have left.
 */
const WORDS: Record<
  string,
  { code: LightningErrorCode; message: string; paymentNotMade: boolean }
> = {
  INSUFFICIENT_BALANCE: {
    code: 'insufficient-balance',
    message: 'The family wallet does not have enough funds for this (fees included).',
    paymentNotMade: true,
  },
  QUOTA_EXCEEDED: {
    code: 'quota-exceeded',
    message:
      "The budget this app may spend from the family wallet is used up. Raise it in the wallet's settings for this connection.",
    paymentNotMade: true,
  },
  RATE_LIMITED: {
    code: 'rate-limited',
    message: 'The family wallet is receiving too many requests. Try again in a few seconds.',
    paymentNotMade: true,
  },
  PAYMENT_FAILED: {
    code: 'payment-failed',
    message:
      'The payment failed: the wallet found no route to the recipient or the payment was refused. Nothing was paid.',
    paymentNotMade: true,
  },
  NOT_FOUND: {
    code: 'not-found',
    message: 'The family wallet does not know this invoice or payment.',
    paymentNotMade: true,
  },
  RESTRICTED: {
    code: 'unauthorized',
    message:
      "This connection is not allowed to do that. Allow it in the wallet's settings for this connection.",
    paymentNotMade: true,
  },
  UNAUTHORIZED: {
    code: 'unauthorized',
    message:
      'The family wallet no longer accepts this connection (it was removed or never existed). Connect the wallet again.',
    paymentNotMade: true,
  },
  NOT_IMPLEMENTED: {
    code: 'not-supported',
    message: 'The family wallet does not offer this function.',
    paymentNotMade: true,
  },
  UNSUPPORTED_ENCRYPTION: {
    code: 'not-supported',
    message: "The family wallet refused this app's encryption.",
    paymentNotMade: true,
  },
  INTERNAL: {
    code: 'wallet-error',
    message: 'The family wallet reported an internal error.',
    paymentNotMade: false,
  },
}

/** Text from a wallet or relay, made safe to show: one short line. */
export function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const line = text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  return line.length > 160 ? `${line.slice(0, 157)}...` : line
}

function walletSays(message: unknown): string {
  const line = typeof message === 'string' ? oneLine(message) : ''
  return line === '' ? '' : ` The wallet said: "${line}"`
}

/**
 * Turns a NIP-47 error reply into a LightningError.
 * @param isPayment the request may have moved money (pay_invoice).
 */
export function fromWalletError(
  code: unknown,
  message: unknown,
  isPayment: boolean,
): LightningError {
  const known = typeof code === 'string' ? WORDS[code] : undefined
  if (isPayment && !known?.paymentNotMade) {
    return new LightningError(
      'outcome-unknown',
      `The family wallet reported an error without saying whether the payment went out; the app will check it again.${walletSays(message)}`,
    )
  }
  if (known) return new LightningError(known.code, `${known.message}${walletSays(message)}`)
  return new LightningError(
    'wallet-error',
    `The family wallet reported an error.${walletSays(message)}`,
  )
}
