import { checkBtcInput } from '@api/contracts/amount-input'
import {
  checkInvoiceAmount,
  defaultInvoiceDescription,
  LIGHTNING_MESSAGES,
} from '@api/contracts/lightning'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { InvoiceDto } from '@api/features/lightning/lightning.schemas'
import { type FormEvent, useEffect, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { CopyButton } from '../../../components/copy-button'
import { FormField } from '../../../components/form-field'
import { QrCode } from '../../../components/qr-code'
import { satsText } from '../../../lib/amounts'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useFormProblem } from '../../../lib/use-form-problem'
import { createInvoice, useInvoice } from '../api'
import { type LightningText, lightningTexts } from '../texts'

export type ReceiveTabProps = { child: ChildDto }

/**
 * Receive: the family wallet makes an invoice for the child; anyone who pays it adds to
 * the child's spending (the server credits it once, when the wallet reports it paid).
 */
export function ReceiveTab({ child }: ReceiveTabProps) {
  const [invoice, setInvoice] = useState<InvoiceDto | null>(null)
  if (invoice) {
    return <InvoiceView invoice={invoice} childName={child.name} onDone={() => setInvoice(null)} />
  }
  return <InvoiceForm child={child} onCreated={setInvoice} />
}

type InvoiceFormProps = { child: ChildDto; onCreated: (invoice: InvoiceDto) => void }

function InvoiceForm({ child, onCreated }: InvoiceFormProps) {
  const t = useTexts(lightningTexts)
  const problem = useFormProblem<'amount'>()
  const [amount, setAmount] = useState('')
  const [description, setDescription] = useState('')
  const create = useApiMutation(createInvoice, {
    onSuccess: onCreated,
    onError: (error) => notifyFailure(error, { title: t('createInvoiceFailed') }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Typed in BTC like every amount (docs/money-rules.md); the invoice is made in sats.
    const typed = checkBtcInput(amount, {
      field: 'amount',
      message: LIGHTNING_MESSAGES.invalidAmount,
    })
    const checked = typed.problem ? typed : checkInvoiceAmount(typed.value, 'amount')
    if (checked.problem) return problem.report('amount', checked.problem.message)
    problem.clear()
    void create.trigger({
      childId: child.id,
      amount: String(checked.value),
      description: description.trim(),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t('receiveIntro', { name: child.name })}</p>
      <AmountInput
        label={t('amountBtc')}
        name="amount"
        value={amount}
        onChange={setAmount}
        error={problem.hintOf('amount')}
        withSats
      />
      <FormField label={t('descriptionOptional')}>
        {(control) => (
          <input
            {...control}
            name="description"
            maxLength={200}
            placeholder={defaultInvoiceDescription(child.name)}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </FormField>
      <button type="submit" aria-busy={create.isMutating} disabled={create.isMutating}>
        {t('createInvoice')}
      </button>
    </form>
  )
}

/**
 * Where a paid invoice's money went: all of it to the child's spending, or, when the
 * spending limit moved part of it on, how much to each ("5,000 sats to Leo's spending
 * and 5,000 sats to savings").
 */
function receiptText(
  t: LightningText,
  paid: Pick<InvoiceDto, 'amountSats' | 'toSpendingSats' | 'toSavingsSats'>,
  childName: string,
): string {
  const amount = satsText(paid.amountSats)
  if (paid.toSpendingSats === null || !paid.toSavingsSats) {
    return t('receiptAll', { amount, name: childName })
  }
  return t('receiptSplit', {
    amount,
    spending: satsText(paid.toSpendingSats),
    savings: satsText(paid.toSavingsSats),
    name: childName,
  })
}

type InvoiceViewProps = { invoice: InvoiceDto; childName: string; onDone: () => void }

/** The invoice as a QR code and text, asked about every 3 s until it is paid or expires. */
function InvoiceView({ invoice, childName, onDone }: InvoiceViewProps) {
  const t = useTexts(lightningTexts)
  const revalidateAfter = useRevalidateAfter()
  const { data = invoice } = useInvoice(invoice)
  const isPaid = data.state === 'paid'

  const received = isPaid ? receiptText(t, data, childName) : ''
  // Once per payment: keyed on what was paid, not on the language its text is shown in.
  const paid = isPaid ? `${data.amountSats}/${data.toSpendingSats}/${data.toSavingsSats}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the payment, not its words
  useEffect(() => {
    if (paid === '') return
    toast({ title: t('paymentReceived'), description: received })
    void revalidateAfter('lightningPayment')
  }, [paid, revalidateAfter])

  return (
    <div className="invoice-view">
      {data.state === 'pending' && (
        <>
          <QrCode
            value={`lightning:${data.bolt11}`}
            label={t('invoiceQr', { amount: satsText(data.amountSats) })}
          />
          <p>
            <strong>{satsText(data.amountSats)}</strong> · {data.description}
          </p>
          <CopyButton text={data.bolt11} what={t('invoiceWord')} />
          <p role="status" aria-busy="true">
            {t('waitingForPayment')}
          </p>
          {data.walletError && <small>{data.walletError}</small>}
        </>
      )}
      {isPaid && (
        <p role="status" className="notice">
          {t('paidReceipt', { receipt: received })}
        </p>
      )}
      {data.state === 'expired' && (
        <p role="status" className="notice">
          {t('invoiceExpired')}
        </p>
      )}
      <button type="button" className="secondary outline" onClick={onDone}>
        {isPaid || data.state === 'expired' ? t('newInvoice') : t('cancel')}
      </button>
    </div>
  )
}
