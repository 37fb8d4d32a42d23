import type { ReactNode } from 'react'
import { PRODUCT_NAME } from '../config/product'
import { type PageMeta, usePageMeta } from '../lib/page-meta'
import { PublicHeader } from './public-header'

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
      <PublicHeader />
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
