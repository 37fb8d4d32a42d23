import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { SendReply } from '@api/features/wallet/wallet.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { FormField } from '../../../components/form-field'
import { errorMessage } from '../../../lib/api-client'
import { satsOf } from '../../../lib/btc-input'
import { useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { sendBitcoin } from '../api'
import { walletTexts } from '../texts'

export type SendFormProps = {
  child: Pick<ChildDto, 'id' | 'name'>
  /**
   * The child's savings as last read: the spec checks the amount against it first.
   * Undefined until it is read: the server checks alone then.
   */
  savingsBalance: string | undefined
  onSent: (reply: SendReply) => void
}

/** Send from the child's savings: the spec's checks here, the server's again on send. */
export function SendForm({ child, savingsBalance, onSent }: SendFormProps) {
  const t = useTexts(walletTexts)
  const problem = useFormProblem<'toAddress' | 'amount'>()
  const [toAddress, setToAddress] = useState('')
  const [amount, setAmount] = useState('')

  const send = useMoneyMutation(sendBitcoin, {
    onSuccess: (reply) => {
      toast({ title: t('transactionReadyTitle'), description: reply.message })
      setToAddress('')
      setAmount('')
      onSent(reply)
    },
    failure: { title: t('transactionFailedTitle'), description: t('transactionFailed') },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const amountSat = readBtcInput(amount)
    if (amountSat === null || amountSat === 0) {
      return problem.report('amount', MESSAGES.invalidBitcoinAmount)
    }
    if (!toAddress.trim()) return problem.report('toAddress', MESSAGES.invalidBitcoinAddress)
    if (savingsBalance !== undefined && amountSat > satsOf(savingsBalance)) {
      return problem.report('amount', MESSAGES.insufficientSavingsAccount)
    }
    problem.clear()
    void send.trigger({
      childId: child.id,
      toAddress: toAddress.trim(),
      amount: satsToBtc(amountSat),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('sendFormLabel', { child: child.name })}>
      <FormField label={t('sendTo')} error={problem.hintOf('toAddress')}>
        {(control) => (
          <input
            {...control}
            name="toAddress"
            autoComplete="off"
            spellCheck={false}
            value={toAddress}
            onChange={(event) => setToAddress(event.target.value)}
          />
        )}
      </FormField>
      <AmountInput
        label={t('amountToSend')}
        name="amount"
        value={amount}
        onChange={setAmount}
        error={problem.hintOf('amount')}
      />
      {send.error !== undefined && !send.isMutating && (
        <p role="alert">{errorMessage(send.error, t('sendFailed'))}</p>
      )}
      <button type="submit" aria-busy={send.isMutating} disabled={send.isMutating}>
        {t('send')}
      </button>
    </form>
  )
}
