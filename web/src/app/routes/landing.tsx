import { useEffect } from 'react'
import { useSWRConfig } from 'swr'
import { BrandMark } from '../../components/brand-mark'
import { ButtonLink } from '../../components/button-link'
import { LanguageSwitcher } from '../../components/header/language-switcher'
import { LoadingScreen } from '../../components/loading-screen'
import { paths } from '../../config/paths'
import { PRODUCT_NAME } from '../../config/product'
import { clearCachedQueries } from '../../lib/swr-config'
import { useAuth } from '../../lib/use-auth'

export function LandingRoute() {
  const { isLoading, isAuthenticated } = useAuth()
  const { mutate } = useSWRConfig()

  // The spec clears cached data whenever the landing page opens, so coming back here
  // (e.g. after another family member used this browser) never shows stale family data.
  useEffect(() => {
    void clearCachedQueries(mutate)
  }, [mutate])

  if (isLoading) return <LoadingScreen />

  return (
    <>
      <header className="container landing-hero">
        <LanguageSwitcher />
        <p className="brand">
          <BrandMark />
          {PRODUCT_NAME}
        </p>
        <h1>Bitcoin allowances your whole family can follow</h1>
        <p className="lead">
          Set weekly allowances, savings goals and spending limits for each child. Savings are
          tracked on-chain, pocket money over Lightning, and you approve every withdrawal.
        </p>
        <p className="trial">
          <strong>Start with a 90-day free trial.</strong> No payment needed to start.
        </p>
        <div className="button-row">
          {isAuthenticated ? (
            <ButtonLink to={paths.dashboard}>Go to Dashboard</ButtonLink>
          ) : (
            <ButtonLink to={paths.onboarding}>Get Started</ButtonLink>
          )}
          <ButtonLink to={paths.demo} variant="secondary">
            Try Demo
          </ButtonLink>
          <ButtonLink to={paths.howItWorks} variant="secondary" isOutline>
            How It Works
          </ButtonLink>
        </div>
      </header>

      <main className="container">
        <section aria-labelledby="why-heading">
          <h2 id="why-heading">Your keys stay yours</h2>
          <div className="grid feature-grid">
            <article>
              <h3>View-only by design</h3>
              <p>
                Connect a watch-only address or extended public key. The app never holds your keys
                and never moves funds: your own wallets keep the real bitcoin.
              </p>
            </article>
            <article>
              <h3>Savings and spending</h3>
              <p>
                Each child has a savings balance in on-chain Bitcoin and a spending balance in
                Lightning sats. Allowances are family bookkeeping; you send real sats from your own
                wallet when you choose.
              </p>
            </article>
            <article>
              <h3>Parents approve</h3>
              <p>
                Children ask to withdraw savings or put them towards a goal. You, or the spouse you
                invite, approve or decline, and every change is kept in the family ledger.
              </p>
            </article>
          </div>
        </section>

        <section aria-labelledby="setup-heading">
          <h2 id="setup-heading">Set it up at home</h2>
          <p>
            Run it on your own home server or node, connect the wallets you already use, and add
            your children in a few minutes.
          </p>
          <div className="button-row">
            <ButtonLink to={paths.setupWizard} variant="secondary">
              Setup Wizard
            </ButtonLink>
            <ButtonLink to={paths.setupWizard} variant="secondary" isOutline>
              Lightning Setup Guide
            </ButtonLink>
          </div>
        </section>

        <section aria-labelledby="trust-heading">
          <h2 id="trust-heading">See how it works inside</h2>
          <p>
            Read what the app stores, what it never stores, and how it is built before you trust it
            with your family's finances.
          </p>
          <div className="button-row">
            <ButtonLink to={paths.privacy} variant="contrast" isOutline>
              Privacy &amp; Security
            </ButtonLink>
            <ButtonLink to={paths.codeReview} variant="contrast" isOutline>
              Code Review
            </ButtonLink>
          </div>
        </section>
      </main>

      <footer className="container landing-footer">
        <small>{PRODUCT_NAME} keeps family accounting only. It never holds keys or funds.</small>
      </footer>
    </>
  )
}
