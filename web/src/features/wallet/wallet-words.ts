import { MESSAGES } from '@api/contracts/messages'
import type { WalletSettingsDto } from '@api/features/wallet/wallet.schemas'
import { errorMessage } from '../../lib/api-client'
import { notifyColonText } from '../../lib/notify'

export type AddressType = NonNullable<WalletSettingsDto['scriptType']>

/** The address types as wallet apps name them, with the prefix a parent can recognise. */
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  'native-segwit': 'Native SegWit (bc1q..., BIP84)',
  taproot: 'Taproot (bc1p..., BIP86)',
  'nested-segwit': 'Nested SegWit (3..., BIP49)',
  legacy: 'Legacy (1..., BIP44)',
}

/** Spec 1 section 9: shown with every send on a test network. */
export const TESTNET_SEND_NOTE =
  'Testnet transaction: confirmations may take 10-60 minutes and fees apply.'

/** A failed sync or balance read: the spec's "Sync Failed" toast, or the server's reason. */
export function notifySyncFailure(error: unknown): void {
  const text = errorMessage(error, MESSAGES.syncFailed)
  notifyColonText(text.startsWith('Sync Failed: ') ? text : `Sync Failed: ${text}`)
}
