import { useId } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { useAllowanceSchedule } from '../api'
import { AutoProcessingForm } from './auto-processing-form'

/** "Allowance Processing": what the button does, and automatic processing. */
export function AllowanceProcessingCard() {
  const headingId = useId()
  const { data: schedule, error, isLoading } = useAllowanceSchedule()
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>Allowance Processing</h3>
      </header>
      <p>
        <strong>Allowance processing is internal accounting only.</strong> Process Allowances
        credits each child's weekly allowance to their spending balance on their allowance day. No
        bitcoin moves: send the real payments from your own wallet.
      </p>
      <p>Processing twice on the same day never credits a child twice.</p>
      {isLoading && <p aria-busy="true">Loading the schedule...</p>}
      {error !== undefined && !isLoading && (
        <p role="alert">{errorMessage(error, 'The schedule could not be loaded.')}</p>
      )}
      {schedule && (
        <>
          <p>
            Today is <strong>{schedule.today}</strong> in {schedule.timeZone}.
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
