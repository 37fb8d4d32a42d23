import { useId } from 'react'
import { useSWRConfig } from 'swr'
import { Btc } from '../../../components/btc'
import { notifyFailure } from '../../../lib/notify'
import { revalidateMoney } from '../../../lib/revalidate-money'
import { toast } from '../../../lib/toast'
import { decideWithdrawal, useWithdrawalRequests, type WithdrawalRequest } from '../api'
import { DecisionButtons } from './decision-buttons'

function describeDecision(request: WithdrawalRequest) {
  return request.status === 'approved'
    ? {
        title: 'Request Approved',
        description: `${request.amount} BTC was taken from ${request.childName}'s savings`,
      }
    : { title: 'Request Denied', description: `${request.childName}'s request was denied` }
}

/**
 * Children's savings withdrawal requests waiting for a decision. The caller shows it only
 * when the can-approve check allows; it renders nothing while none is pending.
 */
export function PendingApprovalsPanel() {
  const headingId = useId()
  const { mutate } = useSWRConfig()
  const { data: requests } = useWithdrawalRequests()
  const pending = requests?.filter((r) => r.status === 'pending') ?? []
  if (pending.length === 0) return null

  return (
    <article aria-labelledby={headingId} className="attention">
      <header>
        <h3 id={headingId}>Pending Approvals</h3>
        <p>Your children are asking to use their savings.</p>
      </header>
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
              onDecided={async (decided) => {
                toast(describeDecision(decided))
                await revalidateMoney(mutate)
              }}
              onError={(error) => {
                notifyFailure(error, {
                  title: 'Action Failed',
                  description: 'Failed to process withdrawal request',
                })
                // Another parent may have decided it meanwhile (409): show the real state.
                void revalidateMoney(mutate)
              }}
            />
          </li>
        ))}
      </ul>
    </article>
  )
}
