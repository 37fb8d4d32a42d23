import { createContext, useContext, useEffect } from 'react'
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../config/product'

export interface PageMeta {
  /** The page's own name, e.g. "How It Works"; the product name is added after it. */
  title: string
  /** One or two sentences for search results and link previews. */
  description: string
}

/** The document title of a page: "How It Works · Family Bitcoin Allowance". */
export function pageTitle(title: string): string {
  return `${title} · ${PRODUCT_NAME}`
}

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (existing) return existing
  const tag = document.createElement('meta')
  tag.name = 'description'
  document.head.append(tag)
  return tag
}

/**
 * While the build prerenders a page (web/src/prerender.tsx), receives the page's meta for
 * the HTML's head: effects do not run there.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null)

/**
 * Gives a screen its own title and description meta tag while it is shown, and puts back
 * the product's when it goes (the landing page's, as in index.html). Not what was there
 * before: a prerendered page's HTML already carries the page's own.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useContext(PageMetaSink)?.({ title, description })
  useEffect(() => {
    const tag = descriptionTag()
    document.title = pageTitle(title)
    tag.content = description
    return () => {
      document.title = PRODUCT_NAME
      tag.content = PRODUCT_DESCRIPTION
    }
  }, [title, description])
}

/** A signed-in or flow screen's own document title (no description: search never sees it). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title)
    return () => {
      document.title = PRODUCT_NAME
    }
  }, [title])
}
