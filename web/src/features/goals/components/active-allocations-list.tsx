import { useEffect, useId } from 'react'
import { Btc } from '../../../components/btc'
import { ButtonLink } from '../../../components/button-link'
import { paths } from '../../../config/paths'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { useAuth } from '../../../lib/use-auth'
import { useActiveAllocations } from '../api'
import { allocationShare, formatProgress, statusLabel } from '../goal-rules'
import { goalsTexts } from '../texts'

export type ActiveAllocationsListProps = {
  /** Only this child's allocations; a signed-in child always gets just their own. */
  childId?: number
}

/** Active savings allocations, with Manage Goals for parents (and spouses). */
export function ActiveAllocationsList({ childId }: ActiveAllocationsListProps) {
  const headingId = useId()
  const t = useTexts(goalsTexts)
  const { user } = useAuth()
  const { data: allocations, error, isLoading } = useActiveAllocations(childId)
  const hasError = error !== undefined

  // The spec's failure toast, once when the list fails rather than once per retry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on failing, not on each error object
  useEffect(() => {
    if (hasError) notifyFailure(error, { title: t('allocationsFetchFailed') })
  }, [hasError])

  const canManage = user !== null && user.role !== 'child'
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{t('activeAllocationsTitle')}</h3>
      </header>
      {isLoading && <p aria-busy="true">{t('loadingAllocations')}</p>}
      {hasError && !isLoading && <p role="alert">{t('allocationsFetchFailed')}</p>}
      {allocations?.length === 0 && (
        <p>
          {t('noActiveAllocations')}
          {!canManage && ` ${t('askParentForAllocations')}`}
        </p>
      )}
      {allocations !== undefined && allocations.length > 0 && (
        <ul className="card-list">
          {allocations.map((allocation) => (
            <li key={allocation.id}>
              <article>
                <h4>{allocation.goalTitle}</h4>
                <p>
                  {allocationShare(
                    t,
                    allocation.childName ?? t('parent'),
                    allocation.percentage,
                    allocation.applyTo,
                  )}
                  {allocation.status !== 'active' && <> ({statusLabel(t, allocation.status)})</>}
                </p>
                <progress
                  value={allocation.goalProgress}
                  max={100}
                  aria-label={t('progressLabel', { title: allocation.goalTitle })}
                  aria-valuetext={formatProgress(allocation.goalProgress)}
                />
                <dl className="figures">
                  <div>
                    <dt>{t('goalProgress')}</dt>
                    <dd>{formatProgress(allocation.goalProgress)}</dd>
                  </div>
                  <div>
                    <dt>{t('contributed')}</dt>
                    <dd>
                      <Btc value={allocation.contributedAmount} />
                    </dd>
                  </div>
                  {allocation.applyTo === 'new_contributions' && (
                    <div>
                      <dt>{t('estimatedMonthly')}</dt>
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
            {t('manageGoals')}
          </ButtonLink>
        </footer>
      )}
    </article>
  )
}
