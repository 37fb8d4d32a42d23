import type { WithdrawalDto } from '@api/features/requests/requests.schemas'
import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { useWithdrawalRequests } from '../api'

export type ChildWithdrawalRequestsProps = { childId: number }

const STATUS_TEXT: Record<WithdrawalDto['status'], string> = {
  pending: 'Waiting for parent approval',
  approved: 'Approved',
  denied: 'Denied',
}

/**
 * A child's own savings withdrawal requests with what became of them, so a denial is seen
 * rather than a request silently vanishing. Renders nothing until the child asked once.
 */
export function ChildWithdrawalRequests({ childId }: ChildWithdrawalRequestsProps) {
  const headingId = useId()
  // A child gets only its own; a parent's Child View filters the family's list.
  const { data: requests } = useWithdrawalRequests()
  const own = requests?.filter((request) => request.childId === childId) ?? []
  if (own.length === 0) return null
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>My Savings Requests</h3>
      <ul className="card-list">
        {own.map((request) => (
          <li key={request.id}>
            <Btc value={request.amount} /> for {request.reason}: {STATUS_TEXT[request.status]}
          </li>
        ))}
      </ul>
    </article>
  )
}
