import { backendDetail, lightningError } from './lightning-errors.js'
import type { LightningError, LightningErrorCode } from './lightning-provider.js'

/**
 * What each NIP-47 error code means here, and whether it proves that a payment was
 * not made. A payment error that proves nothing (INTERNAL, OTHER, anything unknown)
 * becomes 'outcome-unknown', so the payment is settled by lookup and never booked as
 * failed while the money may have left.
 */
const NIP47_CODES: Readonly<
  Record<string, { code: LightningErrorCode; detail?: string; provesNothingPaid: boolean }>
> = {
  INSUFFICIENT_BALANCE: { code: 'insufficient-balance', provesNothingPaid: true },
  QUOTA_EXCEEDED: { code: 'quota-exceeded', provesNothingPaid: true },
  RATE_LIMITED: { code: 'rate-limited', provesNothingPaid: true },
  PAYMENT_FAILED: { code: 'payment-failed', provesNothingPaid: true },
  NOT_FOUND: { code: 'not-found', provesNothingPaid: true },
  RESTRICTED: {
    code: 'unauthorized',
    detail:
      "this connection is not allowed to do that (allow it in the wallet's settings for this connection)",
    provesNothingPaid: true,
  },
  UNAUTHORIZED: {
    code: 'unauthorized',
    detail:
      'it no longer accepts this connection, which was removed or never existed (connect the wallet again)',
    provesNothingPaid: true,
  },
  NOT_IMPLEMENTED: { code: 'not-supported', provesNothingPaid: true },
  UNSUPPORTED_ENCRYPTION: {
    code: 'not-supported',
    detail: 'the encryption this app uses',
    provesNothingPaid: true,
  },
  INTERNAL: { code: 'wallet-error', detail: 'an internal error', provesNothingPaid: false },
}

/**
 * Turns a NIP-47 error reply into a LightningError, quoting the wallet's message.
 * @param isPayment the request may have moved money (pay_invoice).
 */
export function fromWalletError(
  code: unknown,
  message: unknown,
  isPayment: boolean,
): LightningError {
  // Own keys only: a wallet's code "constructor" must not find Object's.
  const known =
    typeof code === 'string' && Object.hasOwn(NIP47_CODES, code) ? NIP47_CODES[code] : undefined
  const walletSaid = typeof message === 'string' ? backendDetail(message) : undefined
  if (isPayment && !known?.provesNothingPaid) {
    return lightningError(
      'outcome-unknown',
      'it reported an error that does not say whether the payment went out',
      { walletSaid },
    )
  }
  if (!known) return lightningError('wallet-error', undefined, { walletSaid })
  return lightningError(known.code, known.detail, { walletSaid })
}
