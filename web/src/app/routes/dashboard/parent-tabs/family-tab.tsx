import type { UserDto } from '@api/features/auth/auth.schemas'
import { NetWorthSharingPanel } from '../../../../features/family/components/net-worth-sharing-panel'
import { SpousePanel } from '../../../../features/family/components/spouse-panel'

export type FamilyTabProps = { user: UserDto }

/** The grown-ups' side: net worth sharing and the spouse. */
export function FamilyTab({ user }: FamilyTabProps) {
  // Spouse invitations and sharing settings belong to the parent who holds the account.
  const canManage = user.role === 'parent'
  return (
    <div className="panel-grid">
      <NetWorthSharingPanel
        sharingEnabled={user.familyNetWorthSharingEnabled}
        sharePercentage={user.familyNetWorthSharePercentage}
        canManage={canManage}
      />
      <SpousePanel canManage={canManage} />
    </div>
  )
}
