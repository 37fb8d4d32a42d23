import type { GoalDto } from '@api/features/goals/goals.schemas'
import { applyToLabel, categoryLabel, formatDate, formatDay } from '../goal-rules'
import { GoalProgress } from './goal-progress'

export type GoalOverviewProps = { goal: GoalDto }

/** The Overview tab: what the goal is, how far it is, and who allocates to it. */
export function GoalOverview({ goal }: GoalOverviewProps) {
  return (
    <>
      <p>{goal.description}</p>
      <GoalProgress goal={goal} />
      <dl className="figures">
        <div>
          <dt>Category</dt>
          <dd>{categoryLabel(goal.category)}</dd>
        </div>
        <div>
          <dt>Target date</dt>
          <dd>{goal.targetDate ? formatDay(goal.targetDate) : 'None'}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>{formatDate(goal.createdAt)}</dd>
        </div>
      </dl>
      {/* A link, not an <img>: the CSP loads images from this server only. */}
      {goal.imageUrl && (
        <p>
          <a href={goal.imageUrl} target="_blank" rel="noopener noreferrer">
            See the picture
          </a>
        </p>
      )}
      <h3>Allocations</h3>
      {goal.allocations.length === 0 ? (
        <p>No allocations yet.</p>
      ) : (
        <ul>
          {goal.allocations.map((allocation) => (
            <li key={allocation.id}>
              {allocation.childName ?? 'Parent'}: {allocation.percentage}% of{' '}
              {applyToLabel(allocation.allocationType).toLowerCase()}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
