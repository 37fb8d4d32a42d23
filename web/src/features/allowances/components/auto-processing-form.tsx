import type { Schedule } from '@api/features/allowances/allowances.schemas'
import { type FormEvent, useId, useState } from 'react'
import { useSWRConfig } from 'swr'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { SCHEDULE_KEY, saveAllowanceSchedule } from '../api'
import { allowancesTexts } from '../texts'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const OFF = 'off'

function hourText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`
}

// The browser knows every IANA zone; offering them saves typos (the server checks anyway).
const TIME_ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []

export type AutoProcessingFormProps = { schedule: Schedule }

/**
 * Automatic processing: the server credits the allowances due each day at the chosen
 * local hour, with the same once-a-day guarantee as the button.
 */
export function AutoProcessingForm({ schedule }: AutoProcessingFormProps) {
  const { mutate } = useSWRConfig()
  const zonesId = useId()
  const t = useTexts(allowancesTexts)
  const [hour, setHour] = useState(
    schedule.autoProcessHour === null ? OFF : String(schedule.autoProcessHour),
  )
  const [timeZone, setTimeZone] = useState(schedule.timeZone)

  const save = useApiMutation(saveAllowanceSchedule, {
    onSuccess: async (saved) => {
      toast({
        title: t('saved'),
        description:
          saved.autoProcessHour === null
            ? t('automaticOff')
            : t('automaticOn', { hour: hourText(saved.autoProcessHour), timeZone: saved.timeZone }),
      })
      await mutate(SCHEDULE_KEY, saved, { revalidate: false })
    },
    onError: (error) =>
      notifyFailure(error, { title: t('updateFailed'), description: t('scheduleFailed') }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save.trigger({
      autoProcessHour: hour === OFF ? null : Number(hour),
      timeZone: timeZone.trim() || schedule.timeZone,
    })
  }

  return (
    <form onSubmit={onSubmit}>
      <div className="grid">
        <label>
          {t('automaticProcessing')}
          <select name="autoProcessHour" value={hour} onChange={(e) => setHour(e.target.value)}>
            <option value={OFF}>{t('off')}</option>
            {HOURS.map((h) => (
              <option key={h} value={String(h)}>
                {t('everyDayAt', { hour: hourText(h) })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('timeZone')}
          <input
            name="timeZone"
            list={zonesId}
            autoComplete="off"
            required
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
          />
          <datalist id={zonesId}>
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        </label>
      </div>
      <button
        type="submit"
        className="secondary"
        aria-busy={save.isMutating}
        disabled={save.isMutating}
      >
        {t('saveSchedule')}
      </button>
    </form>
  )
}
