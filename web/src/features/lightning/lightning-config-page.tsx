import { whoMayCall } from '@api/contracts/access'
import { LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import type { ConnectionTestReply } from '@api/features/lightning/lightning.schemas'
import { useId, useState } from 'react'
import { ConfirmStep } from '../../components/confirm-step'
import { LongValue } from '../../components/long-value'
import { OnlyFor } from '../../components/only-for'
import { SubPage } from '../../components/sub-page'
import { paths } from '../../config/paths'
import { satsText } from '../../lib/amounts'
import { errorMessage } from '../../lib/api-client'
import { notifyFailure } from '../../lib/notify'
import { usePageMeta } from '../../lib/page-meta'
import { useRevalidateAfter } from '../../lib/reads-after-writes'
import { toast } from '../../lib/toast'
import { useApiMutation } from '../../lib/use-api-mutation'
import { useMayCall } from '../../lib/use-may-call'
import { removeConnection, testSavedConnection, useLightningConfig } from './api'
import { ProviderConnectForm } from './components/provider-connect-form'

/** What the account holder alone does here, in the sentence the others read instead. */
const CONNECTS = "connects, replaces and removes the family's Lightning wallet"

/**
 * /lightning-config: the family's saved connection (provider badge, where it connects,
 * cut to 40 characters and never with its secret), Test Connection, Remove with the
 * spec's confirmation, and Add Connection (the provider form); an empty state without
 * one, whose Connect Lightning Wallet opens the same form. Each control shows only to
 * those the server lets use it: the spouse tests, the account holder also connects and
 * removes, a child reads who sets it up.
 */
export function LightningConfigPage() {
  usePageMeta({
    title: 'Lightning Configuration',
    description: "Test or remove the family's Lightning wallet connection.",
  })
  const headingId = useId()
  const mayRead = useMayCall('GET /api/lightning/config')
  return (
    <SubPage backTo={paths.dashboard} backLabel="Back to Dashboard">
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>Lightning Configuration</h1>
        {mayRead === false && (
          <p className="notice">
            {whoMayCall('GET /api/lightning/config')} sets up the family's Lightning wallet.
          </p>
        )}
        {mayRead && <ConnectionSection />}
      </section>
    </SubPage>
  )
}

function ConnectionSection() {
  const { data: config, error, isLoading } = useLightningConfig()
  const mayConnect = useMayCall('POST /api/lightning-config/setup')
  const [isAdding, setIsAdding] = useState(false)
  const openForm = () => setIsAdding(true)

  return (
    <>
      {isLoading && <p aria-busy="true">Loading the connection...</p>}
      {error !== undefined && (
        <p role="alert">
          The connection could not be loaded. {errorMessage(error, 'Please try again later.')}
        </p>
      )}
      {config && !config.configured && (
        <article className="empty-state">
          <h2>No Lightning wallet connected</h2>
          <p>
            Connect the family's own Lightning wallet to make invoices for the children and pay from
            their spending money. The app never holds its keys.
          </p>
          <OnlyFor route="POST /api/lightning-config/setup" task={CONNECTS}>
            {!isAdding && (
              <button type="button" onClick={openForm}>
                Connect Lightning Wallet
              </button>
            )}
          </OnlyFor>
        </article>
      )}
      {config?.configured && <SavedConnection config={config} onAdd={openForm} />}
      {isAdding && mayConnect && <ProviderConnectForm onConnected={() => setIsAdding(false)} />}
    </>
  )
}

type SavedConnectionProps = {
  config: { providerName: string | null; url: string | null; updatedAt: string | null }
  /** Add Connection: opens the form whose connection replaces this one. */
  onAdd: () => void
}

function SavedConnection({ config, onAdd }: SavedConnectionProps) {
  const revalidateAfter = useRevalidateAfter()
  const [result, setResult] = useState<ConnectionTestReply | null>(null)
  const [isConfirming, setIsConfirming] = useState(false)
  const mayRemove = useMayCall('DELETE /api/lightning/config')
  const mayReplace = useMayCall('POST /api/lightning-config/setup')
  const test = useApiMutation(testSavedConnection, {
    onSuccess: setResult,
    onError: (error) => notifyFailure(error, { title: 'Connection test failed' }),
  })
  const remove = useApiMutation(removeConnection, {
    onSuccess: async (reply) => {
      toast({ title: 'Connection Removed', description: reply.message })
      await revalidateAfter('lightningConnection')
    },
    onError: (error) => notifyFailure(error, { title: 'Failed to remove connection' }),
  })

  return (
    <>
      <article aria-label="Saved connection">
        <header className="card-title-row">
          <span className="provider-badge">{config.providerName}</span>
        </header>
        {config.url && (
          <p>
            <LongValue value={config.url} />
          </p>
        )}
        {config.updatedAt && <small>Saved {new Date(config.updatedAt).toLocaleString()}</small>}
        <footer className="button-row">
          <button
            type="button"
            aria-busy={test.isMutating}
            disabled={test.isMutating}
            onClick={() => void test.trigger(undefined)}
          >
            Test Connection
          </button>
          {mayRemove && !isConfirming && (
            <button type="button" className="button-danger" onClick={() => setIsConfirming(true)}>
              Remove
            </button>
          )}
          {mayReplace && (
            <button type="button" className="secondary outline" onClick={onAdd}>
              Add Connection
            </button>
          )}
        </footer>
        {mayReplace === false && (
          <p className="notice">
            {whoMayCall('POST /api/lightning-config/setup')} {CONNECTS}.
          </p>
        )}
        {isConfirming && (
          <ConfirmStep
            question={LIGHTNING_MESSAGES.removeConfirmation}
            confirmText="Remove"
            isBusy={remove.isMutating}
            onConfirm={() => void remove.trigger(undefined)}
            onCancel={() => setIsConfirming(false)}
            isAnnounced
            startsOnCancel
          />
        )}
      </article>
      {result && (
        <article
          aria-label="Test result"
          className={result.success ? 'attention' : 'attention warning'}
        >
          <h2>{result.success ? 'Connection works' : 'Connection test failed'}</h2>
          <p>{result.message}</p>
          {result.balance && <p>Balance: {satsText(result.balance.confirmedBalance)}</p>}
        </article>
      )}
    </>
  )
}
