import { useEffect, useState } from 'react'
import { ModalDialog } from '../../../components/modal-dialog'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { usePendingAllocations } from '../api'
import { goalsTexts } from '../texts'
import { AllocationDecision } from './allocation-decision'

/** Review Requests: the family's pending allocation requests, one decision each. */
export function AllocationReviewDialog() {
  const t = useTexts(goalsTexts)
  return (
    <ModalDialog
      title={t('reviewTitle')}
      triggerText={t('reviewRequests')}
      triggerClassName="secondary"
    >
      {(close) => <AllocationReview onAllHandled={close} />}
    </ModalDialog>
  )
}

function AllocationReview({ onAllHandled }: { onAllHandled: () => void }) {
  const t = useTexts(goalsTexts)
  const { data: pending, error, isLoading } = usePendingAllocations()
  // Mounted only while the dialog is open, so this starts false at every opening.
  const [hasDecided, setHasDecided] = useState(false)

  // The spec: handling the last pending request closes the dialog. Read from the refreshed
  // list, so a request that arrived meanwhile keeps it open.
  useEffect(() => {
    if (hasDecided && pending?.length === 0) onAllHandled()
  }, [hasDecided, pending, onAllHandled])

  if (isLoading) return <p aria-busy="true">{t('loadingRequests')}</p>
  if (error !== undefined) {
    return <p role="alert">{errorMessage(error, t('requestsLoadFailed'))}</p>
  }
  if (!pending || pending.length === 0) return <p>{t('noPendingRequests')}</p>
  return pending.map((request) => (
    <AllocationDecision
      key={request.id}
      request={request}
      failureText={t('processApprovalFailed')}
      onDecided={() => setHasDecided(true)}
    />
  ))
}
