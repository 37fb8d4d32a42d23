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
import { currentLanguage, useTexts } from '../../lib/i18n'
import { notifyFailure } from '../../lib/notify'
import { usePageMeta } from '../../lib/page-meta'
import { useRevalidateAfter } from '../../lib/reads-after-writes'
import { toast } from '../../lib/toast'
import { useApiMutation } from '../../lib/use-api-mutation'
import { useMayCall } from '../../lib/use-may-call'
import { removeConnection, testSavedConnection, useLightningConfig } from './api'
import { ProviderConnectForm } from './components/provider-connect-form'
import { lightningTexts } from './texts'

/**
 * /lightning-config: the family's saved connection (provider badge, where it connects,
 * cut to 40 characters and never with its secret), Test Connection, Remove with the
 * spec's confirmation, and Add Connection (the provider form); an empty state without
 * one, whose Connect Lightning Wallet opens the same form. Each control shows only to
 * those the server lets use it: the spouse tests, the account holder also connects and
 * removes, a child reads who sets it up.
 */
export function LightningConfigPage() {
  const t = useTexts(lightningTexts)
  usePageMeta({ title: t('configTitle'), description: t('configDescription') })
  const headingId = useId()
  const mayRead = useMayCall('GET /api/lightning/config')
  return (
    <SubPage backTo={paths.dashboard} backLabel={t('backToDashboard')}>
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>{t('configTitle')}</h1>
        {mayRead === false && (
          <p className="notice">
            {t('whoSetsUp', { who: whoMayCall('GET /api/lightning/config') })}
          </p>
        )}
        {mayRead && <ConnectionSection />}
      </section>
    </SubPage>
  )
}

function ConnectionSection() {
  const t = useTexts(lightningTexts)
  const { data: config, error, isLoading } = useLightningConfig()
  const mayConnect = useMayCall('POST /api/lightning-config/setup')
  const [isAdding, setIsAdding] = useState(false)
  const openForm = () => setIsAdding(true)

  return (
    <>
      {isLoading && <p aria-busy="true">{t('loadingConnection')}</p>}
      {error !== undefined && (
        <p role="alert">
          {t('connectionLoadFailed', { reason: errorMessage(error, t('tryLater')) })}
        </p>
      )}
      {config && !config.configured && (
        <article className="empty-state">
          <h2>{t('noWalletConnected')}</h2>
          <p>{t('emptyIntro')}</p>
          <OnlyFor route="POST /api/lightning-config/setup" task={t('connectsRemovesTask')}>
            {!isAdding && (
              <button type="button" onClick={openForm}>
                {t('connectWallet')}
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
  const t = useTexts(lightningTexts)
  const revalidateAfter = useRevalidateAfter()
  const [result, setResult] = useState<ConnectionTestReply | null>(null)
  const [isConfirming, setIsConfirming] = useState(false)
  const mayRemove = useMayCall('DELETE /api/lightning/config')
  const mayReplace = useMayCall('POST /api/lightning-config/setup')
  const test = useApiMutation(testSavedConnection, {
    onSuccess: setResult,
    onError: (error) => notifyFailure(error, { title: t('connectionTestFailed') }),
  })
  const remove = useApiMutation(removeConnection, {
    onSuccess: async (reply) => {
      toast({ title: t('connectionRemoved'), description: reply.message })
      await revalidateAfter('lightningConnection')
    },
    onError: (error) => notifyFailure(error, { title: t('removeFailed') }),
  })

  return (
    <>
      <article aria-label={t('savedConnection')}>
        <header className="card-title-row">
          <span className="provider-badge">{config.providerName}</span>
        </header>
        {config.url && (
          <p>
            <LongValue value={config.url} />
          </p>
        )}
        {config.updatedAt && (
          <small>
            {t('savedAt', { date: new Date(config.updatedAt).toLocaleString(currentLanguage()) })}
          </small>
        )}
        <footer className="button-row">
          <button
            type="button"
            aria-busy={test.isMutating}
            disabled={test.isMutating}
            onClick={() => void test.trigger(undefined)}
          >
            {t('testConnection')}
          </button>
          {mayRemove && !isConfirming && (
            <button type="button" className="button-danger" onClick={() => setIsConfirming(true)}>
              {t('remove')}
            </button>
          )}
          {mayReplace && (
            <button type="button" className="secondary outline" onClick={onAdd}>
              {t('addConnection')}
            </button>
          )}
        </footer>
        {mayReplace === false && (
          <p className="notice">
            {t('whoConnectsRemoves', { who: whoMayCall('POST /api/lightning-config/setup') })}
          </p>
        )}
        {isConfirming && (
          <ConfirmStep
            question={LIGHTNING_MESSAGES.removeConfirmation}
            confirmText={t('remove')}
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
          aria-label={t('testResult')}
          className={result.success ? 'attention' : 'attention warning'}
        >
          <h2>{result.success ? t('connectionWorks') : t('connectionTestFailed')}</h2>
          <p>{result.message}</p>
          {result.balance && (
            <p>{t('balance', { balance: satsText(result.balance.confirmedBalance) })}</p>
          )}
        </article>
      )}
    </>
  )
}
