import { LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import { type FormEvent, useState } from 'react'
import { FailureNote } from '../../../components/failure-note'
import { FormField } from '../../../components/form-field'
import { satsText } from '../../../lib/amounts'
import { useTexts } from '../../../lib/i18n'
import { notifyColonText, notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { saveConnection, useLightningConfig } from '../api'
import { lightningTexts } from '../texts'

/**
 * Connects the family's Lightning wallet by its Nostr Wallet Connect string (Alby Hub,
 * Primal, Zeus, LNbits, coinos, any NIP-47 wallet). The server tries the string before
 * keeping it, encrypted. Once connected the field is disabled and the button hidden
 * (spec 2: onboarding connections go one way); /lightning-config tests and removes it.
 */
export function ConnectWalletForm() {
  const t = useTexts(lightningTexts)
  const revalidateAfter = useRevalidateAfter()
  const { data: config, isLoading } = useLightningConfig()
  const [connectionString, setConnectionString] = useState('')
  const [isMissing, setIsMissing] = useState(false)
  const save = useApiMutation(saveConnection, {
    onSuccess: async (reply) => {
      setConnectionString('')
      toast({
        title: t('lightningConnected'),
        description: t('connectedBalance', {
          message: reply.message,
          balance: satsText(reply.balance.confirmedBalance),
        }),
      })
      await revalidateAfter('lightningConnection')
    },
    onError: (error) =>
      notifyFailure(error, {
        title: t('configurationError'),
        description: t('configureFailed'),
      }),
  })
  const isConnected = config?.configured === true

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (connectionString.trim() === '') {
      setIsMissing(true)
      // Not the spec's "select a provider and enter connection details": this form has no
      // provider to select, only the string (the spec's words for a missing string).
      return notifyColonText(LIGHTNING_MESSAGES.connectionStringRequired)
    }
    setIsMissing(false)
    void save.trigger({ provider: 'nwc', url: connectionString.trim(), credentials: '' })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
      {isConnected && (
        <p role="status" className="notice">
          <span className="connected-check" aria-hidden="true">
            ✓
          </span>{' '}
          {t('connectedThrough', { provider: config.providerName ?? '', url: config.url ?? '' })}
        </p>
      )}
      <FormField
        label={t('nwcString')}
        error={isMissing ? t('pasteConnectionString') : undefined}
        hint={t('nwcHint')}
      >
        {(control) => (
          <textarea
            {...control}
            name="connectionString"
            rows={3}
            spellCheck={false}
            autoComplete="off"
            placeholder="nostr+walletconnect://..."
            disabled={isConnected}
            value={connectionString}
            onChange={(event) => setConnectionString(event.target.value)}
          />
        )}
      </FormField>
      {!isConnected && (
        <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
          {t('connectWallet')}
        </button>
      )}
      <FailureNote error={save.error} fallback={t('configureFailed')} />
    </form>
  )
}
