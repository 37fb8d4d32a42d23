import { FamilyGoalsPage } from '../../features/goals/family-goals-page'
import { useTexts } from '../../lib/i18n'
import { usePageTitle } from '../../lib/page-meta'
import { useAuth } from '../../lib/use-auth'
import { appTexts } from '../texts'
import { DashboardHeader } from './dashboard/components/dashboard-header'

/** /family-goals, registered only when signed in: the goals page under the app's header. */
export function FamilyGoalsRoute() {
  const t = useTexts(appTexts)
  usePageTitle(t('familyGoalsTitle'))
  const { user } = useAuth()
  return (
    <>
      <DashboardHeader isAdmin={user?.isAdmin ?? false} />
      <FamilyGoalsPage />
    </>
  )
}
