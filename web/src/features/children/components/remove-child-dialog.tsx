import { useId } from 'react'
import { useSWRConfig } from 'swr'
import { ModalDialog } from '../../../components/modal-dialog'
import { notifyFailure } from '../../../lib/notify'
import { revalidateMoney } from '../../../lib/revalidate-money'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { type Child, removeChild } from '../api'

type ConfirmRemoveProps = { child: Child; onDone: () => void }

function ConfirmRemove({ child, onDone }: ConfirmRemoveProps) {
  const { mutate } = useSWRConfig()
  const questionId = useId()
  const remove = useApiMutation((_: undefined) => removeChild(child.id), {
    onSuccess: async (reply) => {
      toast({ title: 'Child Removed', description: reply.message })
      onDone()
      await revalidateMoney(mutate)
    },
    onError: (error) =>
      notifyFailure(error, { title: 'Remove Failed', description: 'Failed to remove child' }),
  })

  return (
    <div className="confirm-step">
      <p id={questionId}>Remove {child.name} from your family dashboard?</p>
      <p>
        {child.name} will no longer appear on the dashboard and can no longer sign in. Their
        transaction history is kept.
      </p>
      <div className="button-row">
        <button type="button" className="secondary outline" onClick={onDone}>
          Cancel
        </button>
        <button
          type="button"
          className="button-danger"
          aria-describedby={questionId}
          aria-busy={remove.isMutating}
          disabled={remove.isMutating}
          onClick={() => void remove.trigger(undefined)}
        >
          Remove Child
        </button>
      </div>
    </div>
  )
}

export type RemoveChildDialogProps = { child: Child }

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
