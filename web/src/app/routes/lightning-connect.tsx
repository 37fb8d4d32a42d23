import { LightningConnectPage } from '../../features/lightning/lightning-connect-page'
import { useAuth } from '../../lib/use-auth'
import { DashboardHeader } from './dashboard/components/dashboard-header'

/** /lightning-connect, registered only when signed in: the setup guide under the app's header. */
export function LightningConnectRoute() {
  const { user } = useAuth()
  return (
    <>
      <DashboardHeader isAdmin={user?.isAdmin ?? false} />
      <LightningConnectPage />
    </>
  )
}
