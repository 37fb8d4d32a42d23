import { useDeferredValue, useId } from 'react'
import { paths } from '../../../config/paths'
import { demoAlert } from '../../../features/demo/demo-alert'
import type { DemoFamily } from '../../../features/demo/demo-family'
import { demoBtc } from '../../../features/demo/demo-family'
import { AllocationRequestsPanelView } from '../../../features/goals/components/allocation-requests-panel'
import { ParentGoalsCardView } from '../../../features/goals/components/parent-goals-card'
import { RECENT_ACTIVITY_COUNT } from '../../../features/ledger/api'
import { ActivityCard } from '../../../features/ledger/components/activity-card'
import { PendingApprovalsPanelView } from '../../../features/requests/components/pending-approvals-panel'
import { useTexts } from '../../../lib/i18n'
import { ChildCards } from '../dashboard/components/child-cards'
import { MoneyCard } from '../dashboard/components/money-card'
import { dashboardTexts } from '../dashboard/texts'
import { DemoButton } from './demo-button'
import { demoTexts } from './texts'

export type DemoParentViewProps = { family: DemoFamily }

/**
 * The parent side of the demo, drawn by the signed-in dashboard's own components from the
 * sample family. Decisions resolve at once with the request unchanged and show the demo
 * alert: nothing is sent.
 */
export function DemoParentView({ family }: DemoParentViewProps) {
  const t = useTexts(dashboardTexts)
  const demo = useTexts(demoTexts)
  const headingId = useId()
  const quickId = useId()
  // The cards under the wallets are drawn in a second, deferred render, so the first paint
  // is not held up by one long task on a phone (Lighthouse's total blocking time).
  const isBelowShown = useDeferredValue(true, false)
  return (
    <section aria-labelledby={headingId} className="parent-dashboard">
      <div className="section-header">
        <h2 id={headingId}>{t('parentHeading')}</h2>
        <div className="button-row">
          <DemoButton>{demo('addChild')}</DemoButton>
          <DemoButton className="secondary">{demo('processAllowances')}</DemoButton>
        </div>
      </div>

      <PendingApprovalsPanelView
        requests={family.withdrawalRequests}
        decide={async (request) => request}
        describe={demoAlert}
        hasOtherRequests={family.allocationRequests.length > 0}
        otherRequests={
          <AllocationRequestsPanelView
            requests={family.allocationRequests}
            decide={async (requestId) => requestOf(family, requestId)}
            describe={demoAlert}
          />
        }
      />

      <div className="summary-grid">
        <MoneyCard title={demo('bitcoinBalance')} value={demoBtc(family.bitcoinBalanceSat)}>
          <DemoButton className="secondary outline">{demo('configure')}</DemoButton>
        </MoneyCard>
        <MoneyCard
          title={demo('lightningBalance')}
          value={demoBtc(family.lightningBalanceSat)}
          detailUnit="sats"
        >
          <DemoButton className="secondary outline">{demo('connect')}</DemoButton>
        </MoneyCard>
        <MoneyCard title={t('totalTitle')} value={demoBtc(family.totalBalanceSat)}>
          <DemoButton className="secondary outline">{demo('analytics')}</DemoButton>
        </MoneyCard>
      </div>

      {isBelowShown && (
        <>
          <ChildCards
            childList={family.children}
            actionsOf={() => (
              <DemoButton className="secondary outline">{demo('editAllowance')}</DemoButton>
            )}
          />

          <div className="panel-grid">
            <ParentGoalsCardView goals={family.goals} allGoalsPath={paths.demoGoals} />
            <ActivityCard
              title={t('recentActivity')}
              transactions={family.transactions.slice(0, RECENT_ACTIVITY_COUNT)}
              error={undefined}
              isLoading={false}
              showChild
            />
          </div>

          <article aria-labelledby={quickId}>
            <h3 id={quickId}>{demo('quickActions')}</h3>
            <div className="button-row">
              <DemoButton>{demo('processWeekly')}</DemoButton>
              <DemoButton className="secondary">{demo('viewAnalytics')}</DemoButton>
              <DemoButton className="secondary outline">{demo('familySettings')}</DemoButton>
            </div>
          </article>
        </>
      )}
    </section>
  )
}

function requestOf(family: DemoFamily, requestId: number) {
  const request = family.allocationRequests.find((r) => r.id === requestId)
  if (!request) throw new Error(`No demo allocation request ${requestId}`)
  return request
}
