import type { UserDto } from '@api/features/auth/auth.schemas'
import { useId } from 'react'
import { SubPage } from '../../components/sub-page'
import { paths } from '../../config/paths'
import { errorMessage } from '../../lib/api-client'
import { useAuth } from '../../lib/use-auth'
import { useFamilyGoals, usePendingAllocations } from './api'
import { AllocateDialog } from './components/allocate-dialog'
import { AllocationReviewDialog } from './components/allocation-review-dialog'
import { ChildRequestsList } from './components/child-requests-list'
import { ContributeToGoalDialog } from './components/contribute-to-goal-dialog'
import { CreateGoalDialog } from './components/create-goal-dialog'
import { GoalCard } from './components/goal-card'
import { GoalDetailsDialog } from './components/goal-details-dialog'

/** /family-goals, registered only when signed in; renders nothing without a user. */
export function FamilyGoalsPage() {
  const { user } = useAuth()
  if (!user) return null
  return <FamilyGoals user={user} />
}

function FamilyGoals({ user }: { user: UserDto }) {
  const headingId = useId()
  const { data: goals, error, isLoading } = useFamilyGoals()
  const { data: pending } = usePendingAllocations()

  const canManage = user.role !== 'child'
  const childId = user.role === 'child' ? user.childId : null
  // A child's list also holds its denied requests; only waiting ones count.
  const pendingCount = pending?.filter((request) => request.status === 'pending').length ?? 0

  return (
    <SubPage backTo={paths.dashboard} backLabel="Back to Dashboard">
      <section aria-labelledby={headingId}>
        <div className="dashboard-intro">
          <h1 id={headingId}>Family Goals</h1>
          <div className="button-row">
            {pendingCount > 0 && (
              <mark>
                {pendingCount} pending {pendingCount === 1 ? 'request' : 'requests'}
              </mark>
            )}
            {canManage && <AllocationReviewDialog />}
            {canManage && <CreateGoalDialog />}
          </div>
        </div>
        <p>
          {canManage
            ? 'Shared savings targets for the whole family. Allocate a percentage of savings or of future allowances, and review what the children ask to put in.'
            : 'Shared savings targets for the whole family. Ask to put part of your savings or allowance into a goal; a parent approves first. To have part of every allowance go to a goal automatically, ask a parent to set up allocations.'}
        </p>

        {isLoading && <p aria-busy="true">Loading family goals...</p>}
        {error !== undefined && !isLoading && (
          <p role="alert">{errorMessage(error, 'The family goals could not be loaded.')}</p>
        )}
        {goals?.length === 0 && (
          <article>
            <h2>No Family Goals Yet</h2>
            <p>
              {canManage
                ? 'Create a goal the family saves for together: a trip, a bike, a new computer.'
                : 'When a parent creates a family goal, it shows up here.'}
            </p>
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
