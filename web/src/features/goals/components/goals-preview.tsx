import type { GoalDto } from '@api/features/goals/goals.schemas'
import type { ReactNode } from 'react'
import { useTexts } from '../../../lib/i18n'
import { goalsTexts } from '../texts'
import { GoalCard } from './goal-card'

export type GoalsPreviewProps = {
  goals: GoalDto[]
  /** How many the dashboard shows; the rest are only counted, as "+ N more". */
  limit: number
  /** The child view says "Done!" where the family pages say "Complete". */
  completeText?: string
  /** A goal's buttons. */
  actionsOf?: (goal: GoalDto) => ReactNode
}

/** A dashboard's first few goals as compact cards; /family-goals lists them all. */
export function GoalsPreview({ goals, limit, completeText, actionsOf }: GoalsPreviewProps) {
  const t = useTexts(goalsTexts)
  const shown = goals.slice(0, limit)
  const more = goals.length - shown.length
  return (
    <>
      {shown.length > 0 && (
        <ul className="card-list">
          {shown.map((goal) => (
            <li key={goal.id}>
              <GoalCard goal={goal} isCompact headingLevel={4} completeText={completeText}>
                {actionsOf?.(goal)}
              </GoalCard>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && <p>{t('moreGoals', { count: more })}</p>}
    </>
  )
}
