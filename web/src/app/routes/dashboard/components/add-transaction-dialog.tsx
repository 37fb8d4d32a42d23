import { readBtcInput } from '@api/contracts/amount-input'
import { MESSAGES } from '@api/contracts/messages'
import {
  CHILD_TRANSACTION_TYPES,
  PARENT_TRANSACTION_TYPES,
  spendingSign,
  TRANSACTION_TYPE_INFO,
  type TransactionType,
} from '@api/contracts/transaction-types'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { CreateTransactionBody } from '@api/features/ledger/ledger.schemas'
import { satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../../components/amount-input'
import { FormField } from '../../../../components/form-field'
import { ModalDialog } from '../../../../components/modal-dialog'
import { addTransaction } from '../../../../features/ledger/api'
import { initiateSavingsTransfer } from '../../../../features/requests/api'
import {
  SavingsDestination,
  SendToParentAddress,
} from '../../../../features/requests/components/savings-destination'
import type { Reply } from '../../../../lib/api-client'
import { satsOf } from '../../../../lib/btc-input'
import { RichText, textsNow, useTexts } from '../../../../lib/i18n'
import { toast } from '../../../../lib/toast'
import { useFormProblem } from '../../../../lib/use-form-problem'
import { useMoneyMutation } from '../../../../lib/use-money-mutation'
import { dashboardTexts } from '../texts'

export type TransactionVariant = 'parent' | 'child'

const TYPES = { parent: PARENT_TRANSACTION_TYPES, child: CHILD_TRANSACTION_TYPES } as const

/** What still is to be sent after a Move to Savings started: how much, and where to. */
type TransferToSend = Pick<Reply<'POST /api/savings-transfers/initiate'>, 'parentAddress'> & {
  amount: string
}

/** What the form did: the toast's words, and for a Move to Savings what to send. */
type Submitted = { title: string; description: string; transfer?: TransferToSend }

/**
 * Records the transaction. "Move to Savings" is not booked directly: the child sends
 * the amount to the parent's Lightning address, and it moves once the parent confirms.
 */
async function submitTransaction(transaction: CreateTransactionBody): Promise<Submitted> {
  const t = textsNow(dashboardTexts)
  if (transaction.type === 'savings') {
    const started = await initiateSavingsTransfer(transaction)
    return {
      title: t('transferStarted'),
      description: started.message,
      transfer: { amount: transaction.amount, parentAddress: started.parentAddress },
    }
  }
  await addTransaction(transaction)
  return {
    title: t('transactionAdded'),
    description: t('transactionRecorded', {
      type: TRANSACTION_TYPE_INFO[transaction.type].label,
      amount: transaction.amount,
    }),
  }
}

type TransactionFormProps = {
  child: Pick<ChildDto, 'id' | 'spendingBalance'>
  variant: TransactionVariant
  onDone: () => void
}

/**
 * The form, then, after a Move to Savings, the step it asks for: the amount to send and
 * the parent's address to send it to, kept open until the child is done with it.
 */
function TransactionSteps(props: TransactionFormProps) {
  const t = useTexts(dashboardTexts)
  const [transfer, setTransfer] = useState<TransferToSend | null>(null)
  if (transfer === null) {
    return <TransactionForm {...props} onTransferStarted={setTransfer} />
  }
  return (
    <>
      <p>
        <RichText
          texts={dashboardTexts}
          k="sendToParent"
          values={{ amount: transfer.amount }}
          parts={{ strong: <strong /> }}
        />
      </p>
      <SendToParentAddress address={transfer.parentAddress} />
      <button type="button" onClick={props.onDone}>
        {t('done')}
      </button>
    </>
  )
}

function TransactionForm({
  child,
  variant,
  onDone,
  onTransferStarted,
}: TransactionFormProps & { onTransferStarted: (transfer: TransferToSend) => void }) {
  const t = useTexts(dashboardTexts)
  const problem = useFormProblem<'amount' | 'description'>()
  const types = TYPES[variant]
  const [type, setType] = useState<TransactionType>(types[0])
  const [amount, setAmount] = useState('')
  const [description, setDescription] = useState('')

  const save = useMoneyMutation(submitTransaction, {
    onSuccess: ({ transfer, ...shown }) => {
      // The transfer message tells the child what to do next; give it time to be read.
      toast({ ...shown, durationMs: transfer ? 10_000 : undefined })
      if (transfer) onTransferStarted(transfer)
      else onDone()
    },
    failure: { title: t('transactionFailedTitle'), description: t('transactionFailed') },
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (amount.trim() === '') return problem.report('amount', MESSAGES.missingInformation)
    if (description.trim() === '') {
      return problem.report('description', MESSAGES.missingInformation)
    }
    const amountSat = readBtcInput(amount)
    if (amountSat === null || amountSat === 0) {
      return problem.report('amount', MESSAGES.invalidAmount)
    }
    // Only a credit adds to spending; every other type needs the balance to cover it.
    if (spendingSign(type) < 0 && amountSat > satsOf(child.spendingBalance)) {
      return problem.report('amount', MESSAGES.insufficientSpending)
    }
    problem.clear()
    void save.trigger({
      childId: child.id,
      type,
      amount: satsToBtc(amountSat),
      description: description.trim(),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        {t('type')}
        <select
          name="type"
          value={type}
          onChange={(event) => setType(event.target.value as TransactionType)}
        >
          {types.map((option) => (
            <option key={option} value={option}>
              {TRANSACTION_TYPE_INFO[option].label}
            </option>
          ))}
        </select>
      </label>
      <AmountInput
        label={t('amountBtc')}
        name="amount"
        value={amount}
        onChange={setAmount}
        error={problem.hintOf('amount')}
        withSats
      />
      <FormField label={t('description')} error={problem.hintOf('description')}>
        {(control) => (
          <input
            {...control}
            name="description"
            required
            maxLength={200}
            autoComplete="off"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      {type === 'savings' && (
        <>
          <p>
            <small>{t('savingsHint')}</small>
          </p>
          <SavingsDestination childId={child.id} />
        </>
      )}
      <button type="submit" aria-busy={save.isMutating} disabled={save.isMutating}>
        {t('addTransaction')}
      </button>
    </form>
  )
}

export type AddTransactionDialogProps = {
  child: Pick<ChildDto, 'id' | 'name' | 'spendingBalance'>
  /** A parent books allowances, bonuses and chores; a child records their own money. */
  variant: TransactionVariant
  triggerClassName?: string
}

export function AddTransactionDialog({
  child,
  variant,
  triggerClassName,
}: AddTransactionDialogProps) {
  const t = useTexts(dashboardTexts)
  return (
    <ModalDialog
      title={
        variant === 'parent' ? t('addTransactionFor', { name: child.name }) : t('addTransaction')
      }
      triggerText={t('addTransaction')}
      triggerClassName={triggerClassName}
    >
      {(close) => <TransactionSteps child={child} variant={variant} onDone={close} />}
    </ModalDialog>
  )
}
