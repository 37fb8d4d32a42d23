import { errorMessage } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useFamilyWallet } from '../api'
import { WalletConfigForm } from './wallet-config-form'
import { WalletPreview } from './wallet-preview'

/**
 * The Bitcoin Wallet tab of /onboarding-setup (spec 2): the extended public key is asked
 * for, or a plain address as the dashboard takes it (spec 1: an address or a key); once
 * saved the form stays, disabled, under what the app now watches. Changing it later is
 * the dashboard wallet card's Edit.
 */
export function WalletSetupPanel() {
  const { data: info, error, isLoading } = useFamilyWallet()
  if (isLoading) return <p aria-busy="true">Loading the wallet...</p>
  if (error !== undefined)
    return <p role="alert">{errorMessage(error, 'The wallet could not be loaded.')}</p>
  const isConnected = info?.configured === true
  return (
    <>
      <p>
        Connect your family's Bitcoin wallet view-only: paste its extended public key (xpub, ypub or
        zpub) or output descriptor, as your wallet app exports it, or only an address to watch (then
        the children get no Bitcoin addresses of their own). The app never holds private keys or
        moves funds.
      </p>
      {isConnected && info.wallet && (
        <>
          <p>
            <strong className="wallet-status wallet-status-connected">Connected</strong> - change it
            later with Edit on the dashboard's Bitcoin Wallet card.
          </p>
          <WalletPreview settings={info.wallet} isPreview={false} />
        </>
      )}
      <WalletConfigForm
        saved={info?.wallet ?? null}
        isOnboarding
        isDisabled={isConnected}
        onSaved={(reply) => toast({ title: 'Wallet Connected', description: reply.message })}
      />
    </>
  )
}
