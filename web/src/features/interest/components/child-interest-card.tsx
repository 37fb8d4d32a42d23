import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { useInterest } from '../api'
import { monthName } from '../month-name'

export type ChildInterestCardProps = { childId: number }

/**
 * The child dashboard's "Interest This Month", while the child earns interest: the rate,
 * the lowest savings balance so far, what that earned up to today, and what it will be at
 * the month's end if the savings go no lower.
 */
export function ChildInterestCard({ childId }: ChildInterestCardProps) {
  const headingId = useId()
  const { data: interest } = useInterest()
  const own = interest?.children.find((child) => child.childId === childId)
  if (!interest || !own || own.rate === '0') return null
  const month = monthName(interest.month)
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>Interest This Month</h3>
      <p>
        Your savings earn {own.rate}% a year on the lowest balance you keep all month. Keep it high
        to earn more!
      </p>
      <dl className="figures">
        <div>
          <dt>Lowest savings in {month}</dt>
          <dd>
            <Btc value={own.lowestBalance} />
          </dd>
        </div>
        <div>
          <dt>Interest so far</dt>
          <dd>
            <Btc value={own.soFar} unit="sats" />
          </dd>
        </div>
        <div>
          <dt>At the end of {month}</dt>
          <dd>
            <Btc value={own.projected} unit="sats" /> if your savings stay this high
          </dd>
        </div>
        {own.lastMonth !== null && (
          <div>
            <dt>Paid for {monthName(interest.previousMonth)}</dt>
            <dd>
              <Btc value={own.lastMonth} unit="sats" />
            </dd>
          </div>
        )}
      </dl>
    </article>
  )
}
