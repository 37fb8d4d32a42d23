import type { WalletSettingsDto } from '@api/features/wallet/wallet.schemas'
import { LongValue } from '../../../components/long-value'
import { ADDRESS_TYPE_LABELS } from '../wallet-words'

export type WalletPreviewProps = {
  settings: WalletSettingsDto
  /** True before saving: the parent is asked to compare the address with their wallet app. */
  isPreview: boolean
}

/**
 * What a wallet configuration watches: the first receive address to compare with the
 * family's own wallet app, the address type, and whether hardware wallets can sign its
 * PSBTs (they need the master fingerprint, which only a descriptor with key origin gives).
 */
export function WalletPreview({ settings, isPreview }: WalletPreviewProps) {
  return (
    <dl className="wallet-preview" aria-label={isPreview ? 'Wallet preview' : 'Saved wallet'}>
      {settings.firstAddress !== null && (
        <div>
          <dt>First receive address</dt>
          <dd>
            <LongValue value={settings.firstAddress} /> <small>({settings.firstAddressPath})</small>
            {isPreview && (
              <>
                <br />
                <small>
                  Compare it with the first receive address your wallet app shows: they must be the
                  same, or the key or address type is wrong.
                </small>
              </>
            )}
          </dd>
        </div>
      )}
      {settings.scriptType !== null && (
        <div>
          <dt>Address type</dt>
          <dd>{ADDRESS_TYPE_LABELS[settings.scriptType]}</dd>
        </div>
      )}
      {settings.hasKey && (
        <div>
          <dt>Master fingerprint</dt>
          <dd>
            {settings.masterFingerprint ?? (
              <small>
                Unknown: a hardware wallet needs it to sign this app's PSBTs. Paste the output
                descriptor with its key origin ([fingerprint/84h/0h/0h]...) from Sparrow, Bitcoin
                Core or your hardware wallet's app instead of the bare key.
              </small>
            )}
          </dd>
        </div>
      )}
      {settings.watchAddress !== null && (
        <div>
          <dt>Watched address</dt>
          <dd>
            <LongValue value={settings.watchAddress} />
          </dd>
        </div>
      )}
    </dl>
  )
}
