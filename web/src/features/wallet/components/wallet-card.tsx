import { MESSAGES } from '@api/contracts/messages'
import type { FamilyInfoReply, ReversedDepositDto } from '@api/features/wallet/wallet.schemas'
import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { ModalDialog } from '../../../components/modal-dialog'
import { errorMessage } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useFamilyWallet } from '../api'
import { DepositSettingsForm } from './deposit-settings-form'
import { WalletConfigForm } from './wallet-config-form'
import { WalletPreview } from './wallet-preview'

/** The words the card shows for each state of the spec's wallet card. */
const STATUS_LABELS: Record<FamilyInfoReply['status'], string> = {
  not_configured: 'Not configured',
  scanning: 'Scanning',
  connected: 'Connected',
  failed: 'Sync Failed',
}

/**
 * The parent dashboard's Bitcoin wallet card: Not configured, Scanning while the server
 * reads the wallet from the chain (the card asks again every few seconds), Connected with
 * the balance. Configure (or Edit) opens the wallet form.
 */
export function WalletCard() {
  const headingId = useId()
  const { data: info, error, isLoading } = useFamilyWallet()

  return (
    <article aria-labelledby={headingId} className="wallet-card">
      <header className="section-header">
        <h3 id={headingId}>Bitcoin Wallet</h3>
        {info && <ConfigureWalletDialog info={info} />}
      </header>
      {isLoading && <p aria-busy="true">Loading the wallet...</p>}
      {error !== undefined && !isLoading && (
        <p role="alert">{errorMessage(error, 'The wallet could not be loaded.')}</p>
      )}
      {info && <WalletStatus info={info} />}
    </article>
  )
}

function WalletStatus({ info }: { info: FamilyInfoReply }) {
  return (
    <>
      <p>
        <strong className={`wallet-status wallet-status-${info.status}`}>
          {STATUS_LABELS[info.status]}
        </strong>
        {info.status === 'scanning' && (
          <span aria-busy="true"> Reading the wallet from the blockchain...</span>
        )}
      </p>
      {info.status === 'not_configured' && (
        <p>
          Watch your family's on-chain wallet, view-only: paste its extended public key (xpub) or
          descriptor, or an address. The app never holds keys or moves funds.
        </p>
      )}
      {info.status === 'failed' && (
        <p role="alert">
          {info.message ?? MESSAGES.syncFailed}. {MESSAGES.chainUnreachable}
          {info.scannedAt
            ? `: the figures below are the last known, from ${new Date(info.scannedAt).toLocaleString()}.`
            : '.'}
        </p>
      )}
      {info.reversedDeposits.length > 0 && <ReversedDeposits reversed={info.reversedDeposits} />}
      {info.balance !== null && (
        <dl className="figures">
          <div>
            <dt>Balance</dt>
            <dd>
              <Btc value={info.balance} />
              <br />
              <small>
                <Btc value={info.balance} unit="usd" />
              </small>
            </dd>
          </div>
          {info.pendingBalance !== null && info.pendingBalance !== '0.00000000' && (
            <div>
              <dt>Unconfirmed</dt>
              <dd>
                <Btc value={info.pendingBalance} />
              </dd>
            </div>
          )}
          <div>
            <dt>Addresses used</dt>
            <dd>{info.addressCount}</dd>
          </div>
        </dl>
      )}
      {info.wallet?.hasKey && info.wallet.masterFingerprint === null && (
        <KeyOriginNotice info={info} />
      )}
      {info.wallet && info.status !== 'not_configured' && (
        <details>
          <summary>What the app watches</summary>
          <WalletPreview settings={info.wallet} isPreview={false} />
        </details>
      )}
    </>
  )
}

/**
 * A wallet saved as a bare extended key (xpub, zpub...) does not say which master key it
 * comes from, so its PSBTs can only name the account key: software wallets holding that
 * key sign them, hardware wallets look for the master fingerprint and refuse. The
 * descriptor with its key origin fixes that; being the same key, it keeps the children's
 * addresses (they are tied to the key, not to how it was written).
 */
function KeyOriginNotice({ info }: { info: FamilyInfoReply }) {
  const headingId = useId()
  return (
    <section className="notice" aria-labelledby={headingId}>
      <h4 id={headingId}>Signing with a hardware wallet?</h4>
      <p>
        This wallet was saved as a bare extended public key, which does not say which master key it
        comes from. A hardware wallet finds its key in a PSBT by the master key's fingerprint and
        the full path, so it refuses this app's PSBTs. Software wallets that hold the account key
        (Sparrow, Electrum) can still sign them.
      </p>
      <p>
        Paste the wallet's output descriptor with its key origin instead, like{' '}
        <code>wpkh([fingerprint/84'/0'/0']xpub.../0/*)</code>: Sparrow shows it under Settings,
        Export; Bitcoin Core with <code>listdescriptors</code>; hardware wallet apps when they
        export the wallet. For the same key, the children keep their addresses.
      </p>
      <ConfigureWalletDialog info={info} triggerText="Paste descriptor" />
    </section>
  )
}

/**
 * Deposits whose transaction left the chain after they were credited (the parents were
 * mailed too): what was taken back from savings, and what is still owed.
 */
function ReversedDeposits({ reversed }: { reversed: ReversedDepositDto[] }) {
  return (
    <section aria-label="Reversed deposits" className="notice">
      <p>
        <strong>
          {reversed.length === 1 ? 'A deposit left' : `${reversed.length} deposits left`} the
          blockchain after it was credited
        </strong>{' '}
        (a chain reorganisation or a conflicting transaction): it is taken back from savings.
      </p>
      <ul>
        {reversed.map((deposit) => (
          <li key={`${deposit.txid}:${deposit.vout}`}>
            {deposit.childName}: <Btc value={deposit.amount} /> on{' '}
            {new Date(deposit.reversedAt).toLocaleDateString()}
            {deposit.owed === '0.00000000' ? (
              ', taken back.'
            ) : (
              <>
                , <Btc value={deposit.takenBack} /> taken back, <Btc value={deposit.owed} /> still
                owed (taken from savings as it arrives).
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

function ConfigureWalletDialog({
  info,
  triggerText,
}: {
  info: FamilyInfoReply
  /** The button's text; Configure or Edit by default. */
  triggerText?: string
}) {
  const isConfigured = info.configured
  return (
    <ModalDialog
      title="Configure Bitcoin Wallet"
      triggerText={triggerText ?? (isConfigured ? 'Edit' : 'Configure')}
      triggerClassName="secondary outline"
    >
      {(close) => (
        <>
          <p>
            View-only: the app reads balances and makes addresses and unsigned transactions from the
            public key. It never holds private keys or moves funds.
          </p>
          {info.wallet?.hasKey && (
            <p className="notice">
              Children's addresses come from the saved key: a different key gives each child a new
              address. They are your wallet's change addresses (path …/1/n), so your wallet app
              counts the children's money in its balance, lists those addresses under Change, and
              never offers them for your own payments. The same key written as a descriptor with its
              key origin keeps them.
            </p>
          )}
          <WalletConfigForm
            saved={info.wallet}
            onSaved={(reply) => {
              toast({ title: 'Wallet Configured', description: reply.message })
              close()
            }}
            onKept={() => {
              toast({ title: 'Wallet Unchanged', description: 'The saved key and address stay.' })
              close()
            }}
          />
          {info.wallet?.hasKey && <DepositSettingsForm />}
        </>
      )}
    </ModalDialog>
  )
}
