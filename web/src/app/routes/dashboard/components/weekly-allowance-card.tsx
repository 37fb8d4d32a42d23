import { WEEKDAYS } from '@api/contracts/weekdays'
import type { ChildDto } from '@api/features/children/children.schemas'
import { useId } from 'react'
import { Btc } from '../../../../components/btc'
import { useAllowanceSchedule } from '../../../../features/allowances/api'
import { daysUntilAllowance, weekdayName } from '../../../../features/children/allowance-days'
import { RichText, useTexts } from '../../../../lib/i18n'
import { dashboardTexts } from '../texts'

export type WeeklyAllowanceCardProps = {
  child: Pick<ChildDto, 'weeklyAllowance' | 'allowanceDay'>
}

export function WeeklyAllowanceCard({ child }: WeeklyAllowanceCardProps) {
  // "Today" on the family's calendar (the server's time zone setting), so a device in
  // another zone does not count the days from its own date.
  const { data: schedule } = useAllowanceSchedule()
  const familyWeekday = schedule
    ? WEEKDAYS.indexOf(schedule.today as (typeof WEEKDAYS)[number])
    : -1
  const days = daysUntilAllowance(
    child.allowanceDay,
    familyWeekday >= 0 ? familyWeekday : new Date().getDay(),
  )
  return <AllowanceCountdownCard child={child} days={days} />
}

export type AllowanceCountdownCardProps = WeeklyAllowanceCardProps & {
  /** Days until the next allowance; 0 (the demo's count) reads 'Available today!'. */
  days: number
  /** Also show the amount in sats (the demo's cards give BTC and sats). */
  showSats?: boolean
}

/** The Weekly Allowance card for a count of days already made. */
export function AllowanceCountdownCard({
  child,
  days,
  showSats = false,
}: AllowanceCountdownCardProps) {
  const t = useTexts(dashboardTexts)
  const headingId = useId()
  const day = weekdayName(child.allowanceDay)
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{t('weeklyAllowanceTitle')}</h3>
      <p className="big-figure">
        <Btc value={child.weeklyAllowance} />
      </p>
      {showSats && (
        <p>
          <Btc value={child.weeklyAllowance} unit="sats" />
        </p>
      )}
      <p>
        <RichText
          texts={dashboardTexts}
          k={days === 0 ? 'availableToday' : 'nextAllowance'}
          values={days === 0 ? { day } : { count: days, day }}
          parts={{ strong: <strong /> }}
        />
      </p>
    </article>
  )
}
