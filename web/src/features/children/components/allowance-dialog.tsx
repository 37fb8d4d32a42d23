import type { ChildDto } from '@api/features/children/children.schemas'
import { ModalDialog } from '../../../components/modal-dialog'
import { AllowanceForm } from './allowance-form'
import { SpendingLimitForm } from './spending-limit-form'

export type AllowanceDialogProps = { child: ChildDto }

/** "Allowance - {child name}": the weekly allowance and the Lightning spending limit. */
export function AllowanceDialog({ child }: AllowanceDialogProps) {
  return (
    <ModalDialog
      title={`Allowance - ${child.name}`}
      triggerText="Allowance"
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
