import { useId } from 'react'
import { ChildChoresCard } from '../../../features/chores/components/child-chores-card'
import { ActiveAllocationsList } from '../../../features/goals/components/active-allocations-list'
import { ChildGoalsCard } from '../../../features/goals/components/child-goals-card'
import { ChildInterestCard } from '../../../features/interest/components/child-interest-card'
import { RECENT_ACTIVITY_COUNT, useChildTransactions } from '../../../features/ledger/api'
import { ActivityCard } from '../../../features/ledger/components/activity-card'
import { ImportCsvDialog } from '../../../features/ledger/components/import-csv-dialog'
import { ChildWithdrawalRequests } from '../../../features/requests/components/child-withdrawal-requests'
import { WithdrawalRequestDialog } from '../../../features/requests/components/withdrawal-request-dialog'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useChild } from '../../../lib/use-children'
import { AddTransactionDialog } from './components/add-transaction-dialog'
import { ChildAvatar } from './components/child-avatar'
import { LearnBitcoinCard } from './components/learn-bitcoin-card'
import { MoneyCard } from './components/money-card'
import { WeeklyAllowanceCard } from './components/weekly-allowance-card'
import { dashboardTexts } from './texts'

export type ChildViewProps = { childId: number }

/**
 * One child's dashboard: the child's own sign-in and a parent's Child View alike.
 * Lightning comes with the Lightning issue.
 */
export function ChildView({ childId }: ChildViewProps) {
  const t = useTexts(dashboardTexts)
  const { data: child, error, isLoading } = useChild(childId)
  const activity = useChildTransactions(childId)
  const headingId = useId()

  if (isLoading) return <p aria-busy="true">{t('loadingChild')}</p>
  // Another family's child answers 404 as well, exactly like a missing one.
  if (error instanceof ApiError && error.status === 404) {
    return (
      <article>
        <h2>{t('childNotFoundTitle')}</h2>
        <p>{t('childNotFoundText')}</p>
      </article>
    )
  }
  if (error !== undefined) {
    return <p role="alert">{errorMessage(error, t('childLoadFailed'))}</p>
  }
  if (!child) return null

  return (
    <section aria-labelledby={headingId}>
      <header className="child-greeting">
        <ChildAvatar gender={child.gender} />
        <h2 id={headingId}>{t('greeting', { name: child.name })}</h2>
      </header>
      <div className="summary-grid">
        <MoneyCard title={t('mySavings')} value={child.savingsBalance}>
          <WithdrawalRequestDialog childId={child.id} savingsBalance={child.savingsBalance} />
        </MoneyCard>
        <MoneyCard title={t('spendingMoney')} value={child.spendingBalance} withSats>
          <AddTransactionDialog child={child} variant="child" />
          <ImportCsvDialog childId={child.id} />
        </MoneyCard>
        <WeeklyAllowanceCard child={child} />
      </div>
      <div className="panel-grid">
        <ChildChoresCard childId={child.id} />
        <ChildInterestCard childId={child.id} />
        <ChildGoalsCard childId={child.id} />
        <ActiveAllocationsList childId={child.id} />
        <ChildWithdrawalRequests childId={child.id} />
      </div>
      <div className="panel-grid">
        <ActivityCard
          title={t('myRecentActivity')}
          transactions={activity.data?.slice(0, RECENT_ACTIVITY_COUNT)}
          error={activity.error}
          isLoading={activity.isLoading}
        />
        <LearnBitcoinCard />
      </div>
    </section>
  )
}
