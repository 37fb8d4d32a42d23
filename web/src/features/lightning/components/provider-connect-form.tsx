import { LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import { isLndConnectUri, readLndConnect } from '@api/contracts/lndconnect'
import type { SetupReply } from '@api/features/lightning/lightning.schemas'
import { type FormEvent, useState } from 'react'
import { FailureNote } from '../../../components/failure-note'
import { FormField } from '../../../components/form-field'
import { LongValue } from '../../../components/long-value'
import { satsText } from '../../../lib/amounts'
import { RichText, useTexts } from '../../../lib/i18n'
import { notifyColonText, notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { connectNodeLnd, saveConnection, useNodeLnd } from '../api'
import { PROVIDERS, type ProviderId, providerTexts } from '../providers'
import { lightningTexts } from '../texts'

/**
 * /lightning-config's form: the parent picks the provider and enters where it is and its
 * credential; Breez and Zeus connect through Nostr Wallet Connect, so they take their
 * connection string. The server tries the settings before keeping them, encrypted. When
 * the operator set up this node's LND, one button connects it with credentials the
 * server reads itself. An lndconnect:// URI pasted into the address field fills the LND
 * form's three fields (api/contracts/lndconnect.ts).
 */
export function ProviderConnectForm({ onConnected }: { onConnected: () => void }) {
  const t = useTexts(lightningTexts)
  const revalidateAfter = useRevalidateAfter()
  const [provider, setProvider] = useState<ProviderId>('nwc')
  const [url, setUrl] = useState('')
  const [credentials, setCredentials] = useState('')
  const [tlsCertificate, setTlsCertificate] = useState('')
  const [hubName, setHubName] = useState('')
  const [hubRegion, setHubRegion] = useState('')
  const [urlProblem, setUrlProblem] = useState<string | undefined>(undefined)
  const [filledFromUri, setFilledFromUri] = useState(false)
  const { name } = PROVIDERS[provider]
  const fields = providerTexts(t, provider)
  const connected = async (reply: SetupReply) => {
    toast({
      title: t('lightningConnected'),
      description: t('connectedBalance', {
        message: reply.message,
        balance: satsText(reply.balance.confirmedBalance),
      }),
    })
    await revalidateAfter('lightningConnection')
    onConnected()
  }
  const failed = (error: unknown) =>
    notifyFailure(error, {
      title: t('configurationError'),
      description: t('configureFailed'),
    })
  const save = useApiMutation(saveConnection, { onSuccess: connected, onError: failed })
  const node = useApiMutation(connectNodeLnd, { onSuccess: connected, onError: failed })
  const { data: nodeLnd } = useNodeLnd()

  /** An address as typed, or an lndconnect:// URI read into the LND fields at once. */
  const onUrlChange = (value: string) => {
    setFilledFromUri(false)
    if (!isLndConnectUri(value)) {
      setUrlProblem(undefined)
      return setUrl(value)
    }
    const read = readLndConnect(value)
    if (read.problem) {
      setUrlProblem(read.problem.message)
      return setUrl(value)
    }
    setUrlProblem(undefined)
    setProvider('lnd')
    setUrl(read.value.url)
    setCredentials(read.value.macaroonHex)
    setTlsCertificate(read.value.tlsCertificatePem ?? '')
    setFilledFromUri(true)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (url.trim() === '') return notifyColonText(LIGHTNING_MESSAGES.detailsRequired)
    if (urlProblem !== undefined) return
    void save.trigger({
      provider,
      url: url.trim(),
      credentials: fields.credentials ? credentials.trim() : '',
      ...(provider === 'lnd' && tlsCertificate.trim() ? { tlsCertificate } : {}),
      ...(provider === 'alby_hub' ? { hubName, hubRegion } : {}),
    })
  }

  return (
    <article aria-label={t('connectAWallet')}>
      {nodeLnd?.available && (
        <section aria-label={t('thisNodesLnd')}>
          <p>
            <RichText
              texts={lightningTexts}
              k="nodeLndIntro"
              parts={{ url: <LongValue value={nodeLnd.url ?? ''} /> }}
            />
          </p>
          <button
            type="button"
            aria-busy={node.isMutating}
            disabled={node.isMutating}
            onClick={() => void node.trigger(undefined)}
          >
            {t('useNodeLnd')}
          </button>
          <FailureNote error={node.error} fallback={t('configureFailed')} />
          <hr />
        </section>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormField label={t('provider')}>
          {(control) => (
            <select
              {...control}
              name="provider"
              value={provider}
              onChange={(event) => setProvider(event.target.value as ProviderId)}
            >
              {Object.entries(PROVIDERS).map(([id, p]) => (
                <option key={id} value={id}>
                  {p.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {(provider === 'breez' || provider === 'zeus') && (
          <p className="notice">
            <RichText
              texts={lightningTexts}
              k="connectsThroughNwc"
              values={{ name }}
              parts={{ code: <code /> }}
            />
          </p>
        )}
        <FormField
          label={fields.url}
          error={urlProblem}
          hint={provider === 'lnd' ? t('lndconnectHint') : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={PROVIDERS[provider].placeholder}
              value={url}
              onChange={(event) => onUrlChange(event.target.value)}
            />
          )}
        </FormField>
        {filledFromUri && (
          <p role="status" className="notice">
            {tlsCertificate === '' ? t('filledFromUri') : t('filledFromUriWithTls')}
          </p>
        )}
        {fields.credentials && (
          <FormField label={fields.credentials} hint={t('keptEncrypted')}>
            {(control) => (
              <input
                {...control}
                name="credentials"
                type="password"
                autoComplete="off"
                value={credentials}
                onChange={(event) => setCredentials(event.target.value)}
              />
            )}
          </FormField>
        )}
        {provider === 'lnd' && (
          <FormField label={t('tlsCertificate')} hint={t('tlsHint')}>
            {(control) => (
              <textarea
                {...control}
                name="tlsCertificate"
                rows={4}
                spellCheck={false}
                placeholder="-----BEGIN CERTIFICATE-----"
                value={tlsCertificate}
                onChange={(event) => setTlsCertificate(event.target.value)}
              />
            )}
          </FormField>
        )}
        {provider === 'alby_hub' && (
          <div className="grid">
            <FormField label={t('hubNameOptional')}>
              {(control) => (
                <input
                  {...control}
                  name="hubName"
                  value={hubName}
                  onChange={(event) => setHubName(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={t('hubRegionOptional')}>
              {(control) => (
                <input
                  {...control}
                  name="hubRegion"
                  value={hubRegion}
                  onChange={(event) => setHubRegion(event.target.value)}
                />
              )}
            </FormField>
          </div>
        )}
        <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
          {t('saveConnection')}
        </button>
        <FailureNote error={save.error} fallback={t('configureFailed')} />
      </form>
    </article>
  )
}
