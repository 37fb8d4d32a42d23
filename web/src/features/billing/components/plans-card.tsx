import type { PlanMonths } from '@api/contracts/billing'
import type { InvoiceDto, PricingReply } from '@api/features/billing/billing.schemas'
import { useId, useState } from 'react'
import { FormField } from '../../../components/form-field'
import { ApiError } from '../../../lib/api-client'
import { RichText, useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { createInvoice } from '../api'
import { formatSats, yearlySaving } from '../billing-format'
import { billingTexts } from '../texts'

export type PlansCardProps = {
  pricing: PricingReply
  onInvoice: (invoice: InvoiceDto) => void
}

/** The monthly and yearly plans with the server's prices, and an optional referral code. */
export function PlansCard({ pricing, onInvoice }: PlansCardProps) {
  const headingId = useId()
  const t = useTexts(billingTexts)
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
      onError: (error) => notifyFailure(error, { title: t('invoiceFailed') }),
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
      <h2 id={headingId}>{t('plans')}</h2>
      {pricing.features.length > 0 && (
        <ul>
          {pricing.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <FormField
        label={t('referralCodeLabel')}
        hint={t('referralCodeHint')}
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
          <article aria-label={t('monthlyPlan')}>
            <h3>{t('monthly')}</h3>
            <p className="plan-price">
              <RichText
                texts={billingTexts}
                k="perMonth"
                values={{ price: formatSats(monthly) }}
                parts={{ strong: <strong /> }}
              />
            </p>
            {payButton(1, t('payMonthly'))}
          </article>
        </li>
        <li>
          <article aria-label={t('yearlyPlan')}>
            <h3>{t('yearly')}</h3>
            <p className="plan-price">
              <RichText
                texts={billingTexts}
                k="perYear"
                values={{ price: formatSats(yearly) }}
                parts={{ strong: <strong /> }}
              />
            </p>
            {saving.sats > 0 && (
              <p>
                {saving.months > 0
                  ? t('savesMonths', { sats: formatSats(saving.sats), count: saving.months })
                  : t('saves', { sats: formatSats(saving.sats) })}
              </p>
            )}
            {payButton(12, t('payYearly'))}
          </article>
        </li>
      </ul>
    </section>
  )
}
