import type { ChildDto } from '@api/features/children/children.schemas'
import { type ReactNode, useId } from 'react'
import { Btc } from '../../../../components/btc'
import { weekdayName } from '../../../../features/children/allowance-days'
import { ChildAvatar } from './child-avatar'

export type ChildCardProps = {
  child: ChildDto
  /** The card's buttons: the parent's dialogs (ParentDialogs), or the demo's, which only explain themselves. */
  actions: ReactNode
}

/** One child on the parent dashboard: balances, allowance and the buttons it is given. */
export function ChildCard({ child, actions }: ChildCardProps) {
  const nameId = useId()
  const warningId = useId()
  const isOverLimit = child.isAboveSpendingThreshold
  return (
    <article aria-labelledby={nameId} aria-describedby={isOverLimit ? warningId : undefined}>
      <header className="child-card-header">
        <ChildAvatar gender={child.gender} />
        <div>
          <h3 id={nameId}>{child.name}</h3>
          <small>Age {child.age}</small>
        </div>
      </header>
      <dl className="figures">
        <div>
          <dt>Savings</dt>
          <dd>
            <Btc value={child.savingsBalance} />
            <br />
            <small>
              <Btc value={child.savingsBalance} unit="usd" />
            </small>
          </dd>
        </div>
        <div>
          <dt>Spending</dt>
          <dd>
            <Btc value={child.spendingBalance} withSats />
            <br />
            <small>
              <Btc value={child.spendingBalance} unit="usd" />
            </small>
          </dd>
        </div>
        <div>
          <dt>Weekly allowance</dt>
          <dd>
            <Btc value={child.weeklyAllowance} />
            <br />
            <small>every {weekdayName(child.allowanceDay)}</small>
          </dd>
        </div>
      </dl>
      {isOverLimit && (
        <p id={warningId} className="notice">
          Spending is above the {child.spendingThreshold} BTC spending limit: the excess converts to
          savings automatically on the next payment.
        </p>
      )}
      <div className="card-actions">{actions}</div>
    </article>
  )
}
