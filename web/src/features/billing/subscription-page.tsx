import type { UserDto } from '@api/features/auth/auth.schemas'
import type { InvoiceDto, SubscriptionDto } from '@api/features/billing/billing.schemas'
import { useId, useState } from 'react'
import { SubPage } from '../../components/sub-page'
import { paths } from '../../config/paths'
import { errorMessage } from '../../lib/api-client'
import { textsNow, useTexts } from '../../lib/i18n'
import { notify } from '../../lib/notify'
import { usePageMeta } from '../../lib/page-meta'
import { useRevalidateAfter } from '../../lib/reads-after-writes'
import { useAuth } from '../../lib/use-auth'
import { usePricing, useSubscription } from './api'
import { CurrentSubscriptionCard } from './components/current-subscription-card'
import { InvoicePanel } from './components/invoice-panel'
import { PlansCard } from './components/plans-card'
import { ReferralCard } from './components/referral-card'
import { billingTexts } from './texts'

/** /subscription, registered only when signed in: subscription, plans, invoice, referral. */
export function SubscriptionPage() {
  const t = useTexts(billingTexts)
  usePageMeta({ title: t('pageTitle'), description: t('pageDescription') })
  const headingId = useId()
  const { user } = useAuth()
  const { data, error, isLoading } = useSubscription()
  const subscription = data?.subscription

  return (
    <SubPage backTo={paths.dashboard} backLabel={t('backToDashboard')}>
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>{t('pageTitle')}</h1>
        {isLoading && <p aria-busy="true">{t('loadingSubscription')}</p>}
        {error !== undefined && !isLoading && (
          <p role="alert">{errorMessage(error, t('subscriptionNotLoaded'))}</p>
        )}
        {subscription?.status === 'free' && <SelfHosted />}
        {subscription && subscription.status !== 'free' && user && (
          <Billing subscription={subscription} user={user} />
        )}
      </section>
    </SubPage>
  )
}

function SelfHosted() {
  const t = useTexts(billingTexts)
  return (
    <article>
      <h2>{t('selfHostedTitle')}</h2>
      <p>{t('selfHosted')}</p>
    </article>
  )
}

function Billing({ subscription, user }: { subscription: SubscriptionDto; user: UserDto }) {
  const t = useTexts(billingTexts)
  const revalidateAfter = useRevalidateAfter()
  const pricing = usePricing()
  const [invoice, setInvoice] = useState<InvoiceDto | null>(null)
  // Paying is the parents' (the server answers 403 to a child).
  const canPay = user.role !== 'child'

  async function paid() {
    setInvoice(null)
    // Minutes may pass while the invoice waits: the language shown then.
    notify(textsNow(billingTexts)('paymentReceived'))
    // The dashboard's trial banner reads the user's status.
    await revalidateAfter('subscription')
  }

  function expired() {
    setInvoice(null)
    notify(textsNow(billingTexts)('invoiceExpired'))
  }

  return (
    <>
      <CurrentSubscriptionCard subscription={subscription} />
      {!canPay && <p>{t('parentRenews')}</p>}
      {canPay && invoice && (
        <InvoicePanel
          invoice={invoice}
          onPaid={() => void paid()}
          onExpired={expired}
          onCancel={() => setInvoice(null)}
        />
      )}
      {canPay && !invoice && pricing.data && (
        <PlansCard pricing={pricing.data} onInvoice={setInvoice} />
      )}
      {canPay && pricing.error !== undefined && (
        <p role="alert">{errorMessage(pricing.error, t('plansNotLoaded'))}</p>
      )}
      {canPay && <ReferralCard />}
    </>
  )
}
