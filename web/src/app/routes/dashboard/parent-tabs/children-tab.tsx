import { AllowanceProcessingCard } from '../../../../features/allowances/components/allowance-processing-card'
import { InterestCard } from '../../../../features/interest/components/interest-card'
import { errorMessage } from '../../../../lib/api-client'
import { useTexts } from '../../../../lib/i18n'
import { useChildren } from '../../../../lib/use-children'
import { ChildCards } from '../components/child-cards'
import { ParentDialogs } from '../components/parent-dialogs'
import { dashboardTexts } from '../texts'

/** Each child's card with its dialogs, how allowances are processed, and interest on savings. */
export function ChildrenTab() {
  const t = useTexts(dashboardTexts)
  const { data: children, error } = useChildren()
  return (
    <>
      {error !== undefined && (
        <p role="alert">
          {t('childrenLoadFailed', { reason: errorMessage(error, t('tryLater')) })}
        </p>
      )}
      {children && (
        <ChildCards childList={children} actionsOf={(child) => <ParentDialogs child={child} />} />
      )}
      <AllowanceProcessingCard />
      <InterestCard />
    </>
  )
}
