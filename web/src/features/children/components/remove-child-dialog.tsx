import type { ChildDto } from '@api/features/children/children.schemas'
import { ConfirmStep } from '../../../components/confirm-step'
import { ModalDialog } from '../../../components/modal-dialog'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { removeChild } from '../api'

type ConfirmRemoveProps = { child: ChildDto; onDone: () => void }

function ConfirmRemove({ child, onDone }: ConfirmRemoveProps) {
  const remove = useMoneyMutation((_: undefined) => removeChild(child.id), {
    onSuccess: (reply) => {
      toast({ title: 'Child Removed', description: reply.message })
      onDone()
    },
    failure: { title: 'Remove Failed', description: 'Failed to remove child' },
  })

  return (
    <ConfirmStep
      question={`Remove ${child.name} from your family dashboard?`}
      confirmText="Remove Child"
      isBusy={remove.isMutating}
      onConfirm={() => void remove.trigger(undefined)}
      onCancel={onDone}
    >
      <p>
        {child.name} will no longer appear on the dashboard and can no longer sign in. Their
        transaction history is kept.
      </p>
    </ConfirmStep>
  )
}

export type RemoveChildDialogProps = { child: ChildDto }

/** Removing hides the child but keeps the ledger, so it asks first and says so. */
export function RemoveChildDialog({ child }: RemoveChildDialogProps) {
  return (
    <ModalDialog
      title={`Remove ${child.name}`}
      triggerText="Remove"
      triggerClassName="secondary outline"
    >
      {(close) => <ConfirmRemove child={child} onDone={close} />}
    </ModalDialog>
  )
}
