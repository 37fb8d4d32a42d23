import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { Btc } from '../../../components/btc'
import { ModalDialog } from '../../../components/modal-dialog'
import { satsOf } from '../../../lib/btc-input'
import { RichText, useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { transferToSpending } from '../api'
import { childrenTexts } from '../texts'

export type TransferToSpendingFormProps = { child: ChildDto; onDone: () => void }

/** Savings to spending, as family accounting; also the Lightning dialog's Transfer tab. */
export function TransferToSpendingForm({ child, onDone }: TransferToSpendingFormProps) {
  const t = useTexts(childrenTexts)
  const problem = useFormProblem<'amount'>()
  const [amount, setAmount] = useState('')

  const transfer = useMoneyMutation((value: string) => transferToSpending(child.id, value), {
    onSuccess: (reply) => {
      toast({ title: t('transferComplete'), description: reply.message })
      onDone()
    },
    failure: { title: t('transferFailedTitle'), description: t('transferFailed') },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const amountSat = readBtcInput(amount)
    if (amountSat === null || amountSat === 0) {
      return problem.report('amount', MESSAGES.invalidAmount)
    }
    if (amountSat > satsOf(child.savingsBalance)) {
      return problem.report('amount', MESSAGES.insufficientSavingsAccount)
    }
    problem.clear()
    void transfer.trigger(satsToBtc(amountSat))
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        <RichText
          texts={childrenTexts}
          k="transferExplanation"
          values={{ name: child.name }}
          parts={{ amount: <Btc value={child.savingsBalance} /> }}
        />
      </p>
      <AmountInput
        label={t('transferAmount')}
        name="amount"
        value={amount}
        onChange={setAmount}
        error={problem.hintOf('amount')}
        withSats
      />
      <button type="submit" aria-busy={transfer.isMutating} disabled={transfer.isMutating}>
        {t('transfer')}
      </button>
    </form>
  )
}

export type TransferToSpendingDialogProps = { child: ChildDto }

export function TransferToSpendingDialog({ child }: TransferToSpendingDialogProps) {
  const t = useTexts(childrenTexts)
  return (
    <ModalDialog
      title={t('transferTitle', { name: child.name })}
      triggerText={t('transferToSpending')}
      triggerClassName="secondary outline"
    >
      {(close) => <TransferToSpendingForm child={child} onDone={close} />}
    </ModalDialog>
  )
}
