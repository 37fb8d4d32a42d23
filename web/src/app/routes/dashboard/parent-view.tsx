import { useId } from 'react'
import { AllowanceProcessingCard } from '../../../features/allowances/components/allowance-processing-card'
import { ProcessAllowancesButton } from '../../../features/allowances/components/process-allowances-button'
import { SubscriptionBanner } from '../../../features/billing/components/subscription-banner'
import { AddChildDialog } from '../../../features/children/components/add-child-dialog'
import { useCanApprove, useFamilyOverview } from '../../../features/family/api'
import { NetWorthSharingPanel } from '../../../features/family/components/net-worth-sharing-panel'
import { SpousePanel } from '../../../features/family/components/spouse-panel'
import { usePendingAllocations } from '../../../features/goals/api'
import { ActiveAllocationsList } from '../../../features/goals/components/active-allocations-list'
import { AllocationRequestsPanel } from '../../../features/goals/components/allocation-requests-panel'
import { ParentGoalsCard } from '../../../features/goals/components/parent-goals-card'
import { RECENT_ACTIVITY_COUNT, useRecentTransactions } from '../../../features/ledger/api'
import { ActivityCard } from '../../../features/ledger/components/activity-card'
import { PendingApprovalsPanel } from '../../../features/requests/components/pending-approvals-panel'
import { SavingsTransferAlerts } from '../../../features/requests/components/savings-transfer-alerts'
import { errorMessage } from '../../../lib/api-client'
import { useAuth } from '../../../lib/use-auth'
import { useChildren } from '../../../lib/use-children'
import { ChildCards } from './components/child-cards'
import { LiquidityAlert } from './components/liquidity-alert'
import { SummaryCards } from './components/summary-cards'

/**
 * The parent (or spouse) side of the dashboard, "Family Bitcoin Dashboard": a page that
 * composes the features, which never import each other. The family's totals and the
 * liquidity alert come from the API (GET /api/family/overview). The wallet and Lightning cards, the trial banner and the Total Family Balance
 * (on-chain plus Lightning) come with the wallet, Lightning and billing issues.
 */
export function ParentView() {
  const { user } = useAuth()
  const headingId = useId()
  const { data: children, error, isLoading } = useChildren()
  const { data: approval } = useCanApprove()
  const { data: overview } = useFamilyOverview()
  const recent = useRecentTransactions(RECENT_ACTIVITY_COUNT)
  const pendingAllocations = usePendingAllocations().data ?? []
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

      {approval?.canApprove && (
        <PendingApprovalsPanel
          otherRequests={<AllocationRequestsPanel />}
          hasOtherRequests={pendingAllocations.some((r) => r.status === 'pending')}
        />
      )}
      <SavingsTransferAlerts />
      {overview && <LiquidityAlert overview={overview} />}
      <SubscriptionBanner user={user} />

      {isLoading && <p aria-busy="true">Loading your family...</p>}
      {error !== undefined && !isLoading && (
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
    </section>
  )
}
