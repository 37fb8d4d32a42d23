import type { WithdrawalDto } from '@api/features/requests/requests.schemas'
import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { useTexts } from '../../../lib/i18n'
import { useWithdrawalRequests } from '../api'
import { requestsTexts } from '../texts'

export type ChildWithdrawalRequestsProps = { childId: number }

const STATUS_KEYS = {
  pending: 'statusPending',
  approved: 'statusApproved',
  denied: 'statusDenied',
} as const satisfies Record<WithdrawalDto['status'], keyof typeof requestsTexts.en>

/**
 * A child's own savings withdrawal requests with what became of them, so a denial is seen
 * rather than a request silently vanishing. Renders nothing until the child asked once.
 */
export function ChildWithdrawalRequests({ childId }: ChildWithdrawalRequestsProps) {
  const headingId = useId()
  const t = useTexts(requestsTexts)
  // A child gets only its own; a parent's Child View filters the family's list.
  const { data: requests } = useWithdrawalRequests()
  const own = requests?.filter((request) => request.childId === childId) ?? []
  if (own.length === 0) return null
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{t('mySavingsRequests')}</h3>
      <ul className="card-list">
        {own.map((request) => (
          <li key={request.id}>
            <Btc value={request.amount} />{' '}
            {t('myRequest', { reason: request.reason, status: t(STATUS_KEYS[request.status]) })}
          </li>
        ))}
      </ul>
    </article>
  )
}
