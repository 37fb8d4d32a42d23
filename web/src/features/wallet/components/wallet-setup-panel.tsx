import { errorMessage } from '../../../lib/api-client'
import { RichText, useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useFamilyWallet } from '../api'
import { walletTexts } from '../texts'
import { WalletConfigForm } from './wallet-config-form'
import { WalletPreview } from './wallet-preview'

/**
 * The Bitcoin Wallet tab of /onboarding-setup (spec 2): the extended public key is asked
 * for, or a plain address as the dashboard takes it (spec 1: an address or a key); once
 * saved the form stays, disabled, under what the app now watches. Changing it later is
 * the dashboard wallet card's Edit.
 */
export function WalletSetupPanel() {
  const t = useTexts(walletTexts)
  const { data: info, error, isLoading } = useFamilyWallet()
  if (isLoading) return <p aria-busy="true">{t('loadingWallet')}</p>
  if (error !== undefined) return <p role="alert">{errorMessage(error, t('walletLoadFailed'))}</p>
  const isConnected = info?.configured === true
  return (
    <>
      <p>{t('setupIntro')}</p>
      {isConnected && info.wallet && (
        <>
          <p>
            <RichText
              texts={walletTexts}
              k="setupConnected"
              parts={{ status: <strong className="wallet-status wallet-status-connected" /> }}
            />
          </p>
          <WalletPreview settings={info.wallet} isPreview={false} />
        </>
      )}
      <WalletConfigForm
        saved={info?.wallet ?? null}
        isOnboarding
        isDisabled={isConnected}
        onSaved={(reply) => toast({ title: t('walletConnectedTitle'), description: reply.message })}
      />
    </>
  )
}
