import { MESSAGES } from '@api/contracts/messages'
import type { WalletSettingsDto } from '@api/features/wallet/wallet.schemas'
import { errorMessage } from '../../lib/api-client'
import { textsNow } from '../../lib/i18n'
import { notifyColonText } from '../../lib/notify'
import { toast } from '../../lib/toast'
import { walletTexts } from './texts'

export type AddressType = NonNullable<WalletSettingsDto['scriptType']>

/** The address types as wallet apps name them, with the prefix a parent can recognise. */
export const ADDRESS_TYPE_LABELS: Record<AddressType, string> = {
  'native-segwit': 'Native SegWit (bc1q..., BIP84)',
  taproot: 'Taproot (bc1p..., BIP86)',
  'nested-segwit': 'Nested SegWit (3..., BIP49)',
  legacy: 'Legacy (1..., BIP44)',
}

/**
 * A failed sync or balance read: the spec's "Sync Failed" toast, or the server's reason
 * under that title. A reason that already starts with the title is split there instead.
 */
export function notifySyncFailure(error: unknown): void {
  const text = errorMessage(error, MESSAGES.syncFailed)
  const title = textsNow(walletTexts)('syncFailedTitle')
  if (text.startsWith(`${title}: `) || text.startsWith('Sync Failed: ')) {
    notifyColonText(text)
    return
  }
  toast({ title, description: text, variant: 'destructive' })
}
