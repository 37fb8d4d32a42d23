import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { Btc } from '../../../components/btc'
import { FormField } from '../../../components/form-field'
import { ModalDialog } from '../../../components/modal-dialog'
import { satsOf } from '../../../lib/btc-input'
import { RichText, useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { requestWithdrawal } from '../api'
import { requestsTexts } from '../texts'

type WithdrawalFormProps = {
  childId: number
  /** BTC string: a request above it is refused before sending. */
  savingsBalance: string
  onDone: () => void
}

function WithdrawalForm({ childId, savingsBalance, onDone }: WithdrawalFormProps) {
  const t = useTexts(requestsTexts)
  const problem = useFormProblem<'amount' | 'reason'>()
  const [amount, setAmount] = useState('')
  const [reason, setReason] = useState('')

  const send = useMoneyMutation(requestWithdrawal, {
    onSuccess: () => {
      toast({ title: t('requestSent'), description: t('requestSentText') })
      onDone()
    },
    failure: { title: t('error'), description: t('sendWithdrawalFailed') },
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
        <RichText
          texts={requestsTexts}
          k="youHaveInSavings"
          parts={{ amount: <Btc value={savingsBalance} /> }}
        />
      </p>
      <AmountInput
        label={t('amountBtc')}
        name="amount"
        value={amount}
        onChange={setAmount}
        error={problem.hintOf('amount')}
      />
      <FormField label={t('whyNeedMoney')} error={problem.hintOf('reason')}>
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
        {t('sendRequest')}
      </button>
    </form>
  )
}

export type WithdrawalRequestDialogProps = { childId: number; savingsBalance: string }

/** My Savings' "Ask to Use Savings": a request a parent approves or denies. */
export function WithdrawalRequestDialog({ childId, savingsBalance }: WithdrawalRequestDialogProps) {
  const t = useTexts(requestsTexts)
  return (
    <ModalDialog title={t('withdrawalTitle')} triggerText={t('askToUseSavings')}>
      {(close) => (
        <WithdrawalForm childId={childId} savingsBalance={savingsBalance} onDone={close} />
      )}
    </ModalDialog>
  )
}
