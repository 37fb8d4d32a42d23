import { type GuardedRoute, roleMayCall, whoMayCall } from '@api/contracts/access'
import { type ReactNode, useId } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { ButtonLink } from '../../components/button-link'
import { OnlyFor } from '../../components/only-for'
import { TabList, tabPanelProps } from '../../components/tab-list'
import { paths } from '../../config/paths'
import { RichText, useTexts } from '../../lib/i18n'
import { usePageMeta } from '../../lib/page-meta'
import { useAuth } from '../../lib/use-auth'
import { AddressesTab } from './components/addresses-form'
import { ConnectWalletForm } from './components/connect-wallet-form'
import { HubConnectForm } from './components/hub-connect-form'
import { SyncPreferencesTab } from './components/sync-preferences-form'
import { lightningTexts } from './texts'

type ConnectTab = 'wallet-setup' | 'lightning-address' | 'balance-sync' | 'advanced'

/** The tabs with a trigger; Advanced has none (spec 2) and opens with ?tab=advanced. */
const VISIBLE_TABS = [
  { id: 'wallet-setup' as const, label: 'tabWalletSetup' as const },
  { id: 'lightning-address' as const, label: 'tabLightningAddress' as const },
  { id: 'balance-sync' as const, label: 'tabBalanceSync' as const },
]
const TAB_IDS: readonly string[] = ['wallet-setup', 'lightning-address', 'balance-sync', 'advanced']

/** The read each tab's panel starts with: who may not make it is not shown the tab. */
const TAB_READS = {
  'wallet-setup': 'GET /api/lightning/config',
  'lightning-address': 'GET /api/lightning/addresses',
  'balance-sync': 'GET /api/lightning/sync-preferences',
  advanced: 'GET /api/lightning/config',
} as const satisfies Record<ConnectTab, GuardedRoute>

/**
 * /lightning-connect: Wallet Setup (how payments are coordinated and the connection
 * form), Lightning Address (the parent's and the children's), Balance Sync (reminders
 * and spending alerts) and the Advanced tab (Zeus and hub guides, the hub connect form).
 */
export function LightningConnectPage() {
  const t = useTexts(lightningTexts)
  usePageMeta({ title: t('connectPageTitle'), description: t('connectPageDescription') })
  const headingId = useId()
  const { user } = useAuth()
  // Signed in is certain here: the route exists only then.
  const tabs = user ? VISIBLE_TABS.filter((tab) => roleMayCall(user.role, TAB_READS[tab.id])) : []
  return (
    <main className="container narrow-page">
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>{t('setupHeading')}</h1>
        {user && tabs.length === 0 && (
          <p className="notice">
            {t('whoSetsUpAll', { who: whoMayCall(TAB_READS['wallet-setup']) })}
          </p>
        )}
        {tabs.length > 0 && <SetupTabs tabs={tabs} />}
        <footer className="button-row">
          <ButtonLink to={paths.dashboard}>{t('backToDashboard')}</ButtonLink>
          <ButtonLink to={paths.dashboard} variant="secondary" isOutline>
            {t('skipForNow')}
          </ButtonLink>
        </footer>
      </section>
    </main>
  )
}

function SetupTabs({ tabs }: { tabs: typeof VISIBLE_TABS }) {
  const t = useTexts(lightningTexts)
  const idPrefix = useId()
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab') ?? ''
  const isOffered =
    TAB_IDS.includes(asked) && (asked === 'advanced' || tabs.some((tab) => tab.id === asked))
  const selected = (isOffered ? asked : tabs[0]?.id) as ConnectTab
  const select = (tab: ConnectTab) =>
    setParams(tab === 'wallet-setup' ? {} : { tab }, { replace: true })
  const panels: Record<ConnectTab, ReactNode> = {
    'wallet-setup': <WalletSetupPanel />,
    'lightning-address': <AddressesTab />,
    'balance-sync': <SyncPreferencesTab />,
    advanced: <AdvancedPanel />,
  }
  return (
    <>
      <TabList
        label={t('lightningSetup')}
        tabs={tabs.map((tab) => ({ id: tab.id, label: t(tab.label) }))}
        selected={selected}
        onSelect={select}
        idPrefix={idPrefix}
      />
      <div {...tabPanelProps(idPrefix, selected)}>{panels[selected]}</div>
    </>
  )
}

function WalletSetupPanel() {
  const t = useTexts(lightningTexts)
  return (
    <>
      <p>{t('walletSetupHow')}</p>
      <p>
        <RichText
          texts={lightningTexts}
          k="walletSetupWhich"
          parts={{
            code: <code />,
            test: <Link to={paths.coinosTest} />,
            config: <Link to={paths.lightningConfig} />,
          }}
        />
      </p>
      <OnlyFor route="POST /api/lightning-config/setup" task={t('connectsTask')}>
        <ConnectWalletForm />
      </OnlyFor>
    </>
  )
}

function AdvancedPanel() {
  const t = useTexts(lightningTexts)
  return (
    <>
      <h2>Zeus</h2>
      <p>{t('zeusHelp')}</p>
      <h2>Alby Hub</h2>
      <p>{t('albyHubHelp')}</p>
      <OnlyFor route="POST /api/lightning/connect" task={t('connectsTask')}>
        <HubConnectForm />
      </OnlyFor>
    </>
  )
}
