import { useId } from 'react'
import { Link } from 'react-router-dom'
import { ButtonLink } from '../../components/button-link'
import { paths } from '../../config/paths'
import { usePageMeta } from '../../lib/page-meta'
import { ConnectWalletForm } from './components/connect-wallet-form'

/**
 * /lightning-connect, its Wallet Setup part: how payments are coordinated and the
 * connection form. (The Lightning Address, Balance Sync and Advanced tabs come with the
 * issue that builds them.)
 */
export function LightningConnectPage() {
  usePageMeta({
    title: 'Connect Lightning',
    description: "Connect the family's own Lightning wallet over Nostr Wallet Connect.",
  })
  const headingId = useId()
  return (
    <main className="container narrow-page">
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>Lightning Wallet Setup</h1>
        <p>
          The app coordinates the children's Lightning money through your own wallet: it asks the
          wallet for invoices when someone pays a child, and asks it to pay invoices from a child's
          spending money. The wallet keeps the keys and enforces the budget you give this
          connection; the app keeps the family's accounting.
        </p>
        <p>
          Any Lightning wallet that offers Nostr Wallet Connect works: Alby Hub, Primal, Zeus,
          LNbits, coinos and others. In the wallet, add an app connection, give it a weekly budget,
          and paste the <code>nostr+walletconnect://</code> string below. Want to try a string
          first? The <Link to={paths.coinosTest}>connection test page</Link> checks it without
          saving anything.
        </p>
        <ConnectWalletForm />
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
