import { SubscriptionBanner } from '../../../../features/billing/components/subscription-banner'
import { ChoresCard } from '../../../../features/chores/components/chores-card'
import { useFamilyBalance, useFamilyOverview } from '../../../../features/family/api'
import { usePendingAllocations } from '../../../../features/goals/api'
import { AllocationRequestsPanel } from '../../../../features/goals/components/allocation-requests-panel'
import { RECENT_ACTIVITY_COUNT, useRecentTransactions } from '../../../../features/ledger/api'
import { ActivityCard } from '../../../../features/ledger/components/activity-card'
import { LightningCard } from '../../../../features/lightning/components/lightning-card'
import { PendingApprovalsPanel } from '../../../../features/requests/components/pending-approvals-panel'
import { SavingsTransferAlerts } from '../../../../features/requests/components/savings-transfer-alerts'
import { WalletCard } from '../../../../features/wallet/components/wallet-card'
import { errorMessage } from '../../../../lib/api-client'
import { useTexts } from '../../../../lib/i18n'
import { useAuth } from '../../../../lib/use-auth'
import { useChildren } from '../../../../lib/use-children'
import { LiquidityAlert } from '../components/liquidity-alert'
import { SummaryCards } from '../components/summary-cards'
import { TotalFamilyBalance } from '../components/total-family-balance'
import { dashboardTexts } from '../texts'

export type OverviewTabProps = { canApprove: boolean }

/** Not part of the tab's readiness: reading two wallets can take seconds; it keeps its size. */
function FamilyBalanceCard() {
  const { data, error } = useFamilyBalance()
  return <TotalFamilyBalance figures={data} hasFailed={error !== undefined} />
}

/**
 * The first tab: what waits for the parent (approvals, transfers, chores, alerts and banners),
 * then the family's money at a glance: its wallets (the Bitcoin wallet card and the
 * Lightning card go between the alerts and the totals, in the spec's order), the summary
 * cards and the recent activity.
 */
export function OverviewTab({ canApprove }: OverviewTabProps) {
  const t = useTexts(dashboardTexts)
  const { data: overview, error } = useFamilyOverview()
  const recent = useRecentTransactions(RECENT_ACTIVITY_COUNT)
  const pendingAllocations = usePendingAllocations().data ?? []
  const children = useChildren().data ?? []
  const { user } = useAuth()
  return (
    <>
      {canApprove && (
        <PendingApprovalsPanel
          otherRequests={<AllocationRequestsPanel />}
          hasOtherRequests={pendingAllocations.some((r) => r.status === 'pending')}
        />
      )}
      <SavingsTransferAlerts />
      <ChoresCard childList={children} />
      {overview && <LiquidityAlert overview={overview} />}
      <WalletCard />
      <LightningCard />
      {user && <SubscriptionBanner user={user} />}

      {error !== undefined && (
        <p role="alert">{t('totalsLoadFailed', { reason: errorMessage(error, t('tryLater')) })}</p>
      )}
      {overview && <SummaryCards overview={overview} balance={<FamilyBalanceCard />} />}
      <ActivityCard
        title={t('recentActivity')}
        transactions={recent.data}
        error={recent.error}
        isLoading={recent.isLoading}
        showChild
      />
    </>
  )
}
