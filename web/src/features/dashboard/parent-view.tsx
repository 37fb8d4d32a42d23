import { useId } from 'react'
import { useAuth } from '../auth/use-auth'
import { NetWorthSharingPanel } from '../family/components/net-worth-sharing-panel'
import { SpousePanel } from '../family/components/spouse-panel'

/**
 * The parent (or spouse) side of the dashboard. The dashboard feature composes the
 * family and children features, so it is the one feature allowed to import others.
 * The money sections of the spec's parent dashboard (wallet, summary and child cards,
 * activity, approvals) are added above the family panels by the next issue.
 */
export function ParentView() {
  const { user } = useAuth()
  const headingId = useId()
  if (!user) return null
  // Spouse invitations and sharing settings belong to the parent who holds the account.
  const canManage = user.role === 'parent'
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Family Bitcoin Dashboard</h2>
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
