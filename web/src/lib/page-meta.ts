import { useEffect } from 'react'
import { PRODUCT_NAME } from '../config/product'

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
 * Gives a screen its own title and description meta tag while it is shown, and puts back
 * what was there before when it goes (the landing page keeps index.html's own).
 */
export function usePageMeta({ title, description }: PageMeta): void {
  useEffect(() => {
    const tag = descriptionTag()
    const previous = { title: document.title, description: tag.content }
    document.title = pageTitle(title)
    tag.content = description
    return () => {
      document.title = previous.title
      tag.content = previous.description
    }
  }, [title, description])
}

/** A signed-in or flow screen's own document title (no description: search never sees it). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title
    document.title = pageTitle(title)
    return () => {
      document.title = previous
    }
  }, [title])
}
