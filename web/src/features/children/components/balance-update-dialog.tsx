import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { Btc } from '../../../components/btc'
import { ModalDialog } from '../../../components/modal-dialog'
import { toast } from '../../../lib/toast'
import { useFormProblem } from '../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { type BalanceAccount, updateBalance } from '../api'

const ACCOUNTS = {
  savings: { button: 'Update Savings', noun: 'savings', field: 'savingsBalance' },
  spending: { button: 'Update Balance', noun: 'spending', field: 'spendingBalance' },
} as const

type BalanceFormProps = { child: ChildDto; account: BalanceAccount; onDone: () => void }

function BalanceForm({ child, account, onDone }: BalanceFormProps) {
  const problem = useFormProblem<'newBalance'>()
  const current = child[ACCOUNTS[account].field]
  const [balance, setBalance] = useState(current)

  const save = useMoneyMutation((value: string) => updateBalance(child.id, account, value), {
    onSuccess: (reply) => {
      toast({ title: 'Balance Updated', description: reply.message })
      onDone()
    },
    failure: { title: 'Update failed', description: 'Failed to update balance' },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const balanceSat = readBtcInput(balance)
    if (balanceSat === null) return problem.report('newBalance', MESSAGES.invalidBalance)
    problem.clear()
    void save.trigger(satsToBtc(balanceSat))
  }

  const { noun } = ACCOUNTS[account]
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>
        Enter what {child.name}'s {noun} balance really holds in your wallet now (currently{' '}
        <Btc value={current} withSats={account === 'spending'} />
        ). The difference is recorded in the ledger as a manual adjustment.
      </p>
      <AmountInput
        label={`New ${noun} balance (BTC)`}
        name="newBalance"
        value={balance}
        onChange={setBalance}
        error={problem.hintOf('newBalance')}
        withSats={account === 'spending'}
      />
      <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
        Save Balance
      </button>
    </form>
  )
}

export type BalanceUpdateDialogProps = { child: ChildDto; account: BalanceAccount }

/** Update Savings and Update Balance (spending): a manual entry of the real balance. */
export function BalanceUpdateDialog({ child, account }: BalanceUpdateDialogProps) {
  const { button } = ACCOUNTS[account]
  return (
    <ModalDialog
      title={`${button} - ${child.name}`}
      triggerText={button}
      triggerClassName="secondary outline"
    >
      {(close) => <BalanceForm child={child} account={account} onDone={close} />}
    </ModalDialog>
  )
}
