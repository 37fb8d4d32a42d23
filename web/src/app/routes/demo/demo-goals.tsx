import { useId, useMemo } from 'react'
import { ModalDialog } from '../../../components/modal-dialog'
import { SubPage } from '../../../components/sub-page'
import { paths } from '../../../config/paths'
import { createDemoFamily } from '../../../features/demo/demo-family'
import { GoalCard } from '../../../features/goals/components/goal-card'
import { GoalOverview } from '../../../features/goals/components/goal-overview'
import { usePageMeta } from '../../../lib/page-meta'
import { DemoHeader } from './demo-header'
import { SignInCall } from './sign-in-call'

/**
 * /demo-goals: the sample family's goals as the family goals page draws them. Creating and
 * allocating need an account, so those buttons are disabled; the details open.
 */
export function DemoGoalsRoute() {
  usePageMeta({
    title: 'Family Goals Demo',
    description:
      'See how a family saves together for shared goals: progress toward each target and percentage allocations of savings and allowances, with sample data.',
  })
  const headingId = useId()
  const explainId = useId()
  const { goals } = useMemo(() => createDemoFamily(new Date()), [])

  return (
    <>
      <DemoHeader />
      <SubPage backTo={paths.demo} backLabel="Back to Demo">
        <section aria-labelledby={headingId}>
          <div className="dashboard-intro">
            <h1 id={headingId}>Family Goals</h1>
            <div className="button-row">
              <button type="button" disabled>
                Create Goal
              </button>
            </div>
          </div>
          <p>
            Shared savings targets for the whole family. In the demo you can open each goal;
            creating goals and allocating savings need an account.
          </p>
          <ul className="card-list">
            {goals.map((goal) => (
              <li key={goal.id}>
                <GoalCard goal={goal} headingLevel={2}>
                  <ModalDialog
                    title={goal.title}
                    triggerText="View Details"
                    triggerClassName="secondary outline"
                  >
                    {() => <GoalOverview goal={goal} />}
                  </ModalDialog>
                  <button type="button" disabled>
                    Allocate
                  </button>
                </GoalCard>
              </li>
            ))}
          </ul>
        </section>
        <article aria-labelledby={explainId}>
          <h2 id={explainId}>How percentage allocations work</h2>
          <p>
            Instead of moving a fixed amount, a parent sets a percentage: say 10% of each child's
            new allowances and contributions, or a share of the savings already there. Every time
            money comes in, that percentage goes to the goal automatically, so the goal grows with
            the allowance.
          </p>
          <p>
            Children can ask to give a percentage of their own money to a goal too. A parent
            approves or declines the request, and a declined request comes back with the reason.
          </p>
        </article>
        <SignInCall />
      </SubPage>
    </>
  )
}
