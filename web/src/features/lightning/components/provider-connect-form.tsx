import { LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import { isLndConnectUri, readLndConnect } from '@api/contracts/lndconnect'
import type { SetupReply } from '@api/features/lightning/lightning.schemas'
import { type FormEvent, useState } from 'react'
import { FailureNote } from '../../../components/failure-note'
import { FormField } from '../../../components/form-field'
import { LongValue } from '../../../components/long-value'
import { satsText } from '../../../lib/amounts'
import { notifyColonText, notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { connectNodeLnd, saveConnection, useNodeLnd } from '../api'
import { PROVIDERS, type ProviderId } from '../providers'

const FAILED = 'Failed to configure Lightning'

/**
 * /lightning-config's form: the parent picks the provider and enters where it is and its
 * credential; Breez and Zeus connect through Nostr Wallet Connect, so they take their
 * connection string. The server tries the settings before keeping them, encrypted. When
 * the operator set up this node's LND, one button connects it with credentials the
 * server reads itself. An lndconnect:// URI pasted into the address field fills the LND
 * form's three fields (api/contracts/lndconnect.ts).
 */
export function ProviderConnectForm({ onConnected }: { onConnected: () => void }) {
  const revalidateAfter = useRevalidateAfter()
  const [provider, setProvider] = useState<ProviderId>('nwc')
  const [url, setUrl] = useState('')
  const [credentials, setCredentials] = useState('')
  const [tlsCertificate, setTlsCertificate] = useState('')
  const [hubName, setHubName] = useState('')
  const [hubRegion, setHubRegion] = useState('')
  const [urlProblem, setUrlProblem] = useState<string | undefined>(undefined)
  const [filledFromUri, setFilledFromUri] = useState(false)
  const fields = PROVIDERS[provider]
  const connected = async (reply: SetupReply) => {
    toast({
      title: 'Lightning Connected',
      description: `${reply.message}. Balance: ${satsText(reply.balance.confirmedBalance)}`,
    })
    await revalidateAfter('lightningConnection')
    onConnected()
  }
  const failed = (error: unknown) =>
    notifyFailure(error, {
      title: 'Configuration Error',
      description: FAILED,
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
    <article aria-label="Connect a Lightning wallet">
      {nodeLnd?.available && (
        <section aria-label="This node's LND">
          <p>
            This server runs next to a Lightning node (LND at{' '}
            <LongValue value={nodeLnd.url ?? ''} />
            ). Its credentials stay on the server.
          </p>
          <button
            type="button"
            aria-busy={node.isMutating}
            disabled={node.isMutating}
            onClick={() => void node.trigger(undefined)}
          >
            Use this node's LND
          </button>
          <FailureNote error={node.error} fallback={FAILED} />
          <hr />
        </section>
      )}
      <form onSubmit={onSubmit} noValidate>
        <FormField label="Provider">
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
            {fields.name} connects through Nostr Wallet Connect: in {fields.name}, make a wallet
            connection and paste its <code>nostr+walletconnect://</code> string below.
          </p>
        )}
        <FormField
          label={fields.url}
          error={urlProblem}
          hint={
            provider === 'lnd'
              ? 'Or paste an lndconnect:// URI: it fills the macaroon and the certificate too.'
              : undefined
          }
        >
          {(control) => (
            <input
              {...control}
              name="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={fields.placeholder}
              value={url}
              onChange={(event) => onUrlChange(event.target.value)}
            />
          )}
        </FormField>
        {filledFromUri && (
          <p role="status" className="notice">
            Filled from the lndconnect URI: the REST URL, the macaroon
            {tlsCertificate === '' ? '' : ' and the TLS certificate'}.
          </p>
        )}
        {fields.credentials && (
          <FormField
            label={fields.credentials}
            hint="Kept encrypted on the server, never shown again."
          >
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
          <FormField
            label="TLS certificate (optional)"
            hint="The node's tls.cert (PEM) when it uses LND's self-signed certificate: the server then trusts that certificate only."
          >
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
            <FormField label="Hub name (optional)">
              {(control) => (
                <input
                  {...control}
                  name="hubName"
                  value={hubName}
                  onChange={(event) => setHubName(event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Hub region (optional)">
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
          Save Connection
        </button>
        <FailureNote error={save.error} fallback={FAILED} />
      </form>
    </article>
  )
}
