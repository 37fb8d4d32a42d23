import { ActiveAllocationsList } from '../../../../features/goals/components/active-allocations-list'
import { ParentGoalsCard } from '../../../../features/goals/components/parent-goals-card'

/** The family's goals (the first three, View All Goals) and the savings allocated to them. */
export function GoalsTab() {
  return (
    <div className="panel-grid">
      <ParentGoalsCard />
      <ActiveAllocationsList />
    </div>
  )
}
