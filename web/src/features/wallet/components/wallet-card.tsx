import { MESSAGES } from '@api/contracts/messages'
import type { FamilyInfoReply, ReversedDepositDto } from '@api/features/wallet/wallet.schemas'
import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { ModalDialog } from '../../../components/modal-dialog'
import { errorMessage } from '../../../lib/api-client'
import { currentLanguage, RichText, useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useFamilyWallet } from '../api'
import { walletTexts } from '../texts'
import { DepositSettingsForm } from './deposit-settings-form'
import { WalletConfigForm } from './wallet-config-form'
import { WalletPreview } from './wallet-preview'

/** The words the card shows for each state of the spec's wallet card. */
const STATUS_KEYS = {
  not_configured: 'statusNotConfigured',
  scanning: 'statusScanning',
  connected: 'statusConnected',
  failed: 'statusFailed',
} as const satisfies Record<FamilyInfoReply['status'], string>

/**
 * The parent dashboard's Bitcoin wallet card: Not configured, Scanning while the server
 * reads the wallet from the chain (the card asks again every few seconds), Connected with
 * the balance. Configure (or Edit) opens the wallet form.
 */
export function WalletCard() {
  const t = useTexts(walletTexts)
  const headingId = useId()
  const { data: info, error, isLoading } = useFamilyWallet()

  return (
    <article aria-labelledby={headingId} className="wallet-card">
      <header className="section-header">
        <h3 id={headingId}>{t('cardTitle')}</h3>
        {info && <ConfigureWalletDialog info={info} />}
      </header>
      {isLoading && <p aria-busy="true">{t('loadingWallet')}</p>}
      {error !== undefined && !isLoading && (
        <p role="alert">{errorMessage(error, t('walletLoadFailed'))}</p>
      )}
      {info && <WalletStatus info={info} />}
    </article>
  )
}

function WalletStatus({ info }: { info: FamilyInfoReply }) {
  const t = useTexts(walletTexts)
  return (
    <>
      <p>
        <strong className={`wallet-status wallet-status-${info.status}`}>
          {t(STATUS_KEYS[info.status])}
        </strong>
        {info.status === 'scanning' && <span aria-busy="true"> {t('readingChain')}</span>}
      </p>
      {info.status === 'not_configured' && <p>{t('notConfiguredIntro')}</p>}
      {info.status === 'failed' && (
        <p role="alert">
          {info.message ?? MESSAGES.syncFailed}. {MESSAGES.chainUnreachable}
          {info.scannedAt
            ? t('lastKnownFigures', {
                date: new Date(info.scannedAt).toLocaleString(currentLanguage()),
              })
            : '.'}
        </p>
      )}
      {info.reversedDeposits.length > 0 && <ReversedDeposits reversed={info.reversedDeposits} />}
      {info.balance !== null && (
        <dl className="figures">
          <div>
            <dt>{t('balance')}</dt>
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
              <dt>{t('unconfirmed')}</dt>
              <dd>
                <Btc value={info.pendingBalance} />
              </dd>
            </div>
          )}
          <div>
            <dt>{t('addressesUsed')}</dt>
            <dd>{info.addressCount}</dd>
          </div>
        </dl>
      )}
      {info.wallet?.hasKey && info.wallet.masterFingerprint === null && (
        <KeyOriginNotice info={info} />
      )}
      {info.wallet && info.status !== 'not_configured' && (
        <details>
          <summary>{t('whatAppWatches')}</summary>
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
  const t = useTexts(walletTexts)
  const headingId = useId()
  return (
    <section className="notice" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('hardwareTitle')}</h4>
      <p>{t('hardwareBareKey')}</p>
      <p>
        <RichText
          texts={walletTexts}
          k="hardwareDescriptor"
          parts={{
            example: <code>wpkh([fingerprint/84'/0'/0']xpub.../0/*)</code>,
            command: <code>listdescriptors</code>,
          }}
        />
      </p>
      <ConfigureWalletDialog info={info} triggerText={t('pasteDescriptor')} />
    </section>
  )
}

/**
 * Deposits whose transaction left the chain after they were credited (the parents were
 * mailed too): what was taken back from savings, and what is still owed.
 */
function ReversedDeposits({ reversed }: { reversed: ReversedDepositDto[] }) {
  const t = useTexts(walletTexts)
  return (
    <section aria-label={t('reversedDeposits')} className="notice">
      <p>
        <RichText
          texts={walletTexts}
          k="reversedIntro"
          parts={{ strong: <strong /> }}
          values={{ count: reversed.length }}
        />
      </p>
      <ul>
        {reversed.map((deposit) => (
          <li key={`${deposit.txid}:${deposit.vout}`}>
            <RichText
              texts={walletTexts}
              k={deposit.owed === '0.00000000' ? 'reversedTakenBack' : 'reversedOwed'}
              parts={{
                amount: <Btc value={deposit.amount} />,
                takenBack: <Btc value={deposit.takenBack} />,
                owed: <Btc value={deposit.owed} />,
              }}
              values={{
                child: deposit.childName,
                date: new Date(deposit.reversedAt).toLocaleDateString(currentLanguage()),
              }}
            />
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
  const t = useTexts(walletTexts)
  const isConfigured = info.configured
  return (
    <ModalDialog
      title={t('configureTitle')}
      triggerText={triggerText ?? t(isConfigured ? 'edit' : 'configure')}
      triggerClassName="secondary outline"
    >
      {(close) => (
        <>
          <p>{t('viewOnly')}</p>
          {info.wallet?.hasKey && <p className="notice">{t('childAddressesNotice')}</p>}
          <WalletConfigForm
            saved={info.wallet}
            onSaved={(reply) => {
              toast({ title: t('walletConfiguredTitle'), description: reply.message })
              close()
            }}
            onKept={() => {
              toast({ title: t('walletUnchangedTitle'), description: t('walletUnchangedText') })
              close()
            }}
          />
          {info.wallet?.hasKey && <DepositSettingsForm />}
        </>
      )}
    </ModalDialog>
  )
}
