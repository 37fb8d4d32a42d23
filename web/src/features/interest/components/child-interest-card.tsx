import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { useTexts } from '../../../lib/i18n'
import { useInterest } from '../api'
import { monthName } from '../month-name'
import { interestTexts } from '../texts'

export type ChildInterestCardProps = { childId: number }

/**
 * The child dashboard's "Interest This Month", while the child earns interest: the rate,
 * the lowest savings balance so far, what that earned up to today, and what it will be at
 * the month's end if the savings go no lower.
 */
export function ChildInterestCard({ childId }: ChildInterestCardProps) {
  const headingId = useId()
  const t = useTexts(interestTexts)
  const { data: interest } = useInterest()
  const own = interest?.children.find((child) => child.childId === childId)
  if (!interest || !own || own.rate === '0') return null
  const month = monthName(interest.month)
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{t('childCardTitle')}</h3>
      <p>{t('childCardIntro', { rate: own.rate })}</p>
      <dl className="figures">
        <div>
          <dt>{t('lowestInMonth', { month })}</dt>
          <dd>
            <Btc value={own.lowestBalance} />
          </dd>
        </div>
        <div>
          <dt>{t('soFar')}</dt>
          <dd>
            <Btc value={own.soFar} unit="sats" />
          </dd>
        </div>
        <div>
          <dt>{t('atMonthEnd', { month })}</dt>
          <dd>
            <Btc value={own.projected} unit="sats" /> {t('ifSavingsStay')}
          </dd>
        </div>
        {own.lastMonth !== null && (
          <div>
            <dt>{t('paidFor', { month: monthName(interest.previousMonth) })}</dt>
            <dd>
              <Btc value={own.lastMonth} unit="sats" />
            </dd>
          </div>
        )}
      </dl>
    </article>
  )
}
