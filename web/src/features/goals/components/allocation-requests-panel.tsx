import type { PendingAllocationDto } from '@api/features/goals/goals.schemas'
import { useId } from 'react'
import { usePendingAllocations } from '../api'
import { AllocationDecision, type AllocationDecisionProps } from './allocation-decision'

/**
 * Children's goal allocation requests for the parent dashboard's pending approvals panel,
 * each with Approve and Deny (with a reason). Renders nothing when none are waiting; the
 * dashboard can ask usePendingAllocations() itself whether to show its panel.
 */
export function AllocationRequestsPanel() {
  const { data: requests } = usePendingAllocations()
  return <AllocationRequestsPanelView requests={requests} />
}

export type AllocationRequestsPanelViewProps = {
  requests: PendingAllocationDto[] | undefined
} & Pick<AllocationDecisionProps, 'decide' | 'describe'>

/** The same panel for requests already at hand; `decide` and `describe` as for a decision. */
export function AllocationRequestsPanelView({
  requests,
  decide,
  describe,
}: AllocationRequestsPanelViewProps) {
  const headingId = useId()
  // Guardians get only pending ones; the filter keeps a child's denied ones out anyway.
  const pending = requests?.filter((request) => request.status === 'pending') ?? []
  if (pending.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Goal Allocation Requests</h3>
      {pending.map((request) => (
        <AllocationDecision
          key={request.id}
          request={request}
          failureText="Failed to process allocation request"
          decide={decide}
          describe={describe}
        />
      ))}
    </section>
  )
}
