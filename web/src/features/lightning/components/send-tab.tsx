import { feeBudgetSat, LIGHTNING_MESSAGES } from '@api/contracts/lightning'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { DecodedInvoiceDto, PayReply } from '@api/features/lightning/lightning.schemas'
import { type FormEvent, useState } from 'react'
import { Btc } from '../../../components/btc'
import { FormField } from '../../../components/form-field'
import { satsText } from '../../../lib/amounts'
import { ApiError } from '../../../lib/api-client'
import { currentLanguage, RichText, useTexts } from '../../../lib/i18n'
import { notifyColonText, notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { decodeInvoice, payInvoice } from '../api'
import { lightningTexts } from '../texts'

export type SendTabProps = { child: ChildDto }

/**
 * Send: pays an invoice from the child's spending money through the family wallet. The
 * invoice is decoded first so the parent sees what is paid; the answer says the fee the
 * wallet charged (the child is debited amount plus fee).
 */
export function SendTab({ child }: SendTabProps) {
  const t = useTexts(lightningTexts)
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
            title: t('invalidInvoice'),
            description: t('decodeFailed'),
          }),
  })
  const pay = useApiMutation(payInvoice, {
    onSuccess: async (reply) => {
      setResult(reply)
      if (reply.status === 'succeeded') {
        toast({
          title: t('paymentSent'),
          description: t('paymentSentText', {
            amount: satsText(reply.amount),
            fee: satsText(reply.fee ?? 0),
          }),
        })
      } else if (reply.status === 'pending') {
        toast({ title: t('paymentPending'), description: reply.error })
      } else {
        toast({ title: t('paymentFailed'), description: reply.error, variant: 'destructive' })
      }
      await revalidateAfter('lightningPayment')
    },
    onError: (error) =>
      notifyFailure(error, {
        title: t('paymentFailed'),
        description: t('paymentProcessFailed'),
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
          <RichText
            texts={lightningTexts}
            k="sendIntro"
            parts={{
              name: <>{child.name}</>,
              amount: <Btc value={child.spendingBalance} withSats />,
            }}
          />
        </p>
        <FormField label={t('lightningInvoice')}>
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
          {t('decodeInvoice')}
        </button>
      </form>
      {decoded && (
        <article aria-label={t('invoiceDetails')} className="invoice-details">
          <dl className="figures">
            <div>
              <dt>{t('amount')}</dt>
              <dd>{decoded.tokens === null ? t('anyAmount') : satsText(decoded.tokens)}</dd>
            </div>
            {decoded.tokens !== null && (
              <div>
                <dt>{t('routingFee')}</dt>
                <dd>{t('routingFeeUpTo', { fee: satsText(feeBudgetSat(decoded.tokens)) })}</dd>
              </div>
            )}
            <div>
              <dt>{t('description')}</dt>
              <dd>{decoded.description || t('none')}</dd>
            </div>
            <div>
              <dt>{t('expires')}</dt>
              <dd>
                {decoded.isExpired
                  ? t('expired')
                  : new Date(decoded.timeExpire * 1000).toLocaleString(currentLanguage())}
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
            {t('pay', { amount: decoded.tokens === null ? '' : satsText(decoded.tokens) })}
          </button>
        </article>
      )}
      {result && <PaymentResult result={result} />}
    </div>
  )
}

function PaymentResult({ result }: { result: PayReply }) {
  const t = useTexts(lightningTexts)
  if (result.status === 'succeeded') {
    return (
      <p role="status" className="notice">
        {t('paidResult', { amount: satsText(result.amount), fee: satsText(result.fee ?? 0) })}{' '}
        {result.debited && (
          <RichText
            texts={lightningTexts}
            k="spendingDown"
            parts={{ amount: <Btc value={result.debited} withSats /> }}
          />
        )}
      </p>
    )
  }
  const error = result.error ?? ''
  return (
    <p role="status" className="notice">
      {result.status === 'pending'
        ? t('paymentPendingResult', { error })
        : t('paymentFailedResult', { error })}
    </p>
  )
}
