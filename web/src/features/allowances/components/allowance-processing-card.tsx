import { useId } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { RichText, useTexts } from '../../../lib/i18n'
import { serverWeekdayIn } from '../../../lib/weekday-names'
import { useAllowanceSchedule } from '../api'
import { allowancesTexts } from '../texts'
import { AutoProcessingForm } from './auto-processing-form'

/** "Allowance Processing": what the button does, and automatic processing. */
export function AllowanceProcessingCard() {
  const headingId = useId()
  const t = useTexts(allowancesTexts)
  const { data: schedule, error, isLoading } = useAllowanceSchedule()
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{t('cardTitle')}</h3>
      </header>
      <p>
        <RichText texts={allowancesTexts} k="cardIntro" parts={{ strong: <strong /> }} />
      </p>
      <p>{t('neverTwice')}</p>
      {isLoading && <p aria-busy="true">{t('loadingSchedule')}</p>}
      {error !== undefined && !isLoading && (
        <p role="alert">{errorMessage(error, t('scheduleNotLoaded'))}</p>
      )}
      {schedule && (
        <>
          <p>
            <RichText
              texts={allowancesTexts}
              k="today"
              values={{
                weekday: serverWeekdayIn(schedule.today),
                timeZone: schedule.timeZone,
              }}
              parts={{ strong: <strong /> }}
            />
          </p>
          <AutoProcessingForm
            key={`${schedule.autoProcessHour}/${schedule.timeZone}`}
            schedule={schedule}
          />
        </>
      )}
    </article>
  )
}
