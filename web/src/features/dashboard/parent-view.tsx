import { useId } from 'react'
import { errorMessage } from '../../lib/api-client'
import { AllowanceProcessingCard } from '../allowances/components/allowance-processing-card'
import { ProcessAllowancesButton } from '../allowances/components/process-allowances-button'
import { useAuth } from '../auth/use-auth'
import { useChildren } from '../children/api'
import { AddChildDialog } from '../children/components/add-child-dialog'
import { useCanApprove } from '../family/api'
import { NetWorthSharingPanel } from '../family/components/net-worth-sharing-panel'
import { SpousePanel } from '../family/components/spouse-panel'
import { usePendingAllocations } from '../goals/api'
import { ActiveAllocationsList } from '../goals/components/active-allocations-list'
import { AllocationRequestsPanel } from '../goals/components/allocation-requests-panel'
import { ParentGoalsCard } from '../goals/components/parent-goals-card'
import { RECENT_ACTIVITY_COUNT, useRecentTransactions } from '../ledger/api'
import { ActivityCard } from '../ledger/components/activity-card'
import { PendingApprovalsPanel } from '../requests/components/pending-approvals-panel'
import { SavingsTransferAlerts } from '../requests/components/savings-transfer-alerts'
import { ChildCards } from './components/child-cards'
import { LiquidityAlert } from './components/liquidity-alert'
import { SummaryCards } from './components/summary-cards'
import { summarizeFamily } from './family-money'

/**
 * The parent (or spouse) side of the dashboard, "Family Bitcoin Dashboard". The
 * dashboard feature composes the others, so it is the one feature allowed to import
 * them. The wallet and Lightning cards, the trial banner and the Total Family Balance
 * (on-chain plus Lightning) come with the wallet, Lightning and billing issues.
 */
export function ParentView() {
  const { user } = useAuth()
  const headingId = useId()
  const { data: children, error, isLoading } = useChildren()
  const { data: approval } = useCanApprove()
  const recent = useRecentTransactions(RECENT_ACTIVITY_COUNT)
  const pendingAllocations = usePendingAllocations().data ?? []
  if (!user) return null
  // Spouse invitations and sharing settings belong to the parent who holds the account.
  const canManage = user.role === 'parent'
  const family = children ? summarizeFamily(children) : undefined

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
      {family && <LiquidityAlert family={family} />}

      {isLoading && <p aria-busy="true">Loading your family...</p>}
      {error !== undefined && !isLoading && (
        <p role="alert">
          The children could not be loaded. {errorMessage(error, 'Please try again later.')}
        </p>
      )}
      {children && family && (
        <>
          <SummaryCards family={family} />
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
