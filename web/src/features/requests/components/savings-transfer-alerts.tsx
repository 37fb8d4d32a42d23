import type { ApproveTransferReply } from '@api/features/requests/requests.schemas'
import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { RichText, textsNow, useTexts } from '../../../lib/i18n'
import { decideSavingsTransfer, usePendingTransfers } from '../api'
import { requestsTexts } from '../texts'
import { DecisionButtons } from './decision-buttons'

function describeDecision(transfer: ApproveTransferReply) {
  const t = textsNow(requestsTexts)
  const values = { amount: transfer.amount, name: transfer.childName }
  return transfer.status === 'approved'
    ? { title: t('transferApproved'), description: t('transferApprovedText', values) }
    : { title: t('transferRejected'), description: t('transferRejectedText', values) }
}

/**
 * A child moving spending money to savings sends it to the parent's Lightning address;
 * the parent confirms it arrived (Approve) or not (Reject). Polled every 10 s.
 */
export function SavingsTransferAlerts() {
  const headingId = useId()
  const t = useTexts(requestsTexts)
  const { data: transfers } = usePendingTransfers()
  if (!transfers || transfers.length === 0) return null

  return (
    <article aria-labelledby={headingId} className="attention">
      <header>
        <h3 id={headingId}>{t('pendingTransfers')}</h3>
        <p>{t('transfersIntro')}</p>
      </header>
      <ul className="request-list">
        {transfers.map((transfer) => (
          <li key={transfer.id}>
            <p>
              <RichText
                texts={requestsTexts}
                k="isMoving"
                parts={{
                  child: <strong>{transfer.childName}</strong>,
                  amount: <Btc value={transfer.amount} withSats />,
                }}
              />
              {transfer.description ? (
                <>
                  <br />
                  <q>{transfer.description}</q>
                </>
              ) : null}
            </p>
            <DecisionButtons
              subject={t('transferSubject', { name: transfer.childName, amount: transfer.amount })}
              approveText={t('approve')}
              rejectText={t('reject')}
              decide={(approved) => decideSavingsTransfer(transfer.id, approved)}
              describe={describeDecision}
              failureText={t('processTransferFailed')}
            />
          </li>
        ))}
      </ul>
    </article>
  )
}
