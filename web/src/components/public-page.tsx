import type { ReactNode } from 'react'
import { PRODUCT_NAME } from '../config/product'
import { useTexts } from '../lib/i18n'
import { type PageMeta, usePageMeta } from '../lib/page-meta'
import { PublicHeader } from './public-header'
import { componentTexts } from './texts'

export type PublicPageProps = PageMeta & {
  /** The page's one h1. */
  heading: string
  /** The introduction under the heading. */
  lead: ReactNode
  children: ReactNode
}

/** The frame of a public guide page: logo and way home, heading, content, footer. */
export function PublicPage({ title, description, heading, lead, children }: PublicPageProps) {
  const t = useTexts(componentTexts)
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
        <small>{t('publicFooter', { product: PRODUCT_NAME })}</small>
      </footer>
    </>
  )
}
