import type { ApproveTransferReply } from '@api/features/requests/requests.schemas'
import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { decideSavingsTransfer, usePendingTransfers } from '../api'
import { DecisionButtons } from './decision-buttons'

function describeDecision(transfer: ApproveTransferReply) {
  return transfer.status === 'approved'
    ? {
        title: 'Transfer Approved',
        description: `${transfer.amount} BTC moved to ${transfer.childName}'s savings`,
      }
    : { title: 'Transfer Rejected', description: `${transfer.childName}'s transfer was rejected` }
}

/**
 * A child moving spending money to savings sends it to the parent's Lightning address;
 * the parent confirms it arrived (Approve) or not (Reject). Polled every 10 s.
 */
export function SavingsTransferAlerts() {
  const headingId = useId()
  const { data: transfers } = usePendingTransfers()
  if (!transfers || transfers.length === 0) return null

  return (
    <article aria-labelledby={headingId} className="attention">
      <header>
        <h3 id={headingId}>Pending Savings Transfers</h3>
        <p>
          Approve once the amount has arrived at your Lightning address; it then moves from the
          child's spending money to their savings.
        </p>
      </header>
      <ul className="request-list">
        {transfers.map((transfer) => (
          <li key={transfer.id}>
            <p>
              <strong>{transfer.childName}</strong> is moving{' '}
              <Btc value={transfer.amount} withSats /> to savings
              {transfer.description ? (
                <>
                  <br />
                  <q>{transfer.description}</q>
                </>
              ) : null}
            </p>
            <DecisionButtons
              subject={`${transfer.childName}'s transfer of ${transfer.amount} BTC`}
              approveText="Approve"
              rejectText="Reject"
              decide={(approved) => decideSavingsTransfer(transfer.id, approved)}
              describe={describeDecision}
              failureText="Failed to process transfer request"
            />
          </li>
        ))}
      </ul>
    </article>
  )
}
