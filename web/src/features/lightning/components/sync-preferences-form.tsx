import type { SyncPreferencesReply } from '@api/features/lightning/lightning.schemas'
import { type FormEvent, useState } from 'react'
import { useSWRConfig } from 'swr'
import { FormField } from '../../../components/form-field'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { SYNC_PREFERENCES_KEY, saveSyncPreferences, useSyncPreferences } from '../api'
import { lightningTexts } from '../texts'

type SyncFrequency = SyncPreferencesReply['syncFrequency']

/** Spec 2: daily, every 3 days, weekly (default), manual. */
const FREQUENCIES = [
  { value: 'daily', label: 'syncDaily' },
  { value: 'every3days', label: 'syncEvery3Days' },
  { value: 'weekly', label: 'syncWeekly' },
  { value: 'manual', label: 'syncManual' },
] as const satisfies ReadonlyArray<{ value: SyncFrequency; label: keyof typeof lightningTexts.en }>

/** The Balance Sync tab: how often the parent is reminded to reconcile, and alerts. */
export function SyncPreferencesTab() {
  const t = useTexts(lightningTexts)
  const { data: saved } = useSyncPreferences()
  if (!saved) return <p aria-busy="true">{t('loadingSync')}</p>
  return <SyncPreferencesForm saved={saved} />
}

function SyncPreferencesForm({ saved }: { saved: SyncPreferencesReply }) {
  const t = useTexts(lightningTexts)
  const { mutate } = useSWRConfig()
  const [syncFrequency, setSyncFrequency] = useState<SyncFrequency>(saved.syncFrequency)
  const [emailReminders, setEmailReminders] = useState(saved.emailReminders)
  const [spendingAlerts, setSpendingAlerts] = useState(saved.spendingAlerts)
  const save = useApiMutation(saveSyncPreferences, {
    onSuccess: async (reply) => {
      toast({ title: t('preferencesSaved'), description: reply.message })
      await mutate(SYNC_PREFERENCES_KEY, reply, { revalidate: false })
    },
    onError: (error) => notifyFailure(error, { title: t('saveFailed') }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save.trigger({ syncFrequency, emailReminders, spendingAlerts })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('balanceSync')}>
      <p>{t('syncIntro')}</p>
      <FormField label={t('syncReminder')}>
        {(control) => (
          <select
            {...control}
            name="syncFrequency"
            value={syncFrequency}
            onChange={(event) => setSyncFrequency(event.target.value as SyncFrequency)}
          >
            {FREQUENCIES.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
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
        {t('emailReminders')}
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
        {t('spendingAlerts')}
      </label>
      <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
        {t('savePreferences')}
      </button>
    </form>
  )
}
