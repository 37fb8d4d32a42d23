import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '../contracts/languages.js'

/**
 * Where the build (scripts/prerender-pages.ts) writes the public screens it prerenders
 * and where the server (api/plugins/static-web.ts) finds them: one folder of the web
 * bundle, with a folder per language and one file per path in each
 * (prerenderedFilePath). Its SERVER_RENDER_DIR holds what the server draws a signed-in
 * page's first screen with. Nothing in it is served as a file.
 */
export const PRERENDERED_DIR = 'prerendered'

/** A prerendered page's file in PRERENDERED_DIR: `de/how-it-works.html`. */
export function prerenderedFilePath(language: Language, pathname: string): string {
  return `${language}/${prerenderedFileName(pathname)}`
}

/** The file of a prerendered path: `/` is index.html, `/how-it-works` how-it-works.html. */
export function prerenderedFileName(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`
}

/** The path a prerendered file serves; the inverse of prerenderedFileName. */
export function prerenderedPathOf(fileName: string): string {
  return fileName === 'index.html' ? '/' : `/${fileName.replace(/\.html$/, '')}`
}

/** The folder of PRERENDERED_DIR with what the server renders signed-in pages with. */
export const SERVER_RENDER_DIR = 'server-render'

/**
 * The build's bundle of web/src/prerender.tsx, in SERVER_RENDER_DIR: the same components
 * the browser runs, for Node. The build prerenders the public pages with it; the server
 * renders a signed-in page's first screen with it (PageRenderer).
 */
export const PAGE_RENDERER_FILE = 'renderer.mjs'

/**
 * The page, in SERVER_RENDER_DIR, that the server draws a signed-in page's first screen
 * into: index.html with the stylesheet inside (a `<style>` element the CSP allows by its
 * hash, styleHashesOf) and the screen's own code preloaded, so nothing but the page itself
 * stands before its first paint.
 */
export const SERVER_RENDER_TEMPLATE_FILE = 'page.html'

/** The bundle's SERVER_RENDER_TEMPLATE_FILE, if it has one (a development build has not). */
export function readServerRenderTemplate(webRoot: string): string | undefined {
  const file = join(webRoot, PRERENDERED_DIR, SERVER_RENDER_DIR, SERVER_RENDER_TEMPLATE_FILE)
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

/**
 * The CSP sources (`'sha256-...'`) that allow exactly the `<style>` elements of `html`,
 * as browsers hash them: the element's text as it stands.
 */
export function styleHashesOf(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
  )
}

/** A screen rendered to HTML, and the title and description it gives the page, if any. */
export interface RenderedScreen {
  markup: string
  meta: { title: string; description: string } | null
}

/** What PAGE_RENDERER_FILE exports for the server (web/src/prerender.tsx). */
export interface PageRenderer {
  /** The signed-in paths whose first screen the server renders, from the page's answers. */
  serverRenderedPaths: string[]
  /**
   * The first screen the browser draws at `url` (path and query) with `answers`, the
   * page's first reads keyed by URL, in its cache, in `language`.
   */
  renderSignedInScreen: (
    url: string,
    answers: Record<string, unknown>,
    language: Language,
  ) => Promise<RenderedScreen>
}

/** A style attribute in React's markup (text holds `"` as `&quot;`, so this is a tag's). */
const STYLE_ATTRIBUTE = /<[^>]*\sstyle="/

/** The placeholder index.html paints until React starts (web/index.html). */
const ROOT_PLACEHOLDER = /<div id="root">(?:(?!<div)[\s\S])*?<\/div>/

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/** Whether `template` has the placeholder pageWithScreen replaces. */
export function hasRootPlaceholder(template: string): boolean {
  return ROOT_PLACEHOLDER.test(template)
}

/**
 * The page `template` (index.html) with a rendered screen in place of its loading
 * placeholder, marked `data-prerendered` so the app takes it over
 * (web/src/app/prerendered-takeover.tsx): with `mark` as the attribute's value, which
 * says how (api/contracts/first-reads.ts, SERVER_DRAWN_SCREEN), and the screen's title and description in the
 * head. React writes no script into a screen it has finished rendering; one there would
 * be inline script, which the CSP forbids, so it is refused. So is a style attribute: the
 * CSP blocks those in a page's HTML (React sets the style of an element it creates
 * through the DOM, which the CSP allows), so the screen would look different until the
 * app takes it over, and the browser would log each one as an error.
 */
export function pageWithScreen(
  template: string,
  { markup, meta }: RenderedScreen,
  mark = '',
): string {
  if (markup.includes('<script')) {
    throw new Error('A rendered screen contains a script; React expected to stream it')
  }
  if (STYLE_ATTRIBUTE.test(markup)) {
    throw new Error('A rendered screen has a style attribute, which the CSP blocks')
  }
  let html = template.replace(
    ROOT_PLACEHOLDER,
    () => `<div id="root" data-prerendered="${mark}">${markup}</div>`,
  )
  if (meta) {
    html = html
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /(<meta\s+name="description"\s+content=")[^"]*(")/,
        (_match, open: string, close: string) => `${open}${escapeHtml(meta.description)}${close}`,
      )
  }
  return html
}

const HTML_LANG = /<html\b[^>]*?\slang="[^"]*"/

/**
 * The page marked as written in `language` (`<html lang>`): what a screen reader reads it
 * as, and what the browser's number fields follow (a decimal comma in German).
 */
export function pageInLanguage(html: string, language: Language): string {
  return html.replace(HTML_LANG, (tag) => tag.replace(/\slang="[^"]*"/, ` lang="${language}"`))
}
