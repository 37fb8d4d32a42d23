import { LightningConfigPage } from '../../features/lightning/lightning-config-page'
import { useAuth } from '../../lib/use-auth'
import { DashboardHeader } from './dashboard/components/dashboard-header'

/** /lightning-config, registered only when signed in: the connection under the app's header. */
export function LightningConfigRoute() {
  const { user } = useAuth()
  return (
    <>
      <DashboardHeader isAdmin={user?.isAdmin ?? false} />
      <LightningConfigPage />
    </>
  )
}
