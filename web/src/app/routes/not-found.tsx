import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'

export function NotFoundRoute() {
  return (
    <main className="container not-found">
      <h1>404 Page Not Found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p>
        <Link to={paths.landing}>Back to the home page</Link>
      </p>
    </main>
  )
}
