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
import { RichText, useTexts } from '../../lib/i18n'
import { usePageTitle } from '../../lib/page-meta'
import { useAuth } from '../../lib/use-auth'
import { appTexts } from '../texts'

type SetupTab = 'bitcoin-wallet' | 'lightning'

/** A tab's name with the spec's green check once its connection is made. */
function TabLabel({ text, isConnected }: { text: string; isConnected: boolean }) {
  const t = useTexts(appTexts)
  return (
    <>
      {text}
      {isConnected && (
        <span className="connected-check" role="img" aria-label={t('connected')}>
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
  const t = useTexts(appTexts)
  usePageTitle(t('setupTitle'))
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
          <h1>{t('setupWelcome', { product: PRODUCT_NAME })}</h1>
          <p>{t(isTrialStarting ? 'setupReadyTrial' : 'setupReady')}</p>
        </header>
        {user && !mayReadWallet && !mayReadLightning && (
          <p>{t('setupByOther', { who: whoMayCall('POST /api/wallet/configure') })}</p>
        )}
        {(mayReadWallet || mayReadLightning) && (
          <>
            <p>{t('setupIntro')}</p>
            <SetupTabs hasWallet={mayReadWallet} hasLightning={mayReadLightning} />
          </>
        )}
        {!user && (
          <p>
            <RichText
              texts={appTexts}
              k="setupSignIn"
              parts={{ a: <Link to={paths.onboarding} /> }}
            />
          </p>
        )}
        <p>
          <RichText
            texts={appTexts}
            k="setupNewHere"
            parts={{ a: <Link to={paths.howItWorks} /> }}
          />
        </p>
        <footer className="button-row">
          {mayReadLightning && (
            <ButtonLink to={paths.lightningConnect} variant="secondary" isOutline>
              {t('lightningSetupGuide')}
            </ButtonLink>
          )}
          {/* Spec 2 sends both to /, whose signed-in page only offers Go to Dashboard. */}
          <ButtonLink to={paths.dashboard} variant="secondary" isOutline>
            {t('skipSetup')}
          </ButtonLink>
          <ButtonLink to={paths.dashboard}>{t('continueToDashboard')}</ButtonLink>
        </footer>
      </article>
    </main>
  )
}

type SetupTabsProps = { hasWallet: boolean; hasLightning: boolean }

function SetupTabs({ hasWallet, hasLightning }: SetupTabsProps) {
  const t = useTexts(appTexts)
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
              <TabLabel
                text={t('bitcoinWalletTab')}
                isConnected={wallet.data?.configured === true}
              />
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
              <TabLabel
                text={t('lightningNodeTab')}
                isConnected={lightning.data?.configured === true}
              />
            ),
            panel: (
              <>
                <p>{t('lightningTabText')}</p>
                <OnlyFor route="POST /api/lightning-config/setup" task={t('lightningTask')}>
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
        label={t('walletConnections')}
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
