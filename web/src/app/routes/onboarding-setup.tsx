import { roleMayCall, whoMayCall } from '@api/contracts/access'
import { type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { BrandLine } from '../../components/brand-line'
import { ButtonLink } from '../../components/button-link'
import { OnlyFor } from '../../components/only-for'
import { TabList, tabPanelProps } from '../../components/tab-list'
import { paths } from '../../config/paths'
import { PRODUCT_NAME } from '../../config/product'
import { useLightningConfig } from '../../features/lightning/api'
import { ConnectWalletForm } from '../../features/lightning/components/connect-wallet-form'
import { useFamilyWallet } from '../../features/wallet/api'
import { WalletSetupPanel } from '../../features/wallet/components/wallet-setup-panel'
import { usePageTitle } from '../../lib/page-meta'
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
 * wait: Skip Setup and Continue to Dashboard both open the dashboard. Each member sees what they may
 * do: the spouse the wallet and the Lightning connection's state (the account holder
 * connects it), a child only who sets the family up.
 */
export function OnboardingSetupRoute() {
  usePageTitle('Set Up Your Family')
  const { user } = useAuth()
  const mayReadLightning = user !== null && roleMayCall(user.role, 'GET /api/lightning/config')
  const mayReadWallet = user !== null && roleMayCall(user.role, 'GET /api/wallet/family-info')
  // The trial is the account holder's news: the others joined a family already running.
  const isTrialStarting = user?.role === 'parent' && user.subscriptionStatus === 'trial'
  return (
    <main className="container narrow-page">
      <BrandLine />
      <article>
        <header>
          <h1>Welcome to {PRODUCT_NAME}!</h1>
          <p>
            {isTrialStarting
              ? 'Your family account is ready and your 90-day free trial has started.'
              : 'Your family account is ready.'}
          </p>
        </header>
        {user && !mayReadWallet && !mayReadLightning && (
          <p>
            {whoMayCall('POST /api/wallet/configure')} connects the family's wallets and sets up
            your allowance: your dashboard shows your money.
          </p>
        )}
        {(mayReadWallet || mayReadLightning) && (
          <>
            <p>
              Connect the family's wallets now or later: the app never holds your keys or moves
              funds. Next you can add your children, set their weekly allowances and invite your
              spouse from the dashboard.
            </p>
            <SetupTabs hasWallet={mayReadWallet} hasLightning={mayReadLightning} />
          </>
        )}
        {!user && (
          <p>
            <Link to={paths.onboarding}>Sign in</Link> to connect your wallets.
          </p>
        )}
        <p>
          New here? <Link to={paths.howItWorks}>Read how it works</Link>.
        </p>
        <footer className="button-row">
          {mayReadLightning && (
            <ButtonLink to={paths.lightningConnect} variant="secondary" isOutline>
              Lightning Setup Guide
            </ButtonLink>
          )}
          {/* Spec 2 sends both to /, whose signed-in page only offers Go to Dashboard. */}
          <ButtonLink to={paths.dashboard} variant="secondary" isOutline>
            Skip Setup
          </ButtonLink>
          <ButtonLink to={paths.dashboard}>Continue to Dashboard</ButtonLink>
        </footer>
      </article>
    </main>
  )
}

type SetupTabsProps = { hasWallet: boolean; hasLightning: boolean }

function SetupTabs({ hasWallet, hasLightning }: SetupTabsProps) {
  const idPrefix = useId()
  const [chosen, setChosen] = useState<SetupTab>('bitcoin-wallet')
  const wallet = useFamilyWallet(hasWallet)
  const lightning = useLightningConfig(hasLightning)
  const tabs: { id: SetupTab; label: ReactNode; panel: ReactNode }[] = [
    ...(hasWallet
      ? [
          {
            id: 'bitcoin-wallet' as const,
            label: (
              <TabLabel text="Bitcoin Wallet" isConnected={wallet.data?.configured === true} />
            ),
            panel: <WalletSetupPanel />,
          },
        ]
      : []),
    ...(hasLightning
      ? [
          {
            id: 'lightning' as const,
            label: (
              <TabLabel text="Lightning Node" isConnected={lightning.data?.configured === true} />
            ),
            panel: (
              <>
                <p>
                  Paste the Nostr Wallet Connect string of the family's Lightning wallet: the app
                  then makes invoices for the children and pays from their spending money through
                  it.
                </p>
                <OnlyFor
                  route="POST /api/lightning-config/setup"
                  task="connects the family's Lightning wallet"
                >
                  <ConnectWalletForm />
                </OnlyFor>
              </>
            ),
          },
        ]
      : []),
  ]
  const selected = tabs.some((tab) => tab.id === chosen) ? chosen : (tabs[0]?.id ?? chosen)
  return (
    <>
      <TabList
        label="Wallet connections"
        tabs={tabs}
        selected={selected}
        onSelect={setChosen}
        idPrefix={idPrefix}
      />
      <div {...tabPanelProps(idPrefix, selected)}>
        {tabs.find((tab) => tab.id === selected)?.panel}
      </div>
    </>
  )
}
