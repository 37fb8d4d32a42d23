import { useEffect } from 'react'
import { useSWRConfig } from 'swr'
import { BrandMark } from '../../components/brand-mark'
import { ButtonLink } from '../../components/button-link'
import { LanguageSwitcher } from '../../components/header/language-switcher'
import { LoadingScreen } from '../../components/loading-screen'
import { paths } from '../../config/paths'
import { PRODUCT_NAME } from '../../config/product'
import { RichText, useTexts } from '../../lib/i18n'
import { clearCachedQueries } from '../../lib/swr-config'
import { useAuth } from '../../lib/use-auth'
import { appTexts } from '../texts'

export function LandingRoute() {
  const t = useTexts(appTexts)
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
        <h1>{t('heroTitle')}</h1>
        <p className="lead">{t('heroLead')}</p>
        <p className="trial">
          <RichText texts={appTexts} k="trial" parts={{ strong: <strong /> }} />
        </p>
        <div className="button-row">
          {isAuthenticated ? (
            <ButtonLink to={paths.dashboard}>{t('goToDashboard')}</ButtonLink>
          ) : (
            <ButtonLink to={paths.onboarding}>{t('getStarted')}</ButtonLink>
          )}
          <ButtonLink to={paths.demo} variant="secondary">
            {t('tryDemo')}
          </ButtonLink>
          <ButtonLink to={paths.howItWorks} variant="secondary" isOutline>
            {t('howItWorks')}
          </ButtonLink>
        </div>
      </header>

      <main className="container">
        <section aria-labelledby="why-heading">
          <h2 id="why-heading">{t('keysHeading')}</h2>
          <div className="grid feature-grid">
            <article>
              <h3>{t('viewOnlyTitle')}</h3>
              <p>{t('viewOnlyText')}</p>
            </article>
            <article>
              <h3>{t('balancesTitle')}</h3>
              <p>{t('balancesText')}</p>
            </article>
            <article>
              <h3>{t('approveTitle')}</h3>
              <p>{t('approveText')}</p>
            </article>
          </div>
        </section>

        <section aria-labelledby="setup-heading">
          <h2 id="setup-heading">{t('homeHeading')}</h2>
          <p>{t('homeText')}</p>
          <div className="button-row">
            <ButtonLink to={paths.setupWizard} variant="secondary">
              {t('setupWizard')}
            </ButtonLink>
            <ButtonLink to={paths.setupWizard} variant="secondary" isOutline>
              {t('lightningSetupGuide')}
            </ButtonLink>
          </div>
        </section>

        <section aria-labelledby="trust-heading">
          <h2 id="trust-heading">{t('insideHeading')}</h2>
          <p>{t('insideText')}</p>
          <div className="button-row">
            <ButtonLink to={paths.privacy} variant="contrast" isOutline>
              {t('privacySecurity')}
            </ButtonLink>
            <ButtonLink to={paths.codeReview} variant="contrast" isOutline>
              {t('codeReview')}
            </ButtonLink>
          </div>
        </section>
      </main>

      <footer className="container landing-footer">
        <small>{t('landingFooter', { product: PRODUCT_NAME })}</small>
      </footer>
    </>
  )
}
