import { Link } from 'react-router-dom'
import { PublicPage } from '../../../components/public-page'
import { paths } from '../../../config/paths'
import { PrivacySettingsPanel } from '../../../features/privacy/components/privacy-settings-panel'
import { RichText, type TextKey, useTexts } from '../../../lib/i18n'
import { appTexts } from '../../texts'
import { privacyTexts } from './texts'

type PrivacyKey = TextKey<typeof privacyTexts.en>

/** What the server keeps, one list item each. */
const ON_SERVER: readonly PrivacyKey[] = [
  'serverAccounts',
  'serverChildren',
  'serverRequests',
  'serverSessions',
  'serverEvents',
  'serverSecrets',
]

/** A text of this page with file names and commands as code. */
function WithCode({ k }: { k: PrivacyKey }) {
  return <RichText texts={privacyTexts} k={k} parts={{ code: <code /> }} />
}

export function PrivacyRoute() {
  const t = useTexts(privacyTexts)
  const shared = useTexts(appTexts)
  return (
    <PublicPage
      title={shared('privacySecurity')}
      description={t('description')}
      heading={shared('privacySecurity')}
      lead={<p>{t('lead')}</p>}
    >
      <section aria-labelledby="server-heading">
        <h2 id="server-heading">{t('serverHeading')}</h2>
        <p>
          <WithCode k="serverText" />
        </p>
        <ul>
          {ON_SERVER.map((key) => (
            <li key={key}>
              <WithCode k={key} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="browser-heading">
        <h2 id="browser-heading">{t('browserHeading')}</h2>
        <ul>
          <li>{t('browserCookie')}</li>
          <li>{t('browserMemory')}</li>
          <li>{t('browserSettings')}</li>
        </ul>
      </section>

      <section aria-labelledby="home-heading">
        <h2 id="home-heading">{t('homeHeading')}</h2>
        <p>{t('homeText')}</p>
      </section>

      <section aria-labelledby="backup-heading">
        <h2 id="backup-heading">{t('backupHeading')}</h2>
        <p>
          <WithCode k="backupText" />
        </p>
      </section>

      <section aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t('deleteHeading')}</h2>
        <ul>
          <li>{t('deleteChild')}</li>
          <li>
            <WithCode k="deleteEverything" />
          </li>
          <li>{t('deleteBrowser')}</li>
        </ul>
      </section>

      <PrivacySettingsPanel />

      <p>
        <RichText
          texts={privacyTexts}
          k="readCodeReview"
          parts={{ a: <Link to={paths.codeReview} /> }}
        />
      </p>
    </PublicPage>
  )
}
