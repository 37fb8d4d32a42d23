import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../config/paths'
import { PRODUCT_NAME } from '../config/product'
import { BrandMark } from './brand-mark'

export type PublicHeaderProps = {
  /** Shown beside the product's name, e.g. the demo's DEMO badge. */
  badge?: ReactNode
}

/** The header of the public pages: the product, linking home, and the way back home. */
export function PublicHeader({ badge }: PublicHeaderProps) {
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
          {badge !== undefined && <li>{badge}</li>}
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
