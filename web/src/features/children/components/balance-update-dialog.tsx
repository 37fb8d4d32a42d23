import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { Btc } from '../../../components/btc'
import { ModalDialog } from '../../../components/modal-dialog'
import { RichText, useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { type BalanceAccount, updateBalance } from '../api'
import { childrenTexts } from '../texts'

const ACCOUNTS = {
  savings: {
    button: 'updateSavings',
    explanation: 'savingsExplanation',
    label: 'newSavingsBalance',
    field: 'savingsBalance',
  },
  spending: {
    button: 'updateBalance',
    explanation: 'spendingExplanation',
    label: 'newSpendingBalance',
    field: 'spendingBalance',
  },
} as const

type BalanceFormProps = { child: ChildDto; account: BalanceAccount; onDone: () => void }

function BalanceForm({ child, account, onDone }: BalanceFormProps) {
  const t = useTexts(childrenTexts)
  const problem = useFormProblem<'newBalance'>()
  const current = child[ACCOUNTS[account].field]
  const [balance, setBalance] = useState(current)

  const save = useMoneyMutation((value: string) => updateBalance(child.id, account, value), {
    onSuccess: (reply) => {
      toast({ title: t('balanceUpdated'), description: reply.message })
      onDone()
    },
    failure: { title: t('balanceFailedTitle'), description: t('balanceFailed') },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const balanceSat = readBtcInput(balance)
    if (balanceSat === null) return problem.report('newBalance', MESSAGES.invalidBalance)
    problem.clear()
    void save.trigger(satsToBtc(balanceSat))
  }

  const { explanation, label } = ACCOUNTS[account]
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        <RichText
          texts={childrenTexts}
          k={explanation}
          values={{ name: child.name }}
          parts={{ amount: <Btc value={current} withSats={account === 'spending'} /> }}
        />
      </p>
      <AmountInput
        label={t(label)}
        name="newBalance"
        value={balance}
        onChange={setBalance}
        error={problem.hintOf('newBalance')}
        withSats={account === 'spending'}
      />
      <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
        {t('saveBalance')}
      </button>
    </form>
  )
}

export type BalanceUpdateDialogProps = { child: ChildDto; account: BalanceAccount }

/** Update Savings and Update Balance (spending): a manual entry of the real balance. */
export function BalanceUpdateDialog({ child, account }: BalanceUpdateDialogProps) {
  const t = useTexts(childrenTexts)
  const button = t(ACCOUNTS[account].button)
  return (
    <ModalDialog
      title={t('balanceTitle', { action: button, name: child.name })}
      triggerText={button}
      triggerClassName="secondary outline"
    >
      {(close) => <BalanceForm child={child} account={account} onDone={close} />}
    </ModalDialog>
  )
}
