import { feeBudgetSat, LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { DecodedInvoiceDto, PayReply } from '@api/features/lightning/lightning.schemas'
import { type FormEvent, useState } from 'react'
import { Btc } from '../../../components/btc'
import { FormField } from '../../../components/form-field'
import { satsText } from '../../../lib/amounts'
import { ApiError } from '../../../lib/api-client'
import { notifyColonText, notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { decodeInvoice, payInvoice } from '../api'

export type SendTabProps = { child: ChildDto }

/**
 * Send: pays an invoice from the child's spending money through the family wallet. The
 * invoice is decoded first so the parent sees what is paid; the answer says the fee the
 * wallet charged (the child is debited amount plus fee).
 */
export function SendTab({ child }: SendTabProps) {
  const revalidateAfter = useRevalidateAfter()
  const [paymentRequest, setPaymentRequest] = useState('')
  const [decoded, setDecoded] = useState<DecodedInvoiceDto | null>(null)
  const [result, setResult] = useState<PayReply | null>(null)

  const decode = useApiMutation(decodeInvoice, {
    onSuccess: setDecoded,
    onError: (error) =>
      error instanceof ApiError && error.code === 'invalid-invoice'
        ? notifyColonText(LIGHTNING_MESSAGES.invalidInvoice)
        : notifyFailure(error, {
            title: 'Invalid Invoice',
            description: 'Could not decode Lightning invoice',
          }),
  })
  const pay = useApiMutation(payInvoice, {
    onSuccess: async (reply) => {
      setResult(reply)
      if (reply.status === 'succeeded') {
        toast({
          title: 'Payment Sent',
          description: `${satsText(reply.amount)} paid, fee ${satsText(reply.fee ?? 0)}`,
        })
      } else if (reply.status === 'pending') {
        toast({ title: 'Payment Pending', description: reply.error })
      } else {
        toast({ title: 'Payment Failed', description: reply.error, variant: 'destructive' })
      }
      await revalidateAfter('lightningPayment')
    },
    onError: (error) =>
      notifyFailure(error, {
        title: 'Payment Failed',
        description: 'Failed to process Lightning payment',
      }),
  })

  const onDecode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setResult(null)
    void decode.trigger(paymentRequest.trim())
  }

  const onChange = (text: string) => {
    setPaymentRequest(text)
    // Paying needs the decoded invoice of exactly what is pasted.
    setDecoded(null)
    setResult(null)
  }

  const canPay = decoded !== null && decoded.tokens !== null && !decoded.isExpired

  return (
    <div>
      <form onSubmit={onDecode} noValidate>
        <p>
          Pays a Lightning invoice from {child.name}'s spending money (
          <Btc value={child.spendingBalance} withSats />) through the family wallet.
        </p>
        <FormField label="Lightning invoice">
          {(control) => (
            <textarea
              {...control}
              name="paymentRequest"
              rows={3}
              spellCheck={false}
              autoComplete="off"
              placeholder="lnbc..."
              value={paymentRequest}
              onChange={(event) => onChange(event.target.value)}
            />
          )}
        </FormField>
        <button
          type="submit"
          className="secondary"
          aria-busy={decode.isMutating}
          disabled={paymentRequest.trim() === '' || decode.isMutating}
        >
          Decode Invoice
        </button>
      </form>
      {decoded && (
        <article aria-label="Invoice details" className="invoice-details">
          <dl className="figures">
            <div>
              <dt>Amount</dt>
              <dd>
                {decoded.tokens === null
                  ? 'Any amount (cannot be paid here)'
                  : satsText(decoded.tokens)}
              </dd>
            </div>
            {decoded.tokens !== null && (
              <div>
                <dt>Routing fee</dt>
                <dd>Up to {satsText(feeBudgetSat(decoded.tokens))}, held until it settles</dd>
              </div>
            )}
            <div>
              <dt>Description</dt>
              <dd>{decoded.description || 'None'}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>
                {decoded.isExpired
                  ? 'Expired'
                  : new Date(decoded.timeExpire * 1000).toLocaleString()}
              </dd>
            </div>
          </dl>
          <button
            type="button"
            aria-busy={pay.isMutating}
            disabled={!canPay || pay.isMutating || result?.status === 'succeeded'}
            onClick={() =>
              void pay.trigger({ childId: child.id, paymentRequest: paymentRequest.trim() })
            }
          >
            Pay {decoded.tokens === null ? '' : satsText(decoded.tokens)}
          </button>
        </article>
      )}
      {result && <PaymentResult result={result} />}
    </div>
  )
}

function PaymentResult({ result }: { result: PayReply }) {
  if (result.status === 'succeeded') {
    return (
      <p role="status" className="notice">
        Paid {satsText(result.amount)}. Fee: {satsText(result.fee ?? 0)}.{' '}
        {result.debited && (
          <>
            Spending went down by <Btc value={result.debited} withSats />.
          </>
        )}
      </p>
    )
  }
  return (
    <p role="status" className="notice">
      {result.status === 'pending' ? 'Payment pending: ' : 'Payment Failed: '}
      {result.error}
    </p>
  )
}
