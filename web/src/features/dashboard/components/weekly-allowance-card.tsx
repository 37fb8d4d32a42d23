import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { daysUntilAllowance, weekdayName } from '../../children/allowance-days'
import type { Child } from '../../children/api'

export type WeeklyAllowanceCardProps = {
  child: Pick<Child, 'weeklyAllowance' | 'allowanceDay'>
  /** Today's weekday (0 = Sunday); the browser's own day unless a test fixes it. */
  todayWeekday?: number
}

export function WeeklyAllowanceCard({
  child,
  todayWeekday = new Date().getDay(),
}: WeeklyAllowanceCardProps) {
  const headingId = useId()
  const days = daysUntilAllowance(child.allowanceDay, todayWeekday)
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
