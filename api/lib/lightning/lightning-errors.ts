import { LightningError, type LightningErrorCode } from './lightning-provider.js'

/**
 * The words a parent reads for each kind of failure, whichever backend answered (Nostr
 * Wallet Connect or HTTP). A backend may add a detail: what exactly went wrong, in a
 * few words without a final period (which credential was refused, what the node said
 * about a failed payment); a code without a `detail` parameter reads the same always.
 */
const SENTENCES: Readonly<Record<LightningErrorCode, (detail?: string) => string>> = {
  'insufficient-balance': () =>
    'The family wallet does not have enough funds for this (fees included).',
  'quota-exceeded': () =>
    "The budget this app may spend from the family wallet is used up. Raise it in the wallet's settings for this connection.",
  unauthorized: (detail) =>
    detail
      ? `The family wallet refused the request: ${detail}.`
      : 'The family wallet refused the saved credentials. Check them and connect again.',
  'rate-limited': () =>
    'The family wallet is receiving too many requests. Try again in a few seconds.',
  'payment-failed': (detail) =>
    detail
      ? `The payment failed: ${detail}. Nothing was paid.`
      : 'The payment failed: the wallet found no route to the recipient or the payment was refused. Nothing was paid.',
  'not-found': () => 'The family wallet does not know this invoice or payment.',
  'not-supported': (detail) => `The family wallet does not offer ${detail ?? 'this function'}.`,
  timeout: (detail) => `The family wallet did not answer ${detail ?? 'in time'}. Try again.`,
  'outcome-unknown': (detail) =>
    `The family wallet did not confirm the payment${detail ? ` (${detail})` : ''}. It may still go through; the app will check it again.`,
  unreachable: (detail) =>
    `Could not reach the family wallet${detail ? ` (${detail})` : ''}. Check that it is running and that its address is right.`,
  'bad-response': (detail) =>
    `The family wallet's answer could not be read${detail ? ` (${detail})` : ''}.`,
  'wallet-error': (detail) => `The family wallet reported ${detail ?? 'an error'}.`,
}

export interface LightningErrorExtras {
  /**
   * The wallet's own words about the failure, quoted after the sentence; pass them
   * through backendDetail first.
   */
  walletSaid?: string
  cause?: unknown
}

export function lightningError(
  code: LightningErrorCode,
  detail?: string,
  { walletSaid, cause }: LightningErrorExtras = {},
): LightningError {
  const quoted = walletSaid ? ` The wallet said: "${walletSaid}"` : ''
  return new LightningError(
    code,
    `${SENTENCES[code](detail)}${quoted}`,
    cause === undefined ? undefined : { cause },
  )
}

const MAX_DETAIL_LENGTH = 200

/**
 * Text from a wallet, a node, a relay or a proxy, made fit to show and log: one line,
 * bounded, and with every credential removed in case something echoes a header.
 */
export function backendDetail(text: string, secrets: readonly string[] = []): string {
  let clean = text.replace(/\p{Cc}+/gu, ' ').trim()
  for (const secret of secrets) {
    if (secret) clean = clean.split(secret).join('[redacted]')
  }
  return clean.length > MAX_DETAIL_LENGTH ? `${clean.slice(0, MAX_DETAIL_LENGTH)}…` : clean
}
