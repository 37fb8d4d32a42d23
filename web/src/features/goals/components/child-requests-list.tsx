import type { PendingAllocationDto } from '@api/features/goals/goals.schemas'
import { useId } from 'react'
import { useTexts } from '../../../lib/i18n'
import { usePendingAllocations } from '../api'
import { goalsTexts } from '../texts'

export type ChildRequestsListProps = {
  childId: number
  /** One below the section the list sits in. */
  headingLevel?: 2 | 3 | 4
}

/**
 * A child's own allocation requests: waiting ones, and denied ones with the parent's
 * reason. Renders nothing when there are none.
 */
export function ChildRequestsList({ childId, headingLevel }: ChildRequestsListProps) {
  const { data: requests } = usePendingAllocations()
  return <ChildRequestsListView requests={requests} childId={childId} headingLevel={headingLevel} />
}

export type ChildRequestsListViewProps = ChildRequestsListProps & {
  requests: PendingAllocationDto[] | undefined
}

/** The same list for requests already at hand. */
export function ChildRequestsListView({
  requests,
  childId,
  headingLevel = 3,
}: ChildRequestsListViewProps) {
  const headingId = useId()
  const t = useTexts(goalsTexts)
  const own = requests?.filter((request) => request.childId === childId) ?? []
  if (own.length === 0) return null
  const Heading = `h${headingLevel}` as const
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{t('myGoalRequests')}</Heading>
      <ul>
        {own.map((request) => (
          <li key={request.id}>
            <strong>
              {t(request.applyTo === 'new_contributions' ? 'myRequestNew' : 'myRequestSavings', {
                percentage: request.percentage,
                title: request.goalTitle,
              })}
            </strong>
            {': '}
            {request.status === 'denied' ? (
              <>
                {t('denied')}
                {request.denialReason && ` ${t('deniedReason', { reason: request.denialReason })}`}
              </>
            ) : (
              t('waitingForParent')
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
