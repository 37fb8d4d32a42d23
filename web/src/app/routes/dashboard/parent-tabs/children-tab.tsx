import { AllowanceProcessingCard } from '../../../../features/allowances/components/allowance-processing-card'
import { InterestCard } from '../../../../features/interest/components/interest-card'
import { errorMessage } from '../../../../lib/api-client'
import { useChildren } from '../../../../lib/use-children'
import { ChildCards } from '../components/child-cards'
import { ParentDialogs } from '../components/parent-dialogs'

/** Each child's card with its dialogs, how allowances are processed, and interest on savings. */
export function ChildrenTab() {
  const { data: children, error } = useChildren()
  return (
    <>
      {error !== undefined && (
        <p role="alert">
          The children could not be loaded. {errorMessage(error, 'Please try again later.')}
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
