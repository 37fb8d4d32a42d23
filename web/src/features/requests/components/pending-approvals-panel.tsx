import type { WithdrawalDto } from '@api/features/requests/requests.schemas'
import { type ReactNode, useId } from 'react'
import { Btc } from '../../../components/btc'
import { RichText, textsNow, useTexts } from '../../../lib/i18n'
import type { ToastInput } from '../../../lib/toast'
import { decideWithdrawal, useWithdrawalRequests } from '../api'
import { requestsTexts } from '../texts'
import { DecisionButtons } from './decision-buttons'

function describeDecision(request: WithdrawalDto) {
  const t = textsNow(requestsTexts)
  const values = { amount: request.amount, name: request.childName }
  return request.status === 'approved'
    ? { title: t('requestApproved'), description: t('requestApprovedText', values) }
    : { title: t('requestDenied'), description: t('requestDeniedText', values) }
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
  const t = useTexts(requestsTexts)
  const pending = requests?.filter((r) => r.status === 'pending') ?? []
  if (pending.length === 0 && !hasOtherRequests) return null

  return (
    <article aria-labelledby={headingId} className="attention">
      <header>
        <h3 id={headingId}>{t('pendingApprovals')}</h3>
        <p>{t('childrenWaiting')}</p>
      </header>
      {pending.length > 0 && (
        <ul className="request-list">
          {pending.map((request) => (
            <li key={request.id}>
              <p>
                <RichText
                  texts={requestsTexts}
                  k="asksFor"
                  parts={{
                    child: <strong>{request.childName}</strong>,
                    amount: <Btc value={request.amount} />,
                    usd: <Btc value={request.amount} unit="usd" />,
                  }}
                />
                <br />
                <q>{request.reason}</q>
              </p>
              <DecisionButtons
                subject={t('withdrawalSubject', {
                  name: request.childName,
                  amount: request.amount,
                })}
                approveText={t('approve')}
                rejectText={t('deny')}
                decide={(approved) => decide(request, approved)}
                describe={describe}
                failureText={t('processWithdrawalFailed')}
              />
            </li>
          ))}
        </ul>
      )}
      {otherRequests}
    </article>
  )
}
