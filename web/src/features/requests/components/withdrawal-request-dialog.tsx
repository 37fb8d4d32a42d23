import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { Btc } from '../../../components/btc'
import { FormField } from '../../../components/form-field'
import { ModalDialog } from '../../../components/modal-dialog'
import { satsOf } from '../../../lib/btc-input'
import { toast } from '../../../lib/toast'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { requestWithdrawal } from '../api'

type WithdrawalFormProps = {
  childId: number
  /** BTC string: a request above it is refused before sending. */
  savingsBalance: string
  onDone: () => void
}

function WithdrawalForm({ childId, savingsBalance, onDone }: WithdrawalFormProps) {
  const problem = useFormProblem<'amount' | 'reason'>()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')

  const send = useMoneyMutation(requestWithdrawal, {
    onSuccess: () => {
      toast({ title: 'Request Sent', description: 'Your parent will review your request' })
      onDone()
    },
    failure: { title: 'Error', description: 'Failed to send withdrawal request' },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const amountSat = readBtcInput(amount)
    if (amountSat === null || amountSat === 0) {
      return problem.report('amount', MESSAGES.invalidAmount)
    }
    if (amountSat > satsOf(savingsBalance)) {
      return problem.report('amount', MESSAGES.insufficientSavings)
    }
    if (reason.trim() === '') return problem.report('reason', MESSAGES.reasonRequired)
    problem.clear()
    void send.trigger({ childId, amount: satsToBtc(amountSat), reason: reason.trim() })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        You have <Btc value={savingsBalance} /> in savings. Your parent decides; the money moves
        only when they approve.
      </p>
      <AmountInput
        label="Amount (BTC)"
        name="amount"
        value={amount}
        onChange={setAmount}
        error={problem.hintOf('amount')}
      />
      <FormField label="Why do you need this money?" error={problem.hintOf('reason')}>
        {(control) => (
          <textarea
            {...control}
            name="reason"
            required
            maxLength={500}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" aria-busy={send.isMutating} disabled={send.isMutating}>
        Send Request
      </button>
    </form>
  )
}

export type WithdrawalRequestDialogProps = { childId: number; savingsBalance: string }

/** My Savings' "Ask to Use Savings": a request a parent approves or denies. */
export function WithdrawalRequestDialog({ childId, savingsBalance }: WithdrawalRequestDialogProps) {
  return (
    <ModalDialog title="Request Savings Withdrawal" triggerText="Ask to Use Savings">
      {(close) => (
        <WithdrawalForm childId={childId} savingsBalance={savingsBalance} onDone={close} />
      )}
    </ModalDialog>
  )
}
