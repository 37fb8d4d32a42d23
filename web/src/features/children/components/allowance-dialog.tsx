import type { ChildDto } from '@api/features/children/children.schemas'
import { ModalDialog } from '../../../components/modal-dialog'
import { useTexts } from '../../../lib/i18n'
import { childrenTexts } from '../texts'
import { AllowanceForm } from './allowance-form'
import { SpendingLimitForm } from './spending-limit-form'

export type AllowanceDialogProps = { child: ChildDto }

/** "Allowance - {child name}": the weekly allowance and the Lightning spending limit. */
export function AllowanceDialog({ child }: AllowanceDialogProps) {
  const t = useTexts(childrenTexts)
  return (
    <ModalDialog
      title={t('allowanceTitle', { name: child.name })}
      triggerText={t('allowance')}
      triggerClassName="secondary outline"
    >
      {(close) => (
        <>
          <AllowanceForm child={child} onDone={close} />
          <hr />
          <SpendingLimitForm child={child} />
        </>
      )}
    </ModalDialog>
  )
}
