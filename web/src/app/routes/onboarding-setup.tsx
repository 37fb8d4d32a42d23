import { Link } from 'react-router-dom'
import { BrandLine } from '../../components/brand-line'
import { ButtonLink } from '../../components/button-link'
import { paths } from '../../config/paths'
import { PRODUCT_NAME } from '../../config/product'
import { usePageTitle } from '../../lib/page-meta'

/**
 * The welcome page a new account holder sees after the first sign-in. The spec's wallet
 * and Lightning tabs arrive with the wallet issues; until then it only welcomes and
 * moves on, rather than showing forms that could not connect anything.
 */
export function OnboardingSetupRoute() {
  usePageTitle('Set Up Your Family')
  return (
    <main className="container narrow-page">
      <BrandLine />
      <article>
        <header>
          <h1>Welcome to {PRODUCT_NAME}!</h1>
          <p>Your family account is ready and your 90-day free trial has started.</p>
        </header>
        <p>
          Next you can add your children, set their weekly allowances and invite your spouse from
          the dashboard. Connecting a view-only Bitcoin wallet and a Lightning connection can wait
          until you are ready: the app never holds your keys or moves funds.
        </p>
        <p>
          New here? <Link to={paths.howItWorks}>Read how it works</Link>.
        </p>
        <footer className="button-row">
          <ButtonLink to={paths.landing} variant="secondary" isOutline>
            Skip Setup
          </ButtonLink>
          <ButtonLink to={paths.landing}>Continue to Dashboard</ButtonLink>
        </footer>
      </article>
    </main>
  )
}
