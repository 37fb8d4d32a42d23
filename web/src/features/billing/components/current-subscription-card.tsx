import type { SubscriptionDto } from '@api/features/billing/billing.schemas'
import { useId } from 'react'
import { formatDay, formatSats } from '../billing-format'

export type CurrentSubscriptionCardProps = {
  subscription: SubscriptionDto
}

const STATUS_LABELS: Record<SubscriptionDto['status'], string> = {
  free: 'Free',
  trial: 'Free trial',
  active: 'Active',
  expired: 'Expired',
}

/** Where the family stands: status, when it ends, what it paid so far. */
export function CurrentSubscriptionCard({ subscription }: CurrentSubscriptionCardProps) {
  const headingId = useId()
  const { status, expiresAt } = subscription
  const endLabel =
    status === 'expired' ? 'Ended on' : status === 'trial' ? 'Trial ends' : 'Paid until'
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>Current Subscription</h2>
      <dl className="figures">
        <div>
          <dt>Status</dt>
          <dd>
            <mark className={subscription.isActive ? undefined : 'warning'}>
              {STATUS_LABELS[status]}
            </mark>
          </dd>
        </div>
        {expiresAt && (
          <div>
            <dt>{endLabel}</dt>
            <dd>{formatDay(expiresAt)}</dd>
          </div>
        )}
        <div>
          <dt>Total paid</dt>
          <dd>{formatSats(subscription.totalPaid)}</dd>
        </div>
      </dl>
      {!subscription.isActive && (
        <p>
          Everything stays readable and can be exported. Renew below to change balances, allowances,
          goals or requests again.
        </p>
      )}
    </article>
  )
}
