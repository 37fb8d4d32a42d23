import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { NOTICES } from '../../../config/messages'
import { notify } from '../../../lib/notify'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { setSpendingThreshold } from '../api'

export type SpendingLimitFormProps = { child: ChildDto }

/**
 * The Lightning spending limit (threshold). It stays open after saving, as the spec's
 * dialog does: the allowance form beside it may still be edited.
 */
export function SpendingLimitForm({ child }: SpendingLimitFormProps) {
  const problem = useFormProblem<'threshold'>()
  const [threshold, setThreshold] = useState(child.spendingThreshold)

  const save = useMoneyMutation((value: string) => setSpendingThreshold(child.id, value), {
    onSuccess: () => notify(NOTICES.thresholdUpdated),
    failure: { title: 'Error', description: 'Failed to update spending threshold' },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const thresholdSat = readBtcInput(threshold)
    if (thresholdSat === null) return problem.report('threshold', MESSAGES.invalidBitcoinAmount)
    problem.clear()
    void save.trigger(satsToBtc(thresholdSat))
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <h3>Lightning spending limit</h3>
      <AmountInput
        label="Spending threshold (BTC)"
        name="threshold"
        value={threshold}
        onChange={setThreshold}
        error={problem.hintOf('threshold')}
        withSats
        hint="The largest Lightning payment. Spending money above it moves to savings automatically (accounting only)."
      />
      <button
        type="submit"
        className="secondary"
        aria-busy={save.isMutating}
        disabled={save.isMutating}
      >
        Save Spending Limit
      </button>
    </form>
  )
}
