import { type ReactNode, useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { BrandLine } from '../../components/brand-line'
import { ButtonLink } from '../../components/button-link'
import { paths } from '../../config/paths'
import { PRODUCT_NAME } from '../../config/product'
import { useFamilyWallet } from '../../features/wallet/api'
import { WalletSetupPanel } from '../../features/wallet/components/wallet-setup-panel'
import { useAuth } from '../../lib/use-auth'

/** One connection to set up: its tab shows a green check once connected (spec 2). */
interface SetupTab {
  id: string
  label: string
  isConnected: boolean
  panel: ReactNode
}

/**
 * The welcome page a new account holder sees after the first sign-in, with a tab per
 * connection. Everything can wait: Skip Setup and Continue to Dashboard both leave.
 */
export function OnboardingSetupRoute() {
  const { user } = useAuth()
  const isGuardian = user?.role === 'parent' || user?.role === 'spouse'
  const { data: wallet } = useFamilyWallet(isGuardian)
  const tabs: SetupTab[] = [
    {
      id: 'bitcoin-wallet',
      label: 'Bitcoin Wallet',
      isConnected: wallet?.configured === true,
      panel: <WalletSetupPanel />,
    },
  ]

  return (
    <main className="container narrow-page">
      <BrandLine />
      <article>
        <header>
          <h1>Welcome to {PRODUCT_NAME}!</h1>
          <p>Your family account is ready and your 90-day free trial has started.</p>
        </header>
        <p>
          Next you can add your children, set their weekly allowances and invite your spouse from
          the dashboard. Connecting a view-only Bitcoin wallet and a Lightning connection can wait
          until you are ready: the app never holds your keys or moves funds.
        </p>
        {isGuardian && <SetupTabs tabs={tabs} />}
        <p>
          New here? <Link to={paths.howItWorks}>Read how it works</Link>.
        </p>
        <footer className="button-row">
          <ButtonLink to={paths.landing} variant="secondary" isOutline>
            Skip Setup
          </ButtonLink>
          <ButtonLink to={paths.landing}>Continue to Dashboard</ButtonLink>
        </footer>
      </article>
    </main>
  )
}

function SetupTabs({ tabs }: { tabs: SetupTab[] }) {
  const baseId = useId()
  const [selected, setSelected] = useState(tabs[0]?.id)
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]
  return (
    <section className="setup-tabs">
      <div role="tablist" aria-label="Connections" className="button-row">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={tab.id === current?.id}
            className={tab.id === current?.id ? undefined : 'secondary outline'}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
            {tab.isConnected && ' '}
            {tab.isConnected && (
              <span className="connected-check" role="img" aria-label="connected">
                ✓
              </span>
            )}
          </button>
        ))}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-${current.id}-panel`}
          aria-labelledby={`${baseId}-${current.id}-tab`}
        >
          {current.panel}
        </div>
      )}
    </section>
  )
}
