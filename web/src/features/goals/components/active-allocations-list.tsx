import { useEffect, useId } from 'react'
import { Btc } from '../../../components/btc'
import { ButtonLink } from '../../../components/button-link'
import { paths } from '../../../config/paths'
import { notifyFailure } from '../../../lib/notify'
import { useAuth } from '../../../lib/use-auth'
import { useActiveAllocations } from '../api'
import { applyToLabel, formatProgress } from '../goal-rules'

export type ActiveAllocationsListProps = {
  /** Only this child's allocations; a signed-in child always gets just their own. */
  childId?: number
}

/** Active savings allocations, with Manage Goals for parents (and spouses). */
export function ActiveAllocationsList({ childId }: ActiveAllocationsListProps) {
  const headingId = useId()
  const { user } = useAuth()
  const { data: allocations, error, isLoading } = useActiveAllocations(childId)
  const hasError = error !== undefined

  // The spec's failure toast, once when the list fails rather than once per retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on failing, not on each error object
  useEffect(() => {
    if (hasError) notifyFailure(error, { title: 'Failed to fetch allocations' })
  }, [hasError])

  const canManage = user !== null && user.role !== 'child'
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>Active Savings Allocations</h3>
      </header>
      {isLoading && <p aria-busy="true">Loading allocations...</p>}
      {hasError && !isLoading && <p role="alert">Failed to fetch allocations</p>}
      {allocations?.length === 0 && (
        <p>
          No active allocations yet.
          {!canManage && ' Ask a parent to set up allocations to a family goal.'}
        </p>
      )}
      {allocations !== undefined && allocations.length > 0 && (
        <ul className="card-list">
          {allocations.map((allocation) => (
            <li key={allocation.id}>
              <article>
                <h4>{allocation.goalTitle}</h4>
                <p>
                  {allocation.childName ?? 'Parent'}: {allocation.percentage}% of{' '}
                  {applyToLabel(allocation.applyTo).toLowerCase()}
                  {allocation.status !== 'active' && <> ({allocation.status})</>}
                </p>
                <progress
                  value={allocation.goalProgress}
                  max={100}
                  aria-label={`${allocation.goalTitle} progress`}
                  aria-valuetext={formatProgress(allocation.goalProgress)}
                />
                <dl className="figures">
                  <div>
                    <dt>Goal progress</dt>
                    <dd>{formatProgress(allocation.goalProgress)}</dd>
                  </div>
                  <div>
                    <dt>Contributed</dt>
                    <dd>
                      <Btc value={allocation.contributedAmount} />
                    </dd>
                  </div>
                  {allocation.applyTo === 'new_contributions' && (
                    <div>
                      <dt>Estimated monthly</dt>
                      <dd>
                        <Btc value={allocation.estimatedMonthly} />
                      </dd>
                    </div>
                  )}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <footer>
          <ButtonLink to={paths.familyGoals} variant="secondary">
            Manage Goals
          </ButtonLink>
        </footer>
      )}
    </article>
  )
}
