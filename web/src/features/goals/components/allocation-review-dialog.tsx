import { useEffect, useState } from 'react'
import { ModalDialog } from '../../../components/modal-dialog'
import { errorMessage } from '../../../lib/api-client'
import { usePendingAllocations } from '../api'
import { AllocationDecision } from './allocation-decision'

/** Review Requests: the family's pending allocation requests, one decision each. */
export function AllocationReviewDialog() {
  return (
    <ModalDialog
      title="Review Allocation Requests"
      triggerText="Review Requests"
      triggerClassName="secondary"
    >
      {(close) => <AllocationReview onAllHandled={close} />}
    </ModalDialog>
  )
}

function AllocationReview({ onAllHandled }: { onAllHandled: () => void }) {
  const { data: pending, error, isLoading } = usePendingAllocations()
  // Mounted only while the dialog is open, so this starts false at every opening.
  const [hasDecided, setHasDecided] = useState(false)

  // The spec: handling the last pending request closes the dialog. Read from the refreshed
  // list, so a request that arrived meanwhile keeps it open.
  useEffect(() => {
    if (hasDecided && pending?.length === 0) onAllHandled()
  }, [hasDecided, pending, onAllHandled])

  if (isLoading) return <p aria-busy="true">Loading requests...</p>
  if (error !== undefined) {
    return <p role="alert">{errorMessage(error, 'The requests could not be loaded.')}</p>
  }
  if (!pending || pending.length === 0) return <p>No pending requests.</p>
  return pending.map((request) => (
    <AllocationDecision
      key={request.id}
      request={request}
      failureText="Failed to process approval"
      onDecided={() => setHasDecided(true)}
    />
  ))
}
