import type { UserDto } from '@api/features/auth/auth.schemas'
import { useId } from 'react'
import { SubPage } from '../../components/sub-page'
import { paths } from '../../config/paths'
import { errorMessage } from '../../lib/api-client'
import { useTexts } from '../../lib/i18n'
import { useAuth } from '../../lib/use-auth'
import { useFamilyGoals, usePendingAllocations } from './api'
import { AllocateDialog } from './components/allocate-dialog'
import { AllocationReviewDialog } from './components/allocation-review-dialog'
import { ChildRequestsList } from './components/child-requests-list'
import { ContributeToGoalDialog } from './components/contribute-to-goal-dialog'
import { CreateGoalDialog } from './components/create-goal-dialog'
import { GoalCard } from './components/goal-card'
import { GoalDetailsDialog } from './components/goal-details-dialog'
import { goalsTexts } from './texts'

/** /family-goals, registered only when signed in; renders nothing without a user. */
export function FamilyGoalsPage() {
  const { user } = useAuth()
  if (!user) return null
  return <FamilyGoals user={user} />
}

function FamilyGoals({ user }: { user: UserDto }) {
  const headingId = useId()
  const t = useTexts(goalsTexts)
  const { data: goals, error, isLoading } = useFamilyGoals()
  const { data: pending } = usePendingAllocations()

  const canManage = user.role !== 'child'
  const childId = user.role === 'child' ? user.childId : null
  // A child's list also holds its denied requests; only waiting ones count.
  const pendingCount = pending?.filter((request) => request.status === 'pending').length ?? 0

  return (
    <SubPage backTo={paths.dashboard} backLabel={t('backToDashboard')}>
      <section aria-labelledby={headingId}>
        <div className="dashboard-intro">
          <h1 id={headingId}>{t('familyGoals')}</h1>
          <div className="button-row">
            {pendingCount > 0 && <mark>{t('pendingRequests', { count: pendingCount })}</mark>}
            {canManage && <AllocationReviewDialog />}
            {canManage && <CreateGoalDialog />}
          </div>
        </div>
        <p>{canManage ? t('pageIntroParent') : t('pageIntroChild')}</p>

        {isLoading && <p aria-busy="true">{t('loadingFamilyGoals')}</p>}
        {error !== undefined && !isLoading && (
          <p role="alert">{errorMessage(error, t('familyGoalsLoadFailed'))}</p>
        )}
        {goals?.length === 0 && (
          <article>
            <h2>{t('noGoalsTitle')}</h2>
            <p>{canManage ? t('noGoalsParent') : t('noGoalsChild')}</p>
          </article>
        )}
        {goals !== undefined && goals.length > 0 && (
          <ul className="card-list">
            {goals.map((goal) => (
              <li key={goal.id}>
                <GoalCard goal={goal} headingLevel={2}>
                  <GoalDetailsDialog goal={goal} canManage={canManage} childId={childId} />
                  {canManage && <AllocateDialog goal={goal} />}
                  {childId !== null && !goal.isComplete && (
                    <ContributeToGoalDialog goal={goal} childId={childId} />
                  )}
                </GoalCard>
              </li>
            ))}
          </ul>
        )}
        {childId !== null && <ChildRequestsList childId={childId} headingLevel={2} />}
      </section>
    </SubPage>
  )
}
