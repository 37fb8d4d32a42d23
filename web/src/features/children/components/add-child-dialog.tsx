import { readBtcInput } from '@api/contracts/amount-input'
import { DEFAULT_ALLOWANCE_DAY, readChildDetails } from '@api/contracts/child-form'
import { MESSAGES } from '@api/contracts/messages'
import type { CreateChildBody } from '@api/features/children/children.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { ModalDialog } from '../../../components/modal-dialog'
import { useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { createChild } from '../api'
import { childrenTexts } from '../texts'
import {
  ChildDetailsFields,
  type ChildDetailsValues,
  type ChildField,
} from './child-details-fields'
import { WeekdaySelect } from './weekday-select'

type AddChildFormProps = { onDone: () => void; onAdded?: () => void }

function AddChildForm({ onDone, onAdded }: AddChildFormProps) {
  const t = useTexts(childrenTexts)
  const problem = useFormProblem<ChildField>()
  const [details, setDetails] = useState<ChildDetailsValues>({ name: '', age: '', gender: 'boy' })
  const [allowance, setAllowance] = useState('')
  const [allowanceDay, setAllowanceDay] = useState(DEFAULT_ALLOWANCE_DAY)

  const create = useMoneyMutation(createChild, {
    onSuccess: (child) => {
      toast({
        title: t('childAdded'),
        description: t('childAddedDescription', { name: child.name }),
      })
      onDone()
      onAdded?.()
    },
    failure: { title: t('error'), description: t('addFailed') },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = readChildDetails(details)
    if (read.problem) return problem.report(read.problem.field, read.problem.message)
    // The allowance may stay empty: it defaults to 0 (spec 1, section 5).
    const allowanceSat = allowance.trim() === '' ? 0 : readBtcInput(allowance)
    if (allowanceSat === null) return problem.report('weeklyAllowance', MESSAGES.invalidAllowance)
    problem.clear()
    const child: CreateChildBody = {
      ...read.value,
      gender: details.gender,
      weeklyAllowance: satsToBtc(allowanceSat),
      allowanceDay,
    }
    void create.trigger(child)
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <ChildDetailsFields values={details} onChange={setDetails} hintOf={problem.hintOf} />
      <AmountInput
        label={t('weeklyAllowanceLabel')}
        name="weeklyAllowance"
        value={allowance}
        onChange={setAllowance}
        error={problem.hintOf('weeklyAllowance')}
        hint={t('weeklyAllowanceHint')}
      />
      <WeekdaySelect label={t('allowanceDay')} value={allowanceDay} onChange={setAllowanceDay} />
      <button type="submit" aria-busy={create.isMutating} disabled={create.isMutating}>
        {t('addChild')}
      </button>
    </form>
  )
}

export type AddChildDialogProps = {
  /** After the child was added, e.g. to show the children's cards with the new one. */
  onAdded?: () => void
}

/** The parent dashboard's Add Child header button and its form. */
export function AddChildDialog({ onAdded }: AddChildDialogProps) {
  const t = useTexts(childrenTexts)
  return (
    <ModalDialog title={t('addChild')} triggerText={t('addChild')}>
      {(close) => <AddChildForm onDone={close} onAdded={onAdded} />}
    </ModalDialog>
  )
}
