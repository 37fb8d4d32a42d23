import { type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { BrandLine } from '../../components/brand-line'
import { ButtonLink } from '../../components/button-link'
import { TabList, tabPanelProps } from '../../components/tab-list'
import { paths } from '../../config/paths'
import { PRODUCT_NAME } from '../../config/product'
import { useLightningConfig } from '../../features/lightning/api'
import { ConnectWalletForm } from '../../features/lightning/components/connect-wallet-form'
import { useFamilyWallet } from '../../features/wallet/api'
import { WalletSetupPanel } from '../../features/wallet/components/wallet-setup-panel'
import { useAuth } from '../../lib/use-auth'

type SetupTab = 'bitcoin-wallet' | 'lightning'

/** A tab's name with the spec's green check once its connection is made. */
function TabLabel({ text, isConnected }: { text: string; isConnected: boolean }) {
  return (
    <>
      {text}
      {isConnected && (
        <span className="connected-check" role="img" aria-label="connected">
          {' '}
          ✓
        </span>
      )}
    </>
  )
}

/**
 * The welcome page a new account holder sees after the first sign-in: connecting the
 * family's wallets, tab by tab, each with a green check once connected. Everything can
 * wait: Skip Setup and Continue to Dashboard both go on.
 */
export function OnboardingSetupRoute() {
  const { user } = useAuth()
  // The connections belong to the account holders; a child has nothing to set up here.
  const isGuardian = user?.role === 'parent' || user?.role === 'spouse'
  return (
    <main className="container narrow-page">
      <BrandLine />
      <article>
        <header>
          <h1>Welcome to {PRODUCT_NAME}!</h1>
          <p>Your family account is ready and your 90-day free trial has started.</p>
        </header>
        <p>
          Connect the family's wallets now or later: the app never holds your keys or moves funds.
          Next you can add your children, set their weekly allowances and invite your spouse from
          the dashboard.
        </p>
        {isGuardian && <SetupTabs />}
        {!user && (
          <p>
            <Link to={paths.onboarding}>Sign in</Link> to connect your wallets.
          </p>
        )}
        <p>
          New here? <Link to={paths.howItWorks}>Read how it works</Link>.
        </p>
        <footer className="button-row">
          <ButtonLink to={paths.lightningConnect} variant="secondary" isOutline>
            Lightning Setup Guide
          </ButtonLink>
          <ButtonLink to={paths.landing} variant="secondary" isOutline>
            Skip Setup
          </ButtonLink>
          <ButtonLink to={paths.landing}>Continue to Dashboard</ButtonLink>
        </footer>
      </article>
    </main>
  )
}

function SetupTabs() {
  const idPrefix = useId()
  const [selected, setSelected] = useState<SetupTab>('bitcoin-wallet')
  const wallet = useFamilyWallet(true)
  const lightning = useLightningConfig()
  const tabs: { id: SetupTab; label: ReactNode; panel: ReactNode }[] = [
    {
      id: 'bitcoin-wallet',
      label: <TabLabel text="Bitcoin Wallet" isConnected={wallet.data?.configured === true} />,
      panel: <WalletSetupPanel />,
    },
    {
      id: 'lightning',
      label: <TabLabel text="Lightning Node" isConnected={lightning.data?.configured === true} />,
      panel: (
        <>
          <p>
            Paste the Nostr Wallet Connect string of the family's Lightning wallet: the app then
            makes invoices for the children and pays from their spending money through it.
          </p>
          <ConnectWalletForm />
        </>
      ),
    },
  ]
  return (
    <>
      <TabList
        label="Wallet connections"
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        idPrefix={idPrefix}
      />
      <div {...tabPanelProps(idPrefix, selected)}>
        {tabs.find((tab) => tab.id === selected)?.panel}
      </div>
    </>
  )
}
