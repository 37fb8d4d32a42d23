import type { SyncPreferencesReply } from '@api/features/lightning/lightning.schemas'
import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { FormField } from '../../../components/form-field'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { SYNC_PREFERENCES_KEY, saveSyncPreferences, useSyncPreferences } from '../api'

type SyncFrequency = SyncPreferencesReply['syncFrequency']

/** Spec 2: daily, every 3 days, weekly (default), manual. */
const FREQUENCIES: ReadonlyArray<{ value: SyncFrequency; label: string }> = [
  { value: 'daily', label: 'Daily' },
  { value: 'every3days', label: 'Every 3 days' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'manual', label: 'Manual' },
]

/** The Balance Sync tab: how often the parent is reminded to reconcile, and alerts. */
export function SyncPreferencesTab() {
  const { data: saved } = useSyncPreferences()
  if (!saved) return <p aria-busy="true">Loading the sync preferences...</p>
  return <SyncPreferencesForm saved={saved} />
}

function SyncPreferencesForm({ saved }: { saved: SyncPreferencesReply }) {
  const { mutate } = useSWRConfig()
  const [syncFrequency, setSyncFrequency] = useState<SyncFrequency>(saved.syncFrequency)
  const [emailReminders, setEmailReminders] = useState(saved.emailReminders)
  const [spendingAlerts, setSpendingAlerts] = useState(saved.spendingAlerts)
  const save = useApiMutation(saveSyncPreferences, {
    onSuccess: async (reply) => {
      toast({ title: 'Preferences Saved', description: reply.message })
      await mutate(SYNC_PREFERENCES_KEY, reply, { revalidate: false })
    },
    onError: (error) => notifyFailure(error, { title: 'Save failed' }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save.trigger({ syncFrequency, emailReminders, spendingAlerts })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Balance sync">
      <p>
        The app keeps the family's accounts; your wallet holds the money. Reconcile the two from
        time to time, and choose how often we remind you.
      </p>
      <FormField label="Sync reminder">
        {(control) => (
          <select
            {...control}
            name="syncFrequency"
            value={syncFrequency}
            onChange={(event) => setSyncFrequency(event.target.value as SyncFrequency)}
          >
            {FREQUENCIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label>
        <input
          type="checkbox"
          role="switch"
          aria-checked={emailReminders}
          name="emailReminders"
          checked={emailReminders}
          onChange={(event) => setEmailReminders(event.target.checked)}
        />
        E-mail me a reminder to reconcile balances
      </label>
      <label>
        <input
          type="checkbox"
          role="switch"
          aria-checked={spendingAlerts}
          name="spendingAlerts"
          checked={spendingAlerts}
          onChange={(event) => setSpendingAlerts(event.target.checked)}
        />
        Spending alert: e-mail me when one Lightning payment is above 20% of a child's balance
      </label>
      <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
        Save Preferences
      </button>
    </form>
  )
}
