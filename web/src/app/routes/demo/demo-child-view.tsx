import { useId } from 'react'
import { paths } from '../../../config/paths'
import type { DemoFamily } from '../../../features/demo/demo-family'
import { daysUntilDemoAllowance } from '../../../features/demo/demo-family'
import { ChildGoalsCardView } from '../../../features/goals/components/child-goals-card'
import { ChildRequestsListView } from '../../../features/goals/components/child-requests-list'
import { RECENT_ACTIVITY_COUNT } from '../../../features/ledger/api'
import { ActivityCard } from '../../../features/ledger/components/activity-card'
import { useTexts } from '../../../lib/i18n'
import { ChildAvatar } from '../dashboard/components/child-avatar'
import { MoneyCard } from '../dashboard/components/money-card'
import { AllowanceCountdownCard } from '../dashboard/components/weekly-allowance-card'
import { dashboardTexts } from '../dashboard/texts'
import { DemoButton } from './demo-button'
import { demoTexts } from './texts'

export type DemoChildViewProps = { family: DemoFamily; childId: number }

/** One sample child's dashboard, drawn by the signed-in child dashboard's components. */
export function DemoChildView({ family, childId }: DemoChildViewProps) {
  const t = useTexts(dashboardTexts)
  const demo = useTexts(demoTexts)
  const headingId = useId()
  const child = family.children.find((c) => c.id === childId)
  if (!child) return null
  const activity = family.transactions.filter((row) => row.childId === child.id)
  return (
    <section aria-labelledby={headingId}>
      <header className="child-greeting">
        <ChildAvatar gender={child.gender} />
        <h2 id={headingId}>{t('greeting', { name: child.name })}</h2>
      </header>
      <div className="summary-grid">
        <MoneyCard title={t('mySavings')} value={child.savingsBalance} detailUnit="sats">
          <DemoButton>{demo('askToUseSavings')}</DemoButton>
        </MoneyCard>
        <MoneyCard title={t('spendingMoney')} value={child.spendingBalance} detailUnit="sats">
          <DemoButton className="secondary">{demo('moveToSavings')}</DemoButton>
        </MoneyCard>
        <AllowanceCountdownCard
          child={child}
          days={daysUntilDemoAllowance(child.allowanceDay, family.todayWeekday)}
          showSats
        />
      </div>
      <div className="panel-grid">
        <ChildGoalsCardView
          goals={family.goals}
          actionsOf={(goal) => (
            <DemoButton className="secondary" isDisabled={goal.isComplete}>
              {demo('contribute')}
            </DemoButton>
          )}
          requests={
            <ChildRequestsListView
              requests={family.allocationRequests}
              childId={child.id}
              headingLevel={4}
            />
          }
          allGoalsPath={paths.demoGoals}
        />
        <ActivityCard
          title={t('myRecentActivity')}
          transactions={activity.slice(0, RECENT_ACTIVITY_COUNT)}
          error={undefined}
          isLoading={false}
        />
      </div>
    </section>
  )
}
