import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../config/paths'
import { PRODUCT_NAME } from '../config/product'
import { type PageMeta, usePageMeta } from '../lib/page-meta'
import { BrandMark } from './brand-mark'

export type PublicPageProps = PageMeta & {
  /** The page's one h1. */
  heading: string
  /** The introduction under the heading. */
  lead: ReactNode
  children: ReactNode
}

/** The frame of a public guide page: logo and way home, heading, content, footer. */
export function PublicPage({ title, description, heading, lead, children }: PublicPageProps) {
  usePageMeta({ title, description })
  return (
    <>
      <header className="container public-header">
        <nav aria-label="Site">
          <ul>
            <li>
              <Link to={paths.landing} className="brand">
                <BrandMark />
                {PRODUCT_NAME}
              </Link>
            </li>
          </ul>
          <ul>
            <li>
              <Link to={paths.landing}>Back to Home</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main className="container public-page">
        <h1>{heading}</h1>
        <div className="lead">{lead}</div>
        {children}
      </main>
      <footer className="container landing-footer">
        <small>{PRODUCT_NAME} keeps family accounting only. It never holds keys or funds.</small>
      </footer>
    </>
  )
}
