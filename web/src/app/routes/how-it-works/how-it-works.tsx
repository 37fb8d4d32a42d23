import { ButtonLink } from '../../../components/button-link'
import { PublicPage } from '../../../components/public-page'
import { paths } from '../../../config/paths'
import { useTexts } from '../../../lib/i18n'
import { appTexts } from '../../texts'
import { howItWorksTexts } from './texts'

/** The family's journey through the app, in the order a family meets it: texts.ts keys. */
const STEPS = [
  { title: 'accountTitle', text: ['account1', 'account2'] },
  { title: 'allowancesTitle', text: ['allowances1', 'allowances2'] },
  { title: 'balancesTitle', text: ['balances1', 'balances2'] },
  { title: 'goalsTitle', text: ['goals1', 'goals2'] },
  { title: 'approvalsTitle', text: ['approvals1', 'approvals2'] },
  { title: 'walletsTitle', text: ['wallets1', 'wallets2'] },
] as const

export function HowItWorksRoute() {
  const t = useTexts(howItWorksTexts)
  const shared = useTexts(appTexts)
  return (
    <PublicPage
      title={shared('howItWorks')}
      description={t('description')}
      heading={shared('howItWorks')}
      lead={<p>{t('lead')}</p>}
    >
      <ol className="journey">
        {STEPS.map((step) => (
          <li key={step.title}>
            <h2>{t(step.title)}</h2>
            {step.text.map((paragraph) => (
              <p key={paragraph}>{t(paragraph)}</p>
            ))}
          </li>
        ))}
      </ol>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading">{t('tryIt')}</h2>
        <div className="button-row">
          <ButtonLink to={paths.demo}>{shared('tryDemo')}</ButtonLink>
          <ButtonLink to={paths.setupWizard} variant="secondary">
            {shared('setupWizard')}
          </ButtonLink>
          <ButtonLink to={paths.privacy} variant="secondary" isOutline>
            {shared('privacySecurity')}
          </ButtonLink>
        </div>
      </section>
    </PublicPage>
  )
}
