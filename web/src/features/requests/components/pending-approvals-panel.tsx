import type { WithdrawalDto } from '@api/features/requests/requests.schemas'
import { type ReactNode, useId } from 'react'
import { Btc } from '../../../components/btc'
import type { ToastInput } from '../../../lib/toast'
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
export function PendingApprovalsPanel(props: PendingApprovalsPanelProps) {
  const { data: requests } = useWithdrawalRequests()
  return <PendingApprovalsPanelView {...props} requests={requests} />
}

export type PendingApprovalsPanelViewProps = PendingApprovalsPanelProps & {
  requests: WithdrawalDto[] | undefined
  /** Sends a decision; the API unless given (the demo sends nothing). */
  decide?: (request: WithdrawalDto, approved: boolean) => Promise<WithdrawalDto>
  /** The toast after a decision; the server's recorded outcome unless given. */
  describe?: (decided: WithdrawalDto) => ToastInput
}

/** The same panel for withdrawal requests already at hand. */
export function PendingApprovalsPanelView({
  otherRequests,
  hasOtherRequests = false,
  requests,
  decide = (request, approved) => decideWithdrawal(request.id, approved),
  describe = describeDecision,
}: PendingApprovalsPanelViewProps) {
  const headingId = useId()
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
                decide={(approved) => decide(request, approved)}
                describe={describe}
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
