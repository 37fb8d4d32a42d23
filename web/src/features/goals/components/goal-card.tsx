import type { GoalDto } from '@api/features/goals/goals.schemas'
import { type ReactNode, useId } from 'react'
import { useTexts } from '../../../lib/i18n'
import { categoryLabel, formatDay } from '../goal-rules'
import { goalsTexts } from '../texts'
import { GoalProgress } from './goal-progress'

export type GoalCardProps = {
  goal: GoalDto
  /** Dashboard cards show only the title and the progress. */
  isCompact?: boolean
  /** The child view says "Done!" where the family pages say "Complete". */
  completeText?: string
  /** The goal title's heading level, one below the section the card sits in. */
  headingLevel?: 2 | 3 | 4
  /** The goal's buttons. */
  children?: ReactNode
}

/** One goal as a card: title, category, progress bar, amounts, and the caller's buttons. */
export function GoalCard({
  goal,
  isCompact = false,
  completeText,
  headingLevel = 3,
  children,
}: GoalCardProps) {
  const headingId = useId()
  const t = useTexts(goalsTexts)
  const Heading = `h${headingLevel}` as const
  return (
    <article aria-labelledby={headingId}>
      <header>
        <Heading id={headingId}>{goal.title}</Heading>
        {!isCompact && (
          <small>
            {categoryLabel(t, goal.category)}
            {goal.targetDate && ` · ${t('byDate', { date: formatDay(goal.targetDate) })}`}
          </small>
        )}
      </header>
      {!isCompact && <p>{goal.description}</p>}
      <GoalProgress goal={goal} completeText={completeText} />
      {children && <div className="button-row">{children}</div>}
    </article>
  )
}
