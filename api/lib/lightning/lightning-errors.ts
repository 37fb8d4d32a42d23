import { LightningError, type LightningErrorCode } from './lightning-provider.js'

/**
 * The words a parent reads for each kind of failure, whichever backend answered: the
 * same sentences as the Nostr Wallet Connect backend's. A backend may add a short
 * detail (what the node said, which credential it refused), without a final period.
 */
const MESSAGES: Readonly<Record<LightningErrorCode, (detail?: string) => string>> = {
  'insufficient-balance': () =>
    'The family wallet does not have enough funds for this (fees included).',
  'quota-exceeded': () =>
    "The budget this app may spend from the family wallet is used up. Raise it in the wallet's settings for this connection.",
  unauthorized: (detail) =>
    detail
      ? `The family wallet refused the connection: ${detail}.`
      : 'The family wallet refused the saved credentials. Check them and connect again.',
  'rate-limited': () =>
    'The family wallet is receiving too many requests. Try again in a few seconds.',
  'payment-failed': (detail) =>
    detail
      ? `The payment failed: ${detail}. Nothing was paid.`
      : 'The payment failed: the wallet found no route to the recipient or the payment was refused. Nothing was paid.',
  'not-found': () => 'The family wallet does not know this invoice or payment.',
  'not-supported': () => 'The family wallet does not offer this function.',
  timeout: () => 'The family wallet did not answer in time. Try again.',
  'outcome-unknown': () =>
    'The family wallet did not confirm the payment. It may still go through; the app will check it again.',
  unreachable: (detail) =>
    `Could not reach the family wallet${detail ? ` (${detail})` : ''}. Check that it is running and that its address is right.`,
  'bad-response': (detail) =>
    `The family wallet's answer could not be read${detail ? ` (${detail})` : ''}.`,
  'wallet-error': (detail) =>
    `The family wallet reported an error.${detail ? ` The wallet said: "${detail}"` : ''}`,
}

export function lightningError(
  code: LightningErrorCode,
  detail?: string,
  cause?: unknown,
): LightningError {
  return new LightningError(
    code,
    MESSAGES[code](detail),
    cause === undefined ? undefined : { cause },
  )
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
