import { useDeferredValue, useId } from 'react'
import { paths } from '../../../config/paths'
import { DEMO_ALERT } from '../../../features/demo/demo-alert'
import type { DemoFamily } from '../../../features/demo/demo-family'
import { demoBtc } from '../../../features/demo/demo-family'
import { AllocationRequestsPanelView } from '../../../features/goals/components/allocation-requests-panel'
import { ParentGoalsCardView } from '../../../features/goals/components/parent-goals-card'
import { RECENT_ACTIVITY_COUNT } from '../../../features/ledger/api'
import { ActivityCard } from '../../../features/ledger/components/activity-card'
import { PendingApprovalsPanelView } from '../../../features/requests/components/pending-approvals-panel'
import { ChildCards } from '../dashboard/components/child-cards'
import { MoneyCard } from '../dashboard/components/money-card'
import { DemoButton } from './demo-button'

export type DemoParentViewProps = { family: DemoFamily }

/**
 * The parent side of the demo, drawn by the signed-in dashboard's own components from the
 * sample family. Decisions resolve at once with the request unchanged and show the demo
 * alert: nothing is sent.
 */
export function DemoParentView({ family }: DemoParentViewProps) {
  const headingId = useId()
  const quickId = useId()
  // The cards under the wallets are drawn in a second, deferred render, so the first paint
  // is not held up by one long task on a phone (Lighthouse's total blocking time).
  const isBelowShown = useDeferredValue(true, false)
  return (
    <section aria-labelledby={headingId} className="parent-dashboard">
      <div className="section-header">
        <h2 id={headingId}>Family Bitcoin Dashboard</h2>
        <div className="button-row">
          <DemoButton>Add Child</DemoButton>
          <DemoButton className="secondary">Process Allowances</DemoButton>
        </div>
      </div>

      <PendingApprovalsPanelView
        requests={family.withdrawalRequests}
        decide={async (request) => request}
        describe={() => DEMO_ALERT}
        hasOtherRequests={family.allocationRequests.length > 0}
        otherRequests={
          <AllocationRequestsPanelView
            requests={family.allocationRequests}
            decide={async (requestId) => requestOf(family, requestId)}
            describe={() => DEMO_ALERT}
          />
        }
      />

      <div className="summary-grid">
        <MoneyCard title="Bitcoin Balance" value={demoBtc(family.bitcoinBalanceSat)}>
          <DemoButton className="secondary outline">Configure</DemoButton>
        </MoneyCard>
        <MoneyCard
          title="Lightning Balance"
          value={demoBtc(family.lightningBalanceSat)}
          detailUnit="sats"
        >
          <DemoButton className="secondary outline">Connect</DemoButton>
        </MoneyCard>
        <MoneyCard title="Total Family Balance" value={demoBtc(family.totalBalanceSat)}>
          <DemoButton className="secondary outline">Analytics</DemoButton>
        </MoneyCard>
      </div>

      {isBelowShown && (
        <>
          <ChildCards
            childList={family.children}
            actionsOf={() => <DemoButton className="secondary outline">Edit Allowance</DemoButton>}
          />

          <div className="panel-grid">
            <ParentGoalsCardView goals={family.goals} allGoalsPath={paths.demoGoals} />
            <ActivityCard
              title="Recent Activity"
              transactions={family.transactions.slice(0, RECENT_ACTIVITY_COUNT)}
              error={undefined}
              isLoading={false}
              showChild
            />
          </div>

          <article aria-labelledby={quickId}>
            <h3 id={quickId}>Quick Actions</h3>
            <div className="button-row">
              <DemoButton>Process Weekly Allowances</DemoButton>
              <DemoButton className="secondary">View Analytics</DemoButton>
              <DemoButton className="secondary outline">Family Settings</DemoButton>
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
