import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { NOTICES } from '../../../config/messages'
import { useTexts } from '../../../lib/i18n'
import { notify } from '../../../lib/notify'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { setSpendingThreshold } from '../api'
import { childrenTexts } from '../texts'

export type SpendingLimitFormProps = { child: ChildDto }

/**
 * The Lightning spending limit (threshold). It stays open after saving, as the spec's
 * dialog does: the allowance form beside it may still be edited.
 */
export function SpendingLimitForm({ child }: SpendingLimitFormProps) {
  const t = useTexts(childrenTexts)
  const problem = useFormProblem<'threshold'>()
  const [threshold, setThreshold] = useState(child.spendingThreshold)

  const save = useMoneyMutation((value: string) => setSpendingThreshold(child.id, value), {
    onSuccess: () => notify(NOTICES.thresholdUpdated),
    failure: { title: t('error'), description: t('thresholdFailed') },
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
      <h3>{t('spendingLimit')}</h3>
      <AmountInput
        label={t('spendingThreshold')}
        name="threshold"
        value={threshold}
        onChange={setThreshold}
        error={problem.hintOf('threshold')}
        withSats
        hint={t('spendingThresholdHint')}
      />
      <button
        type="submit"
        className="secondary"
        aria-busy={save.isMutating}
        disabled={save.isMutating}
      >
        {t('saveSpendingLimit')}
      </button>
    </form>
  )
}
