import { type GuardedRoute, roleMayCall, whoMayCall } from '@api/contracts/access'
import { type ReactNode, useId } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { ButtonLink } from '../../components/button-link'
import { OnlyFor } from '../../components/only-for'
import { TabList, tabPanelProps } from '../../components/tab-list'
import { paths } from '../../config/paths'
import { usePageMeta } from '../../lib/page-meta'
import { useAuth } from '../../lib/use-auth'
import { AddressesTab } from './components/addresses-form'
import { ConnectWalletForm } from './components/connect-wallet-form'
import { HubConnectForm } from './components/hub-connect-form'
import { SyncPreferencesTab } from './components/sync-preferences-form'

type ConnectTab = 'wallet-setup' | 'lightning-address' | 'balance-sync' | 'advanced'

/** The tabs with a trigger; Advanced has none (spec 2) and opens with ?tab=advanced. */
const VISIBLE_TABS = [
  { id: 'wallet-setup' as const, label: 'Wallet Setup' },
  { id: 'lightning-address' as const, label: 'Lightning Address' },
  { id: 'balance-sync' as const, label: 'Balance Sync' },
]
const TAB_IDS: readonly string[] = ['wallet-setup', 'lightning-address', 'balance-sync', 'advanced']

/** The read each tab's panel starts with: who may not make it is not shown the tab. */
const TAB_READS = {
  'wallet-setup': 'GET /api/lightning/config',
  'lightning-address': 'GET /api/lightning/addresses',
  'balance-sync': 'GET /api/lightning/sync-preferences',
  advanced: 'GET /api/lightning/config',
} as const satisfies Record<ConnectTab, GuardedRoute>

const CONNECTS = "connects the family's Lightning wallet"

/**
 * /lightning-connect: Wallet Setup (how payments are coordinated and the connection
 * form), Lightning Address (the parent's and the children's), Balance Sync (reminders
 * and spending alerts) and the Advanced tab (Zeus and hub guides, the hub connect form).
 */
export function LightningConnectPage() {
  usePageMeta({
    title: 'Connect Lightning',
    description: "Connect the family's own Lightning wallet.",
  })
  const headingId = useId()
  const { user } = useAuth()
  // Signed in is certain here: the route exists only then.
  const tabs = user ? VISIBLE_TABS.filter((tab) => roleMayCall(user.role, TAB_READS[tab.id])) : []
  return (
    <main className="container narrow-page">
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>Lightning Wallet Setup</h1>
        {user && tabs.length === 0 && (
          <p className="notice">
            {whoMayCall(TAB_READS['wallet-setup'])} sets up the family's Lightning wallet, its
            addresses and reminders.
          </p>
        )}
        {tabs.length > 0 && <SetupTabs tabs={tabs} />}
        <footer className="button-row">
          <ButtonLink to={paths.dashboard}>Back to Dashboard</ButtonLink>
          <ButtonLink to={paths.dashboard} variant="secondary" isOutline>
            Skip for Now
          </ButtonLink>
        </footer>
      </section>
    </main>
  )
}

function SetupTabs({ tabs }: { tabs: typeof VISIBLE_TABS }) {
  const idPrefix = useId()
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab') ?? ''
  const isOffered =
    TAB_IDS.includes(asked) && (asked === 'advanced' || tabs.some((t) => t.id === asked))
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
        label="Lightning setup"
        tabs={tabs}
        selected={selected}
        onSelect={select}
        idPrefix={idPrefix}
      />
      <div {...tabPanelProps(idPrefix, selected)}>{panels[selected]}</div>
    </>
  )
}

function WalletSetupPanel() {
  return (
    <>
      <p>
        The app coordinates the children's Lightning money through your own wallet: it asks the
        wallet for invoices when someone pays a child, and asks it to pay invoices from a child's
        spending money. The wallet keeps the keys and enforces the budget you give this connection;
        the app keeps the family's accounting.
      </p>
      <p>
        Any Lightning wallet that offers Nostr Wallet Connect works: Alby Hub, Primal, Zeus, LNbits,
        coinos and others. In the wallet, add an app connection, give it a weekly budget, and paste
        the <code>nostr+walletconnect://</code> string below. Want to try a string first? The{' '}
        <Link to={paths.coinosTest}>connection test page</Link> checks it without saving anything.
        LND, phoenixd and Alby Hub by URL are on the{' '}
        <Link to={paths.lightningConfig}>Lightning configuration</Link> page.
      </p>
      <OnlyFor route="POST /api/lightning-config/setup" task={CONNECTS}>
        <ConnectWalletForm />
      </OnlyFor>
    </>
  )
}

function AdvancedPanel() {
  return (
    <>
      <h2>Zeus</h2>
      <p>
        Zeus connects through Nostr Wallet Connect: in Zeus, open Settings, then Nostr Wallet
        Connect, add a connection with a weekly budget, and paste its string in the Wallet Setup
        tab.
      </p>
      <h2>Alby Hub</h2>
      <p>
        A self-hosted or cloud hub connects by its API: the hub's URL and an access token made in
        the hub's settings (recommended: more reliable, no permission setup), or by a Wallet Connect
        string in the Wallet Setup tab.
      </p>
      <OnlyFor route="POST /api/lightning/connect" task={CONNECTS}>
        <HubConnectForm />
      </OnlyFor>
    </>
  )
}
