import type { SubscriptionDto } from '@api/features/billing/billing.schemas'
import { useId } from 'react'
import { useTexts } from '../../../lib/i18n'
import { formatDay, formatSats } from '../billing-format'
import { billingTexts } from '../texts'

export type CurrentSubscriptionCardProps = {
  subscription: SubscriptionDto
}

const STATUS_LABELS = {
  free: 'statusFree',
  trial: 'statusTrial',
  active: 'statusActive',
  expired: 'statusExpired',
} as const satisfies Record<SubscriptionDto['status'], string>

/** Where the family stands: status, when it ends, what it paid so far. */
export function CurrentSubscriptionCard({ subscription }: CurrentSubscriptionCardProps) {
  const headingId = useId()
  const t = useTexts(billingTexts)
  const { status, expiresAt } = subscription
  const endLabel =
    status === 'expired' ? t('endedOn') : status === 'trial' ? t('trialEnds') : t('paidUntil')
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>{t('currentSubscription')}</h2>
      <dl className="figures">
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <mark className={subscription.isActive ? undefined : 'warning'}>
              {t(STATUS_LABELS[status])}
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
          <dt>{t('totalPaid')}</dt>
          <dd>{formatSats(subscription.totalPaid)}</dd>
        </div>
      </dl>
      {!subscription.isActive && <p>{t('renewBelow')}</p>}
    </article>
  )
}
