import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import { formatUsd, satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { NOTICES } from '../../../config/messages'
import { useTexts } from '../../../lib/i18n'
import { notify } from '../../../lib/notify'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { setAllowance } from '../api'
import { childrenTexts } from '../texts'
import { WeekdaySelect } from './weekday-select'

export type AllowanceFormProps = { child: ChildDto; onDone: () => void }

/** The weekly allowance amount and day, with the spec's USD estimate as it is typed. */
export function AllowanceForm({ child, onDone }: AllowanceFormProps) {
  const t = useTexts(childrenTexts)
  const problem = useFormProblem<'weeklyAllowance'>()
  const [amount, setAmount] = useState(child.weeklyAllowance)
  const [day, setDay] = useState(child.allowanceDay)

  const save = useMoneyMutation(
    (allowance: { weeklyAllowance: string; allowanceDay: number }) =>
      setAllowance(child.id, allowance),
    {
      onSuccess: () => {
        notify(NOTICES.allowanceUpdated)
        onDone()
      },
      failure: { title: t('error'), description: t('allowanceFailed') },
    },
  )

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const amountSat = readBtcInput(amount)
    if (amountSat === null) return problem.report('weeklyAllowance', MESSAGES.invalidBitcoinAmount)
    problem.clear()
    void save.trigger({ weeklyAllowance: satsToBtc(amountSat), allowanceDay: day })
  }

  const typedSat = readBtcInput(amount)
  const estimate = typedSat === null ? undefined : t('usdEstimate', { usd: formatUsd(typedSat) })

  return (
    <form onSubmit={onSubmit} noValidate>
      <h3>{t('weeklyAllowance')}</h3>
      <AmountInput
        label={t('weeklyAllowanceAmount')}
        name="weeklyAllowance"
        value={amount}
        onChange={setAmount}
        error={problem.hintOf('weeklyAllowance')}
        hint={estimate}
      />
      <WeekdaySelect label={t('allowanceDay')} value={day} onChange={setDay} />
      <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
        {t('saveAllowance')}
      </button>
    </form>
  )
}
