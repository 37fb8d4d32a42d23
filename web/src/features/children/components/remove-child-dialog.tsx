import type { ChildDto } from '@api/features/children/children.schemas'
import { ConfirmStep } from '../../../components/confirm-step'
import { ModalDialog } from '../../../components/modal-dialog'
import { useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { removeChild } from '../api'
import { childrenTexts } from '../texts'

type ConfirmRemoveProps = { child: ChildDto; onDone: () => void }

function ConfirmRemove({ child, onDone }: ConfirmRemoveProps) {
  const t = useTexts(childrenTexts)
  const remove = useMoneyMutation((_: undefined) => removeChild(child.id), {
    onSuccess: (reply) => {
      toast({ title: t('childRemoved'), description: reply.message })
      onDone()
    },
    failure: { title: t('removeFailedTitle'), description: t('removeFailed') },
  })

  return (
    <ConfirmStep
      question={t('removeQuestion', { name: child.name })}
      confirmText={t('removeChild')}
      isBusy={remove.isMutating}
      onConfirm={() => void remove.trigger(undefined)}
      onCancel={onDone}
    >
      <p>{t('removeExplanation', { name: child.name })}</p>
    </ConfirmStep>
  )
}

export type RemoveChildDialogProps = { child: ChildDto }

/** Removing hides the child but keeps the ledger, so it asks first and says so. */
export function RemoveChildDialog({ child }: RemoveChildDialogProps) {
  const t = useTexts(childrenTexts)
  return (
    <ModalDialog
      title={t('removeTitle', { name: child.name })}
      triggerText={t('remove')}
      triggerClassName="secondary outline"
    >
      {(close) => <ConfirmRemove child={child} onDone={close} />}
    </ModalDialog>
  )
}
