import { FamilyGoalsPage } from '../../features/goals/family-goals-page'
import { usePageTitle } from '../../lib/page-meta'
import { useAuth } from '../../lib/use-auth'
import { DashboardHeader } from './dashboard/components/dashboard-header'

/** /family-goals, registered only when signed in: the goals page under the app's header. */
export function FamilyGoalsRoute() {
  usePageTitle('Family Goals')
  const { user } = useAuth()
  return (
    <>
      <DashboardHeader isAdmin={user?.isAdmin ?? false} />
      <FamilyGoalsPage />
    </>
  )
}
