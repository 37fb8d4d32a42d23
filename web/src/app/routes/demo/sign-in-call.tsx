import { Link } from 'react-router-dom'
import { LOGIN_PATH } from '../../../lib/api-client'

/**
 * The demo's way to the real thing: /api/login, which sends a signed-out browser on to
 * the sign-in page. A full page load, not a client-side route, since the server answers it.
 */
export function SignInCall() {
  return (
    <article className="demo-call">
      <h2>Like what you see?</h2>
      <p>Start with a 90-day free trial. No payment needed to start.</p>
      <Link to={LOGIN_PATH} reloadDocument role="button">
        Start Your Free Trial
      </Link>
    </article>
  )
}
