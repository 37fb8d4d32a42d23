import { readChildDetails } from '@api/contracts/child-form'
import type { ChildDto, UpdateChildBody } from '@api/features/children/children.schemas'
import { type FormEvent, useState } from 'react'
import { ModalDialog } from '../../../components/modal-dialog'
import { useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { editChild } from '../api'
import { childrenTexts } from '../texts'
import {
  ChildDetailsFields,
  type ChildDetailsValues,
  type ChildField,
} from './child-details-fields'

type EditChildFormProps = { child: ChildDto; onDone: () => void }

function EditChildForm({ child, onDone }: EditChildFormProps) {
  const t = useTexts(childrenTexts)
  const problem = useFormProblem<ChildField>()
  const [details, setDetails] = useState<ChildDetailsValues>({
    name: child.name,
    age: String(child.age),
    gender: child.gender,
  })

  const save = useMoneyMutation((changes: UpdateChildBody) => editChild(child.id, changes), {
    onSuccess: (saved) => {
      toast({
        title: t('childUpdated'),
        description: t('childUpdatedDescription', { name: saved.name }),
      })
      onDone()
    },
    failure: { title: t('updateFailed'), description: t('editFailed') },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = readChildDetails(details)
    if (read.problem) return problem.report(read.problem.field, read.problem.message)
    problem.clear()
    void save.trigger({ ...read.value, gender: details.gender })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <ChildDetailsFields values={details} onChange={setDetails} hintOf={problem.hintOf} />
      <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
        {t('saveChanges')}
      </button>
    </form>
  )
}

export type EditChildDialogProps = { child: ChildDto }

/** A child card's Edit: name, age and gender (the avatar follows the gender). */
export function EditChildDialog({ child }: EditChildDialogProps) {
  const t = useTexts(childrenTexts)
  return (
    <ModalDialog
      title={t('editTitle', { name: child.name })}
      triggerText={t('edit')}
      triggerClassName="secondary outline"
    >
      {(close) => <EditChildForm child={child} onDone={close} />}
    </ModalDialog>
  )
}
