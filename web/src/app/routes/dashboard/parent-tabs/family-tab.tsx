import type { UserDto } from '@api/features/auth/auth.schemas'
import { BrowserOnly } from '../../../../components/browser-only'
import { AnotherDeviceCard } from '../../../../features/auth/components/another-device-card'
import { PasskeysCard } from '../../../../features/auth/components/passkeys-card'
import { NetWorthSharingPanel } from '../../../../features/family/components/net-worth-sharing-panel'
import { SpousePanel } from '../../../../features/family/components/spouse-panel'
import { FamilyDataPanel } from '../../../../features/family-data/components/family-data-panel'

export type FamilyTabProps = { user: UserDto }

/**
 * The grown-ups' side: net worth sharing, the spouse, the family's data (export, delete),
 * and the member's own sign-in: another device, passkeys.
 */
export function FamilyTab({ user }: FamilyTabProps) {
  // Spouse invitations and sharing settings belong to the parent who holds the account.
  const canManage = user.role === 'parent'
  return (
    <>
      <div className="panel-grid">
        <NetWorthSharingPanel
          sharingEnabled={user.familyNetWorthSharingEnabled}
          sharePercentage={user.familyNetWorthSharePercentage}
          canManage={canManage}
        />
        <SpousePanel canManage={canManage} />
      </div>
      <div className="panel-grid">
        <FamilyDataPanel canDelete={canManage} />
      </div>
      <div className="panel-grid">
        <AnotherDeviceCard />
        <BrowserOnly>
          <PasskeysCard />
        </BrowserOnly>
      </div>
    </>
  )
}
