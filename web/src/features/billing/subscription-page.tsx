import type { UserDto } from '@api/features/auth/auth.schemas'
import type { InvoiceDto, SubscriptionDto } from '@api/features/billing/billing.schemas'
import { useId, useState } from 'react'
import { SubPage } from '../../components/sub-page'
import { paths } from '../../config/paths'
import { errorMessage } from '../../lib/api-client'
import { notify } from '../../lib/notify'
import { usePageMeta } from '../../lib/page-meta'
import { useRevalidateAfter } from '../../lib/reads-after-writes'
import { useAuth } from '../../lib/use-auth'
import { usePricing, useSubscription } from './api'
import { CurrentSubscriptionCard } from './components/current-subscription-card'
import { InvoicePanel } from './components/invoice-panel'
import { PlansCard } from './components/plans-card'
import { ReferralCard } from './components/referral-card'

/** /subscription, registered only when signed in: subscription, plans, invoice, referral. */
export function SubscriptionPage() {
  usePageMeta({
    title: 'Subscription',
    description: "Your family's subscription: plans paid over Lightning and your referral code.",
  })
  const headingId = useId()
  const { user } = useAuth()
  const { data, error, isLoading } = useSubscription()
  const subscription = data?.subscription

  return (
    <SubPage backTo={paths.dashboard} backLabel="Back to Dashboard">
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>Subscription</h1>
        {isLoading && <p aria-busy="true">Loading your subscription...</p>}
        {error !== undefined && !isLoading && (
          <p role="alert">{errorMessage(error, 'The subscription could not be loaded.')}</p>
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
  return (
    <article>
      <h2>Self-hosted and free</h2>
      <p>This server is self-hosted and free: every feature is yours, with nothing to pay.</p>
    </article>
  )
}

function Billing({ subscription, user }: { subscription: SubscriptionDto; user: UserDto }) {
  const revalidateAfter = useRevalidateAfter()
  const pricing = usePricing()
  const [invoice, setInvoice] = useState<InvoiceDto | null>(null)
  // Paying is the parents' (the server answers 403 to a child).
  const canPay = user.role !== 'child'

  async function paid() {
    setInvoice(null)
    notify('Payment Received - Thank you! Your subscription has been extended.')
    // The dashboard's trial banner reads the user's status.
    await revalidateAfter('subscription')
  }

  function expired() {
    setInvoice(null)
    notify('Invoice expired')
  }

  return (
    <>
      <CurrentSubscriptionCard subscription={subscription} />
      {!canPay && <p>A parent can renew the subscription on this page.</p>}
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
        <p role="alert">{errorMessage(pricing.error, 'The plans could not be loaded.')}</p>
      )}
      {canPay && <ReferralCard />}
    </>
  )
}
