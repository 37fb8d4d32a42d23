import { type FormEvent, useState } from 'react'
import { ModalDialog } from '../../../components/modal-dialog'
import { toast } from '../../../lib/toast'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { type Child, type ChildDetails, editChild } from '../api'
import { type ChildField, checkChildDetails } from '../check-child'
import { ChildDetailsFields, type ChildDetailsValues } from './child-details-fields'

type EditChildFormProps = { child: Child; onDone: () => void }

function EditChildForm({ child, onDone }: EditChildFormProps) {
  const problem = useFormProblem<ChildField>()
  const [details, setDetails] = useState<ChildDetailsValues>({
    name: child.name,
    age: String(child.age),
    gender: child.gender,
  })

  const save = useMoneyMutation((changes: ChildDetails) => editChild(child.id, changes), {
    onSuccess: (saved) => {
      toast({ title: 'Child Updated', description: `${saved.name}'s details were saved` })
      onDone()
    },
    failure: { title: 'Update Failed', description: 'Failed to update child' },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const detailsProblem = checkChildDetails(details)
    if (detailsProblem) return problem.report(detailsProblem.field, detailsProblem.message)
    problem.clear()
    void save.trigger({
      name: details.name.trim(),
      age: Number(details.age),
      gender: details.gender,
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <ChildDetailsFields values={details} onChange={setDetails} hintOf={problem.hintOf} />
      <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
        Save Changes
      </button>
    </form>
  )
}

export type EditChildDialogProps = { child: Child }

/** A child card's Edit: name, age and gender (the avatar follows the gender). */
export function EditChildDialog({ child }: EditChildDialogProps) {
  return (
    <ModalDialog
      title={`Edit ${child.name}`}
      triggerText="Edit"
      triggerClassName="secondary outline"
    >
      {(close) => <EditChildForm child={child} onDone={close} />}
    </ModalDialog>
  )
}
