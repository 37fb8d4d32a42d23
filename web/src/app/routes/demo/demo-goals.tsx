import { useId, useState } from 'react'
import { ModalDialog } from '../../../components/modal-dialog'
import { SubPage } from '../../../components/sub-page'
import { paths } from '../../../config/paths'
import { createDemoFamily } from '../../../features/demo/demo-family'
import { demoFamilyTexts } from '../../../features/demo/texts'
import { GoalCard } from '../../../features/goals/components/goal-card'
import { GoalOverview } from '../../../features/goals/components/goal-overview'
import { useTexts } from '../../../lib/i18n'
import { usePageMeta } from '../../../lib/page-meta'
import { DemoHeader } from './demo-header'
import { SignInCall } from './sign-in-call'
import { demoTexts } from './texts'

/**
 * /demo-goals: the sample family's goals as the family goals page draws them. Creating and
 * allocating need an account, so those buttons are disabled; the details open.
 */
export function DemoGoalsRoute() {
  const t = useTexts(demoTexts)
  usePageMeta({ title: t('goalsTitle'), description: t('goalsDescription') })
  const headingId = useId()
  const explainId = useId()
  const say = useTexts(demoFamilyTexts)
  const [now] = useState(() => new Date())
  const { goals } = createDemoFamily(now, say)

  return (
    <>
      <DemoHeader />
      <SubPage backTo={paths.demo} backLabel={t('backToDemo')}>
        <section aria-labelledby={headingId}>
          <div className="dashboard-intro">
            <h1 id={headingId}>{t('familyGoals')}</h1>
            <div className="button-row">
              <button type="button" disabled>
                {t('createGoal')}
              </button>
            </div>
          </div>
          <p>{t('goalsIntro')}</p>
          <ul className="card-list">
            {goals.map((goal) => (
              <li key={goal.id}>
                <GoalCard goal={goal} headingLevel={2}>
                  <ModalDialog
                    title={goal.title}
                    triggerText={t('viewDetails')}
                    triggerClassName="secondary outline"
                  >
                    {() => <GoalOverview goal={goal} />}
                  </ModalDialog>
                  <button type="button" disabled>
                    {t('allocate')}
                  </button>
                </GoalCard>
              </li>
            ))}
          </ul>
        </section>
        <article aria-labelledby={explainId}>
          <h2 id={explainId}>{t('allocationsHeading')}</h2>
          <p>{t('allocations1')}</p>
          <p>{t('allocations2')}</p>
        </article>
        <SignInCall />
      </SubPage>
    </>
  )
}
