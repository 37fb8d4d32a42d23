import { WEEKDAYS } from '@api/contracts/weekdays'
import type { ChildDto } from '@api/features/children/children.schemas'
import { useId } from 'react'
import { Btc } from '../../../../components/btc'
import { useAllowanceSchedule } from '../../../../features/allowances/api'
import { daysUntilAllowance, weekdayName } from '../../../../features/children/allowance-days'

export type WeeklyAllowanceCardProps = {
  child: Pick<ChildDto, 'weeklyAllowance' | 'allowanceDay'>
}

export function WeeklyAllowanceCard({ child }: WeeklyAllowanceCardProps) {
  const headingId = useId()
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
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>Weekly Allowance</h3>
      <p className="big-figure">
        <Btc value={child.weeklyAllowance} />
      </p>
      <p>
        Next allowance in <strong>{days}</strong> {days === 1 ? 'day' : 'days'}, every{' '}
        {weekdayName(child.allowanceDay)}
      </p>
    </article>
  )
}
