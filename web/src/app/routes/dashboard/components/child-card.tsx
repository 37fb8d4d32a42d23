import type { ChildDto } from '@api/features/children/children.schemas'
import { type ReactNode, useId } from 'react'
import { Btc } from '../../../../components/btc'
import { weekdayName } from '../../../../features/children/allowance-days'
import { useTexts } from '../../../../lib/i18n'
import { dashboardTexts } from '../texts'
import { ChildAvatar } from './child-avatar'

export type ChildCardProps = {
  child: ChildDto
  /** The card's buttons: the parent's dialogs (ParentDialogs), or the demo's, which only explain themselves. */
  actions: ReactNode
}

/** One child on the parent dashboard: balances, allowance and the buttons it is given. */
export function ChildCard({ child, actions }: ChildCardProps) {
  const t = useTexts(dashboardTexts)
  const nameId = useId()
  const warningId = useId()
  const isOverLimit = child.isAboveSpendingThreshold
  return (
    <article aria-labelledby={nameId} aria-describedby={isOverLimit ? warningId : undefined}>
      <header className="child-card-header">
        <ChildAvatar gender={child.gender} />
        <div>
          <h3 id={nameId}>{child.name}</h3>
          <small>{t('age', { age: child.age })}</small>
        </div>
      </header>
      <dl className="figures">
        <div>
          <dt>{t('savings')}</dt>
          <dd>
            <Btc value={child.savingsBalance} />
            <br />
            <small>
              <Btc value={child.savingsBalance} unit="usd" />
            </small>
          </dd>
        </div>
        <div>
          <dt>{t('spending')}</dt>
          <dd>
            <Btc value={child.spendingBalance} withSats />
            <br />
            <small>
              <Btc value={child.spendingBalance} unit="usd" />
            </small>
          </dd>
        </div>
        <div>
          <dt>{t('weeklyAllowanceLabel')}</dt>
          <dd>
            <Btc value={child.weeklyAllowance} />
            <br />
            <small>{t('everyDay', { day: weekdayName(child.allowanceDay) })}</small>
          </dd>
        </div>
      </dl>
      {isOverLimit && (
        <p id={warningId} className="notice">
          {t('overLimit', { limit: child.spendingThreshold })}
        </p>
      )}
      <div className="card-actions">{actions}</div>
    </article>
  )
}
