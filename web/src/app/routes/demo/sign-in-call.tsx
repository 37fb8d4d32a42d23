import { Link } from 'react-router-dom'
import { LOGIN_PATH } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { demoTexts } from './texts'

/**
 * The demo's way to the real thing: /api/login, which sends a signed-out browser on to
 * the sign-in page. A full page load, not a client-side route, since the server answers it.
 */
export function SignInCall() {
  const t = useTexts(demoTexts)
  return (
    <article className="demo-call">
      <h2>{t('callHeading')}</h2>
      <p>{t('callText')}</p>
      <Link to={LOGIN_PATH} reloadDocument role="button">
        {t('startTrial')}
      </Link>
    </article>
  )
}
