import type { GoalDto } from '@api/features/goals/goals.schemas'
import { useId } from 'react'
import { ButtonLink } from '../../../components/button-link'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useFamilyGoals } from '../api'
import { goalsTexts } from '../texts'
import { GoalsPreview } from './goals-preview'

/** The spec's parent dashboard shows this many goals; the rest are on /family-goals. */
export const PARENT_DASHBOARD_GOALS = 3

/** The parent dashboard's Family Goals card: first 3 goals, "+ N more", View All Goals. */
export function ParentGoalsCard() {
  const { data: goals, error, isLoading } = useFamilyGoals()
  return <ParentGoalsCardView goals={goals} error={error} isLoading={isLoading} />
}

export type ParentGoalsCardViewProps = {
  goals: GoalDto[] | undefined
  error?: unknown
  isLoading?: boolean
  /** Where View All Goals leads: /family-goals, or the demo's goals page. */
  allGoalsPath?: string
}

/** The Family Goals card for goals already at hand. */
export function ParentGoalsCardView({
  goals,
  error,
  isLoading = false,
  allGoalsPath = paths.familyGoals,
}: ParentGoalsCardViewProps) {
  const headingId = useId()
  const t = useTexts(goalsTexts)

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{t('familyGoals')}</h3>
      </header>
      {isLoading && <p aria-busy="true">{t('loadingFamilyGoals')}</p>}
      {error !== undefined && !isLoading && (
        <p role="alert">{errorMessage(error, t('familyGoalsLoadFailed'))}</p>
      )}
      {goals?.length === 0 && <p>{t('noFamilyGoalsYet')}</p>}
      {goals && <GoalsPreview goals={goals} limit={PARENT_DASHBOARD_GOALS} />}
      <footer>
        <ButtonLink to={allGoalsPath} variant="secondary">
          {t('viewAllGoals')}
        </ButtonLink>
      </footer>
    </article>
  )
}
