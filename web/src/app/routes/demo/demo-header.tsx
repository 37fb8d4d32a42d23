import { Link } from 'react-router-dom'
import { BrandMark } from '../../../components/brand-mark'
import { paths } from '../../../config/paths'
import { PRODUCT_NAME } from '../../../config/product'

/** The demo's header: the product with its DEMO badge, and the way home. */
export function DemoHeader() {
  return (
    <header className="container public-header">
      <nav aria-label="Site">
        <ul>
          <li>
            <Link to={paths.landing} className="brand">
              <BrandMark />
              {PRODUCT_NAME}
            </Link>
          </li>
          <li>
            <span className="status-badge demo-badge">DEMO</span>
          </li>
        </ul>
        <ul>
          <li>
            <Link to={paths.landing}>Back to Home</Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}
