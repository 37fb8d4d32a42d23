import type { GoalDto } from '@api/features/goals/goals.schemas'
import { useTexts } from '../../../lib/i18n'
import { allocationShare, categoryLabel, formatDate, formatDay } from '../goal-rules'
import { goalsTexts } from '../texts'
import { GoalProgress } from './goal-progress'

export type GoalOverviewProps = { goal: GoalDto }

/** The Overview tab: what the goal is, how far it is, and who allocates to it. */
export function GoalOverview({ goal }: GoalOverviewProps) {
  const t = useTexts(goalsTexts)
  return (
    <>
      <p>{goal.description}</p>
      <GoalProgress goal={goal} />
      <dl className="figures">
        <div>
          <dt>{t('category')}</dt>
          <dd>{categoryLabel(t, goal.category)}</dd>
        </div>
        <div>
          <dt>{t('targetDate')}</dt>
          <dd>{goal.targetDate ? formatDay(goal.targetDate) : t('none')}</dd>
        </div>
        <div>
          <dt>{t('created')}</dt>
          <dd>{formatDate(goal.createdAt)}</dd>
        </div>
      </dl>
      {/* A link, not an <img>: the CSP loads images from this server only. */}
      {goal.imageUrl && (
        <p>
          <a href={goal.imageUrl} target="_blank" rel="noopener noreferrer">
            {t('seePicture')}
          </a>
        </p>
      )}
      <h3>{t('allocations')}</h3>
      {goal.allocations.length === 0 ? (
        <p>{t('noAllocationsYet')}</p>
      ) : (
        <ul>
          {goal.allocations.map((allocation) => (
            <li key={allocation.id}>
              {allocationShare(
                t,
                allocation.childName ?? t('parent'),
                allocation.percentage,
                allocation.allocationType,
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
