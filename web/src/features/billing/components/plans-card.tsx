import type { PlanMonths } from '@api/contracts/billing'
import type { InvoiceDto, PricingReply } from '@api/features/billing/billing.schemas'
import { useId, useState } from 'react'
import { FormField } from '../../../components/form-field'
import { ApiError } from '../../../lib/api-client'
import { notifyFailure } from '../../../lib/notify'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { createInvoice } from '../api'
import { formatSats, yearlySaving } from '../billing-format'

export type PlansCardProps = {
  pricing: PricingReply
  onInvoice: (invoice: InvoiceDto) => void
}

/** The monthly and yearly plans with the server's prices, and an optional referral code. */
export function PlansCard({ pricing, onInvoice }: PlansCardProps) {
  const headingId = useId()
  const [referralCode, setReferralCode] = useState('')
  const [chosen, setChosen] = useState<PlanMonths | null>(null)
  const pay = useApiMutation(
    (subscriptionMonths: PlanMonths) =>
      createInvoice({
        subscriptionMonths,
        ...(referralCode.trim() === '' ? {} : { referralCode: referralCode.trim() }),
      }),
    {
      onSuccess: (reply) => onInvoice(reply.invoice),
      onError: (error) => notifyFailure(error, { title: 'Failed to create invoice' }),
    },
  )
  // A code the server refused is shown at the field as well as in the toast.
  const referralProblem =
    pay.error instanceof ApiError && pay.error.field === 'referralCode'
      ? pay.error.serverMessage
      : undefined
  const { monthly, yearly } = pricing.pricing
  const saving = yearlySaving(monthly, yearly)

  const payButton = (months: PlanMonths, label: string) => (
    <button
      type="button"
      aria-busy={pay.isMutating && chosen === months}
      disabled={pay.isMutating}
      onClick={() => {
        setChosen(months)
        void pay.trigger(months)
      }}
    >
      {label}
    </button>
  )

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Plans</h2>
      {pricing.features.length > 0 && (
        <ul>
          {pricing.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <FormField
        label="Referral code (optional)"
        hint="A code from another family: on your first payment you both get one month free."
        error={referralProblem}
      >
        {(field) => (
          <input
            {...field}
            value={referralCode}
            maxLength={32}
            autoComplete="off"
            onChange={(event) => setReferralCode(event.target.value)}
          />
        )}
      </FormField>
      <ul className="card-list plan-list">
        <li>
          <article aria-label="Monthly plan">
            <h3>Monthly</h3>
            <p className="plan-price">
              <strong>{formatSats(monthly)}</strong> per month
            </p>
            {payButton(1, 'Pay Monthly')}
          </article>
        </li>
        <li>
          <article aria-label="Yearly plan">
            <h3>Yearly</h3>
            <p className="plan-price">
              <strong>{formatSats(yearly)}</strong> per year
            </p>
            {saving.sats > 0 && (
              <p>
                Saves {formatSats(saving.sats)}
                {saving.months > 0 &&
                  `: ${saving.months === 1 ? '1 month' : `${saving.months} months`} free`}
              </p>
            )}
            {payButton(12, 'Pay Yearly')}
          </article>
        </li>
      </ul>
    </section>
  )
}
