import { LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import { type FormEvent, useState } from 'react'
import { FailureNote } from '../../../components/failure-note'
import { FormField } from '../../../components/form-field'
import { satsText } from '../../../lib/amounts'
import { notifyColonText, notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { saveConnection, useLightningConfig } from '../api'

/**
 * Connects the family's Lightning wallet by its Nostr Wallet Connect string (Alby Hub,
 * Primal, Zeus, LNbits, coinos, any NIP-47 wallet). The server tries the string before
 * keeping it, encrypted. Once connected the field is disabled and the button hidden
 * (spec 2: onboarding connections go one way); /lightning-config tests and removes it.
 */
export function ConnectWalletForm() {
  const revalidateAfter = useRevalidateAfter()
  const { data: config, isLoading } = useLightningConfig()
  const [connectionString, setConnectionString] = useState('')
  const [isMissing, setIsMissing] = useState(false)
  const save = useApiMutation(saveConnection, {
    onSuccess: async (reply) => {
      setConnectionString('')
      toast({
        title: 'Lightning Connected',
        description: `${reply.message}. Balance: ${satsText(reply.balance.confirmedBalance)}`,
      })
      await revalidateAfter('lightningConnection')
    },
    onError: (error) =>
      notifyFailure(error, {
        title: 'Configuration Error',
        description: 'Failed to configure Lightning',
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
          Connected through {config.providerName}: {config.url}
        </p>
      )}
      <FormField
        label="Nostr Wallet Connect string"
        error={isMissing ? 'Please paste the connection string' : undefined}
        hint="Starts with nostr+walletconnect://. Make it in your wallet's app connections, with a weekly budget you are happy for the children's payments to use."
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
          Connect Lightning Wallet
        </button>
      )}
      <FailureNote error={save.error} fallback="Failed to configure Lightning" />
    </form>
  )
}
