import envVariables from 'build-facts:env-example'
import { Link } from 'react-router-dom'
import { ButtonLink } from '../../../components/button-link'
import { PublicPage } from '../../../components/public-page'
import { paths } from '../../../config/paths'
import { PROVIDERS, type ProviderId, providerTexts } from '../../../features/lightning/providers'
import { lightningTexts } from '../../../features/lightning/texts'
import { RichText, type TextKey, useTexts } from '../../../lib/i18n'
import { appTexts } from '../../texts'
import { setupWizardTexts } from './texts'

type WizardKey = TextKey<typeof setupWizardTexts.en>

/** A text of this page with file names and commands as code and its lead words in bold. */
function Marked({ k }: { k: WizardKey }) {
  return <RichText texts={setupWizardTexts} k={k} parts={{ code: <code />, strong: <strong /> }} />
}

/** A step of the Docker list: its text, then the command it asks for. */
function StepWithCommand({ k, command }: { k: WizardKey; command: string }) {
  return (
    <li>
      <Marked k={k} />
      <pre>
        <code>{command}</code>
      </pre>
    </li>
  )
}

export function SetupWizardRoute() {
  const t = useTexts(setupWizardTexts)
  const shared = useTexts(appTexts)
  const lightning = useTexts(lightningTexts)
  return (
    <PublicPage
      title={shared('setupWizard')}
      description={t('description')}
      heading={shared('setupWizard')}
      lead={<p>{t('lead')}</p>}
    >
      <section aria-labelledby="lightning-heading">
        <h2 id="lightning-heading">{t('lightningHeading')}</h2>
        <p>{t('lightningIntro')}</p>
        <div className="grid option-grid">
          <article>
            <header>
              <h3>Coinos</h3>
              <p>{t('coinosMeta')}</p>
            </header>
            <ol>
              <li>{t('coinos1')}</li>
              <li>{t('coinos2')}</li>
              <li>
                <Marked k="coinos3" />
              </li>
              <li>{t('coinos4')}</li>
            </ol>
            <footer>
              <ButtonLink to={paths.lightningConnect}>{t('connectCoinos')}</ButtonLink>
            </footer>
          </article>
          <article>
            <header>
              <h3>Alby Hub</h3>
              <p>{t('albyMeta')}</p>
            </header>
            <p>{t('albyWays')}</p>
            <ul>
              <li>
                <Marked k="albyApi" />
              </li>
              <li>
                <Marked k="albyNwc" />
              </li>
            </ul>
            <footer>
              <ButtonLink to={paths.lightningConnect}>{t('connectAlby')}</ButtonLink>
            </footer>
          </article>
          <article>
            <header>
              <h3>Zeus</h3>
              <p>{t('zeusMeta')}</p>
            </header>
            <ol>
              <li>{t('zeus1')}</li>
              <li>{t('zeus2')}</li>
            </ol>
            <footer>
              <ButtonLink to={paths.lightningConnect}>{t('connectZeus')}</ButtonLink>
            </footer>
          </article>
        </div>
        <h3>{t('everyConnection')}</h3>
        <p>{t('everyConnectionText')}</p>
        <ul aria-label={t('connectionsLabel')}>
          {(Object.keys(PROVIDERS) as ProviderId[]).map((id) => (
            <li key={id}>
              <strong>{PROVIDERS[id].name}</strong>: {providerTexts(lightning, id).connectsBy}
            </li>
          ))}
        </ul>
        <p>
          <RichText
            texts={setupWizardTexts}
            k="guideText"
            parts={{ a: <Link to={paths.lightningConnect} /> }}
          />
        </p>
      </section>

      <section aria-labelledby="config-heading">
        <h2 id="config-heading">{t('configHeading')}</h2>
        <p>
          <Marked k="configText" />
        </p>
        <dl className="env-list">
          {envVariables.map((variable) => (
            <div key={variable.name}>
              <dt>
                <code className="wrap-anywhere">
                  {variable.isSetInExample ? '' : '#'}
                  {variable.name}={variable.example}
                </code>
                {!variable.isSetInExample && <small> {t('commentedOut')}</small>}
              </dt>
              {/* Quoted from .env.example, in English: marked so for screen readers. */}
              <dd lang="en">{variable.description}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="docker-heading">
        <h2 id="docker-heading">{t('dockerHeading')}</h2>
        <ol>
          <li>{t('docker1')}</li>
          <StepWithCommand k="docker2" command="cp .env.example .env" />
          <StepWithCommand k="docker3" command="docker compose up -d --build" />
          <StepWithCommand k="docker4" command="docker compose logs app" />
          <StepWithCommand k="docker5" command="docker compose exec app node dist/backup.js" />
        </ol>
        <p>
          <Marked k="withoutDocker" />
        </p>
      </section>

      <section aria-labelledby="umbrel-heading">
        <h2 id="umbrel-heading">{t('umbrelHeading')}</h2>
        <p>{t('umbrelText')}</p>
        <ol>
          <li>
            <Marked k="umbrel1" />
          </li>
          <li>
            <Marked k="umbrel2" />
          </li>
          <li>
            <Marked k="umbrel3" />
          </li>
        </ol>
      </section>

      <section aria-labelledby="security-heading">
        <h2 id="security-heading">{t('securityHeading')}</h2>
        <ul>
          {(['security1', 'security2', 'security3', 'security4', 'security5'] as const).map(
            (key) => (
              <li key={key}>
                <Marked k={key} />
              </li>
            ),
          )}
        </ul>
      </section>

      <div className="button-row">
        <ButtonLink to={paths.landing} variant="secondary" isOutline>
          {t('backToHome')}
        </ButtonLink>
        <ButtonLink to={paths.demo} variant="secondary">
          {shared('tryDemo')}
        </ButtonLink>
      </div>
    </PublicPage>
  )
}
