import { useId } from 'react'
import { useSearchParams } from 'react-router-dom'
import { TabList, tabPanelProps } from '../../../components/tab-list'
import { ProcessAllowancesButton } from '../../../features/allowances/components/process-allowances-button'
import { AddChildDialog } from '../../../features/children/components/add-child-dialog'
import { useCanApprove } from '../../../features/family/api'
import { useTexts } from '../../../lib/i18n'
import { useAuth } from '../../../lib/use-auth'
import { PARENT_TABS, type ParentTab, parentTabSearch, readParentTab } from './dashboard-view'
import { ChildrenTab } from './parent-tabs/children-tab'
import { FamilyTab } from './parent-tabs/family-tab'
import { GoalsTab } from './parent-tabs/goals-tab'
import { OverviewTab } from './parent-tabs/overview-tab'
import { useTabReadiness } from './parent-tabs/tab-readiness'
import { dashboardTexts } from './texts'

/**
 * The parent (or spouse) side of the dashboard, "Family Bitcoin Dashboard": a page that
 * composes the features, which never import each other. Its sections sit on four tabs
 * (parent-tabs/): Overview (requests, alerts, wallets, totals, activity), Children,
 * Goals and Family; a new card goes on the tab of its concern.
 */
export function ParentView() {
  const t = useTexts(dashboardTexts)
  const { user } = useAuth()
  const headingId = useId()
  const tabsId = useId()
  const [params, setParams] = useSearchParams()
  const { data: approval } = useCanApprove()
  const ready = useTabReadiness()
  if (!user) return null

  const tab = readParentTab(params)
  // Replace, not push: the back button leaves the dashboard rather than walk its tabs.
  const select = (next: ParentTab) => setParams(parentTabSearch(next), { replace: true })

  return (
    <section aria-labelledby={headingId} className="parent-dashboard">
      <div className="section-header">
        <h2 id={headingId}>{t('parentHeading')}</h2>
        <div className="button-row">
          <AddChildDialog onAdded={() => select('children')} />
          <ProcessAllowancesButton />
        </div>
      </div>

      <TabList
        label={t('sections')}
        tabs={PARENT_TABS.map((entry) => ({ id: entry.id, label: t(entry.name) }))}
        selected={tab}
        onSelect={select}
        idPrefix={tabsId}
      />
      <div {...tabPanelProps(tabsId, tab)} className="tab-panel">
        {!ready[tab] && <p aria-busy="true">{t('loadingFamily')}</p>}
        {ready[tab] && tab === 'overview' && <OverviewTab canApprove={!!approval?.canApprove} />}
        {ready[tab] && tab === 'children' && <ChildrenTab />}
        {ready[tab] && tab === 'goals' && <GoalsTab />}
        {ready[tab] && tab === 'family' && <FamilyTab user={user} />}
      </div>
    </section>
  )
}
