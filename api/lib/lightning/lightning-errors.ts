import { LightningError, type LightningErrorCode } from './lightning-provider.js'

/**
 * The words a parent reads for each kind of failure, whichever backend answered. A
 * backend adds a short detail (what the node said, which credential it refused).
 */
const MESSAGES: Readonly<Record<LightningErrorCode, string>> = {
  'insufficient-balance':
    'The Lightning wallet does not have enough money for this payment and its fee',
  'quota-exceeded':
    'The spending budget this app has in the wallet is used up: raise it in the wallet',
  unauthorized: 'The wallet refused the saved credentials: check them and connect again',
  'rate-limited': 'The wallet is receiving too many requests: try again in a minute',
  'payment-failed': 'The payment failed and nothing was paid',
  'not-found': 'The wallet does not know this invoice or payment',
  'not-supported': 'The wallet does not offer this',
  timeout: 'The wallet did not answer in time: try again',
  'outcome-unknown':
    'The wallet did not confirm the payment in time. It may still go through, so it will be checked before anything is tried again',
  unreachable:
    'The wallet could not be reached: check that it is running and that the address is right',
  'bad-response': 'The wallet answered something this app cannot read',
  'wallet-error': 'The wallet reported an error',
}

export function lightningError(
  code: LightningErrorCode,
  detail?: string,
  cause?: unknown,
): LightningError {
  const message = detail ? `${MESSAGES[code]}: ${detail}` : MESSAGES[code]
  return new LightningError(code, message, cause === undefined ? undefined : { cause })
}

const MAX_DETAIL_LENGTH = 200

/**
 * A backend's own error text, made fit to show and log: one line, bounded, and with
 * every credential removed in case a node or a proxy in front of it echoes a header.
 */
export function backendDetail(text: string, secrets: readonly string[]): string {
  let clean = text.replace(/\p{Cc}+/gu, ' ').trim()
  for (const secret of secrets) {
    if (secret) clean = clean.split(secret).join('[redacted]')
  }
  return clean.length > MAX_DETAIL_LENGTH ? `${clean.slice(0, MAX_DETAIL_LENGTH)}…` : clean
}
