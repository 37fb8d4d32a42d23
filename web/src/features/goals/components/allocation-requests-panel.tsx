import type { PendingAllocationDto } from '@api/features/goals/goals.schemas'
import { useId } from 'react'
import { useTexts } from '../../../lib/i18n'
import { usePendingAllocations } from '../api'
import { goalsTexts } from '../texts'
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
  const t = useTexts(goalsTexts)
  // Guardians get only pending ones; the filter keeps a child's denied ones out anyway.
  const pending = requests?.filter((request) => request.status === 'pending') ?? []
  if (pending.length === 0) return null
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('goalAllocationRequests')}</h3>
      {pending.map((request) => (
        <AllocationDecision
          key={request.id}
          request={request}
          failureText={t('processRequestFailed')}
          decide={decide}
          describe={describe}
        />
      ))}
    </section>
  )
}
