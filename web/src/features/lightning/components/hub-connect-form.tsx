import { LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import { type FormEvent, useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { FailureNote } from '../../../components/failure-note'
import { FormField } from '../../../components/form-field'
import { paths } from '../../../config/paths'
import { useTexts } from '../../../lib/i18n'
import { notifyColonText, notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { connectHub } from '../api'
import { lightningTexts } from '../texts'

/** Spec 2: after a Lightning connect the dashboard opens 2 s later. */
export const HUB_REDIRECT_DELAY_MS = 2000

/**
 * The Advanced tab's hub form: an Alby Hub by its URL and an access token made in the
 * hub (name and region are only shown on the config page). On success the user is read
 * again and the dashboard opens after 2 seconds.
 */
export function HubConnectForm() {
  const t = useTexts(lightningTexts)
  const navigate = useNavigate()
  const revalidateAfter = useRevalidateAfter()
  const [url, setUrl] = useState('')
  const [token, setToken] = useState('')
  const [name, setName] = useState('')
  const [region, setRegion] = useState('')
  const [isConnected, setIsConnected] = useState(false)
  const connect = useApiMutation(connectHub, {
    onSuccess: async (reply) => {
      setToken('')
      setIsConnected(true)
      toast({ title: t('albyHubConnected'), description: reply.message })
      await revalidateAfter('lightningConnection')
    },
    onError: (error) => notifyFailure(error, { title: t('connectionFailed') }),
  })

  useEffect(() => {
    if (!isConnected) return
    const timer = setTimeout(() => navigate(paths.dashboard), HUB_REDIRECT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [isConnected, navigate])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (url.trim() === '' || token.trim() === '') {
      return notifyColonText(LIGHTNING_MESSAGES.hubDetailsRequired)
    }
    void connect.trigger({ type: 'alby_hub', url: url.trim(), token: token.trim(), name, region })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('connectAlbyHub')}>
      {isConnected && (
        <p role="status" className="notice">
          {t('hubConnectedOpening')}
        </p>
      )}
      {/* Connected is one way (spec 2): the fields are kept, disabled, and the button goes. */}
      <fieldset disabled={isConnected}>
        <FormField label={t('providerAlbyHubUrl')}>
          {(control) => (
            <input
              {...control}
              name="url"
              autoComplete="off"
              placeholder="https://hub.example.com"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('providerAlbyHubCredentials')} hint={t('accessTokenHint')}>
          {(control) => (
            <input
              {...control}
              name="token"
              type="password"
              autoComplete="off"
              value={token}
              onChange={(event) => setToken(event.target.value)}
            />
          )}
        </FormField>
        <div className="grid">
          <FormField label={t('nameOptional')}>
            {(control) => (
              <input
                {...control}
                name="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('regionOptional')}>
            {(control) => (
              <input
                {...control}
                name="region"
                value={region}
                onChange={(e) => setRegion(e.target.value)}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      {!isConnected && (
        <button type="submit" aria-busy={connect.isMutating} disabled={connect.isMutating}>
          {t('connectHub')}
        </button>
      )}
      <FailureNote error={connect.error} fallback={t('connectionFailed')} />
    </form>
  )
}
