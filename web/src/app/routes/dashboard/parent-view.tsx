import { useDeferredValue, useId } from 'react'
import { useAllowanceSchedule } from '../../../features/allowances/api'
import { AllowanceProcessingCard } from '../../../features/allowances/components/allowance-processing-card'
import { ProcessAllowancesButton } from '../../../features/allowances/components/process-allowances-button'
import { SubscriptionBanner } from '../../../features/billing/components/subscription-banner'
import { AddChildDialog } from '../../../features/children/components/add-child-dialog'
import { useCanApprove, useFamilyOverview, useSpouse } from '../../../features/family/api'
import { NetWorthSharingPanel } from '../../../features/family/components/net-worth-sharing-panel'
import { SpousePanel } from '../../../features/family/components/spouse-panel'
import { FamilyDataPanel } from '../../../features/family-data/components/family-data-panel'
import {
  useActiveAllocations,
  useFamilyGoals,
  usePendingAllocations,
} from '../../../features/goals/api'
import { ActiveAllocationsList } from '../../../features/goals/components/active-allocations-list'
import { AllocationRequestsPanel } from '../../../features/goals/components/allocation-requests-panel'
import { ParentGoalsCard } from '../../../features/goals/components/parent-goals-card'
import { RECENT_ACTIVITY_COUNT, useRecentTransactions } from '../../../features/ledger/api'
import { ActivityCard } from '../../../features/ledger/components/activity-card'
import { LightningCard } from '../../../features/lightning/components/lightning-card'
import { usePendingTransfers, useWithdrawalRequests } from '../../../features/requests/api'
import { PendingApprovalsPanel } from '../../../features/requests/components/pending-approvals-panel'
import { SavingsTransferAlerts } from '../../../features/requests/components/savings-transfer-alerts'
import { WalletCard } from '../../../features/wallet/components/wallet-card'
import { errorMessage } from '../../../lib/api-client'
import { useAuth } from '../../../lib/use-auth'
import { useChildren } from '../../../lib/use-children'
import { ChildCards } from './components/child-cards'
import { LiquidityAlert } from './components/liquidity-alert'
import { SummaryCards } from './components/summary-cards'

/** An answer, or a failure to show: either way the panel knows its final size. */
const hasSettled = (query: { data?: unknown; error?: unknown }) =>
  query.data !== undefined || query.error !== undefined

/**
 * Which parts of the dashboard can be drawn at their final size. Panels that filled
 * in one by one pushed everything under them down as each answer arrived (Lighthouse
 * measured a layout shift of 0.5 to 0.9), so each part waits for every query it draws
 * from. The top (requests, alerts, summary, child cards) comes first; the panels below
 * it only after it, so they are added under it and move nothing. The panels read the
 * same answers from SWR's cache.
 */
function useSettledParts(): { top: boolean; panels: boolean } {
  const top = [
    useChildren(),
    useCanApprove(),
    usePendingAllocations(),
    usePendingTransfers(),
    useWithdrawalRequests(),
    useFamilyOverview(),
  ].every(hasSettled)
  const panels = [
    useFamilyGoals(),
    useActiveAllocations(),
    useAllowanceSchedule(),
    useRecentTransactions(RECENT_ACTIVITY_COUNT),
    useSpouse(),
  ].every(hasSettled)
  // Deferred: React draws each part in small slices, not in one long task.
  return { top: useDeferredValue(top), panels: useDeferredValue(top && panels) }
}

/**
 * The parent (or spouse) side of the dashboard, "Family Bitcoin Dashboard": a page that
 * composes the features, which never import each other. The family's totals and the
 * liquidity alert come from the API (GET /api/family/overview).
 */
export function ParentView() {
  const { user } = useAuth()
  const headingId = useId()
  const { data: children, error } = useChildren()
  const { data: approval } = useCanApprove()
  const { data: overview } = useFamilyOverview()
  const recent = useRecentTransactions(RECENT_ACTIVITY_COUNT)
  const pendingAllocations = usePendingAllocations().data ?? []
  const settled = useSettledParts()
  if (!user) return null
  // Spouse invitations and sharing settings belong to the parent who holds the account.
  const canManage = user.role === 'parent'

  return (
    <section aria-labelledby={headingId} className="parent-dashboard">
      <div className="section-header">
        <h2 id={headingId}>Family Bitcoin Dashboard</h2>
        <div className="button-row">
          <AddChildDialog />
          <ProcessAllowancesButton />
        </div>
      </div>

      {!settled.top && <p aria-busy="true">Loading your family...</p>}
      {settled.top && (
        <>
          {approval?.canApprove && (
            <PendingApprovalsPanel
              otherRequests={<AllocationRequestsPanel />}
              hasOtherRequests={pendingAllocations.some((r) => r.status === 'pending')}
            />
          )}
          <SavingsTransferAlerts />
          {overview && <LiquidityAlert overview={overview} />}
          <WalletCard />
          <LightningCard />
          <SubscriptionBanner user={user} />

          {error !== undefined && (
            <p role="alert">
              The children could not be loaded. {errorMessage(error, 'Please try again later.')}
            </p>
          )}
          {children && overview && (
            <>
              <SummaryCards overview={overview} />
              <ChildCards childList={children} />
            </>
          )}
        </>
      )}

      {settled.panels && (
        <>
          <div className="panel-grid">
            <ParentGoalsCard />
            <ActiveAllocationsList />
          </div>

          <div className="panel-grid">
            <AllowanceProcessingCard />
            <ActivityCard
              title="Recent Activity"
              transactions={recent.data}
              error={recent.error}
              isLoading={recent.isLoading}
              showChild
            />
          </div>

          <div className="panel-grid">
            <NetWorthSharingPanel
              sharingEnabled={user.familyNetWorthSharingEnabled}
              sharePercentage={user.familyNetWorthSharePercentage}
              canManage={canManage}
            />
            <SpousePanel canManage={canManage} />
          </div>

          <div className="panel-grid">
            <FamilyDataPanel canDelete={canManage} />
          </div>
        </>
      )}
    </section>
  )
}
