import type { GoalDto } from '@api/features/goals/goals.schemas'
import { type ReactNode, useId } from 'react'
import { ButtonLink } from '../../../components/button-link'
import { paths } from '../../../config/paths'
import { useTexts } from '../../../lib/i18n'
import { useFamilyGoals } from '../api'
import { goalsTexts } from '../texts'
import { ChildRequestsList } from './child-requests-list'
import { ContributeToGoalDialog } from './contribute-to-goal-dialog'
import { GoalsPreview } from './goals-preview'

/** The spec's child dashboard shows this many goals. */
export const CHILD_DASHBOARD_GOALS = 4

export type ChildGoalsCardProps = {
  /** The child whose dashboard this is; requests are sent for this child. */
  childId: number
}

/**
 * The child dashboard's Family Goals card, shown only when goals exist: the first 4 with a
 * Contribute button each ("Done!" once complete), and the child's own requests.
 */
export function ChildGoalsCard({ childId }: ChildGoalsCardProps) {
  const { data: goals } = useFamilyGoals()
  return (
    <ChildGoalsCardView
      goals={goals}
      actionsOf={(goal) =>
        !goal.isComplete && <ContributeToGoalDialog goal={goal} childId={childId} />
      }
      requests={<ChildRequestsList childId={childId} headingLevel={4} />}
    />
  )
}

export type ChildGoalsCardViewProps = {
  goals: GoalDto[] | undefined
  /** A goal's buttons. */
  actionsOf: (goal: GoalDto) => ReactNode
  /** The child's own requests, under the goals. */
  requests: ReactNode
  /** Where View All Goals leads: /family-goals, or the demo's goals page. */
  allGoalsPath?: string
}

/** The child's Family Goals card for goals already at hand. */
export function ChildGoalsCardView({
  goals,
  actionsOf,
  requests,
  allGoalsPath = paths.familyGoals,
}: ChildGoalsCardViewProps) {
  const headingId = useId()
  const t = useTexts(goalsTexts)
  if (!goals || goals.length === 0) return null

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{t('familyGoals')}</h3>
        <p>
          <small>{t('childCardIntro')}</small>
        </p>
      </header>
      <GoalsPreview
        goals={goals}
        limit={CHILD_DASHBOARD_GOALS}
        completeText={t('done')}
        actionsOf={actionsOf}
      />
      {requests}
      <footer>
        <ButtonLink to={allGoalsPath} variant="secondary">
          {t('viewAllGoals')}
        </ButtonLink>
      </footer>
    </article>
  )
}
