import type { WithdrawalDto } from '@api/features/requests/requests.schemas'
import { type ReactNode, useId } from 'react'
import { Btc } from '../../../components/btc'
import { decideWithdrawal, useWithdrawalRequests } from '../api'
import { DecisionButtons } from './decision-buttons'

function describeDecision(request: WithdrawalDto) {
  return request.status === 'approved'
    ? {
        title: 'Request Approved',
        description: `${request.amount} BTC was taken from ${request.childName}'s savings`,
      }
    : { title: 'Request Denied', description: `${request.childName}'s request was denied` }
}

export type PendingApprovalsPanelProps = {
  /** Other kinds of requests (goal allocations) shown in the same panel. */
  otherRequests?: ReactNode
  hasOtherRequests?: boolean
}

/**
 * Requests waiting for a parent's decision: children's savings withdrawals, plus what
 * the dashboard passes in. The caller shows it only when the can-approve check allows;
 * it renders nothing while nothing is pending.
 */
export function PendingApprovalsPanel({
  otherRequests,
  hasOtherRequests = false,
}: PendingApprovalsPanelProps) {
  const headingId = useId()
  const { data: requests } = useWithdrawalRequests()
  const pending = requests?.filter((r) => r.status === 'pending') ?? []
  if (pending.length === 0 && !hasOtherRequests) return null

  return (
    <article aria-labelledby={headingId} className="attention">
      <header>
        <h3 id={headingId}>Pending Approvals</h3>
        <p>Your children are waiting for your answer.</p>
      </header>
      {pending.length > 0 && (
        <ul className="request-list">
          {pending.map((request) => (
            <li key={request.id}>
              <p>
                <strong>{request.childName}</strong> asks for <Btc value={request.amount} /> (
                <Btc value={request.amount} unit="usd" />)
                <br />
                <q>{request.reason}</q>
              </p>
              <DecisionButtons
                subject={`${request.childName}'s request for ${request.amount} BTC`}
                approveText="Approve"
                rejectText="Deny"
                decide={(approved) => decideWithdrawal(request.id, approved)}
                describe={describeDecision}
                failureText="Failed to process withdrawal request"
              />
            </li>
          ))}
        </ul>
      )}
      {otherRequests}
    </article>
  )
}
