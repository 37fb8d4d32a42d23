import type { WalletSettingsDto } from '@api/features/wallet/wallet.schemas'
import { LongValue } from '../../../components/long-value'
import { useTexts } from '../../../lib/i18n'
import { walletTexts } from '../texts'
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
  const t = useTexts(walletTexts)
  return (
    <dl className="wallet-preview" aria-label={t(isPreview ? 'walletPreview' : 'savedWallet')}>
      {settings.firstAddress !== null && (
        <div>
          <dt>{t('firstReceiveAddress')}</dt>
          <dd>
            <LongValue value={settings.firstAddress} /> <small>({settings.firstAddressPath})</small>
            {isPreview && (
              <>
                <br />
                <small>{t('compareAddress')}</small>
              </>
            )}
          </dd>
        </div>
      )}
      {settings.scriptType !== null && (
        <div>
          <dt>{t('addressType')}</dt>
          <dd>{ADDRESS_TYPE_LABELS[settings.scriptType]}</dd>
        </div>
      )}
      {settings.hasKey && (
        <div>
          <dt>{t('masterFingerprint')}</dt>
          <dd>{settings.masterFingerprint ?? <small>{t('fingerprintUnknown')}</small>}</dd>
        </div>
      )}
      {settings.watchAddress !== null && (
        <div>
          <dt>{t('watchedAddress')}</dt>
          <dd>
            <LongValue value={settings.watchAddress} />
          </dd>
        </div>
      )}
    </dl>
  )
}
