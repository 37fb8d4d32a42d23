import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  AUTH_USER_READ,
  FIRST_READS_ELEMENT_ID,
  type FirstReadsCaller,
  firstReadsOf,
  SERVER_DRAWN_SCREEN,
} from '../contracts/first-reads.js'
import type { Language } from '../contracts/languages.js'
import { pageLanguage } from '../lib/page-language.js'
import { type PageRenderer, pageInLanguage, pageWithScreen } from '../lib/prerendered-pages.js'
import { SESSION_COOKIE } from '../lib/sessions.js'

/**
 * Brotli quality for a page made per request: level 5 compresses a dashboard's page
 * (index.html and ~10 KB of answers) to about a quarter in well under a millisecond;
 * the top levels cost tens of milliseconds for a few percent more.
 */
const PAGE_BROTLI_QUALITY = 5

/**
 * The page's first reads (api/contracts/first-reads.ts) for the caller behind the
 * request's session cookie, as a JSON object text keyed by URL; undefined when there is
 * nothing to send. Each read goes through the app's own route (access, validation,
 * serialization) with the browser's cookies, in process; only successful answers are
 * sent, and the page asks again for the others. A session that is no longer valid gives
 * the signed-out state (null), so the app draws the signed-out screen without asking.
 */
export async function firstReadsJson(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<string | undefined> {
  const cookie = request.headers.cookie
  if (!cookie || request.cookies[SESSION_COOKIE] === undefined) return undefined
  const read = async (url: string) => ({
    url,
    res: await app.inject({ method: 'GET', url, headers: { cookie } }),
  })
  const auth = await read(AUTH_USER_READ)
  if (auth.res.statusCode === 401) return `{${JSON.stringify(AUTH_USER_READ)}:null}`
  if (auth.res.statusCode !== 200) return undefined
  const caller = auth.res.json() as FirstReadsCaller
  const pathname = request.url.split('?')[0] ?? ''
  const reads = await Promise.all(firstReadsOf(pathname, caller).map(read))
  // The bodies are JSON already: joined as they are, not parsed and written again.
  const entries = [auth, ...reads]
    .filter(({ res }) => res.statusCode === 200)
    .map(({ url, res }) => `${JSON.stringify(url)}:${res.body}`)
  return `{${entries.join(',')}}`
}

/**
 * Loads the build's page renderer (api/lib/prerendered-pages.ts, PAGE_RENDERER_FILE);
 * undefined when the bundle has none (a development build, a test's bundle) or it fails
 * to load, and pages are then sent without their first screen. Started, not awaited, as
 * the server starts: parsing React's server renderer must not delay the first answer.
 */
export function loadPageRenderer(
  file: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | undefined> {
  if (!existsSync(file)) return Promise.resolve(undefined)
  return (import(pathToFileURL(file).href) as Promise<PageRenderer>).catch((error: unknown) => {
    log.error({ err: error }, 'the page renderer could not be loaded; pages go without it')
    return undefined
  })
}

/** What the server draws a signed-in page's first screen with. */
export interface FirstScreenTools {
  renderer: PageRenderer | undefined
  /**
   * The page to draw it into: index.html with the stylesheet inside and only the screen's
   * own code preloaded, so nothing but the page stands before its first paint.
   */
  template: string
}

/**
 * The language of a signed-in page: the member's stored language in the page's sign-in
 * answer, else the device's choice, else the browser's (lib/page-language.ts). The app
 * starts in the same one from the same answer, so the screen drawn here is the one it
 * takes over.
 */
export function signedInPageLanguage(request: FastifyRequest, answersJson: string): Language {
  const answers = JSON.parse(answersJson) as Record<string, unknown>
  const user = answers[AUTH_USER_READ] as { language?: unknown } | null | undefined
  return pageLanguage(request, user?.language)
}

/**
 * The page with the first screen of the request's URL drawn in, from the page's
 * answers and in `language`, when the renderer draws that page and someone is signed
 * in: a phone then shows the screen as soon as the page has arrived, instead of after
 * the stylesheet and the scripts (Lighthouse: docs/performance.md). Otherwise, or when
 * rendering fails, index.html as it is: the app draws the screen itself, as before.
 * The app hydrates the screen drawn here. Either way the page says its language
 * (`<html lang>`).
 */
export async function pageWithFirstScreen(
  indexHtml: string,
  request: FastifyRequest,
  answersJson: string,
  language: Language,
  { renderer, template }: FirstScreenTools,
): Promise<string> {
  const pathname = request.url.split('?')[0] ?? ''
  if (!renderer?.serverRenderedPaths.includes(pathname)) return pageInLanguage(indexHtml, language)
  const answers = JSON.parse(answersJson) as Record<string, unknown>
  if (!answers[AUTH_USER_READ]) return pageInLanguage(indexHtml, language)
  try {
    const screen = await renderer.renderSignedInScreen(request.url, answers, language)
    return pageInLanguage(pageWithScreen(template, screen, SERVER_DRAWN_SCREEN), language)
  } catch (error) {
    request.log.error({ err: error }, 'the first screen could not be rendered; sent without it')
    return pageInLanguage(indexHtml, language)
  }
}

/**
 * index.html with the answers in a data block before `</body>`. A JSON data block is
 * never run (the CSP allows no inline script, and needs not: it is not script). `<` is
 * written as `\u003c`, the same string to JSON.parse, so a child named
 * `</script><script>...` cannot end the block.
 */
export function pageWithFirstReads(indexHtml: string, answersJson: string): string {
  const block = `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">${answersJson.replaceAll('<', '\\u003c')}</script>`
  const end = indexHtml.lastIndexOf('</body>')
  return end < 0 ? indexHtml + block : indexHtml.slice(0, end) + block + indexHtml.slice(end)
}

/**
 * Sends a page made for this request, compressed as the browser accepts. It holds the
 * family's data: never stored by any cache, and it differs by cookie (the session, the
 * language chosen) and by the browser's languages.
 */
export function sendPrivatePage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('vary', 'cookie, accept-encoding, accept-language')
  const accepted = String(request.headers['accept-encoding'] ?? '')
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
    })
    return reply.header('content-encoding', 'br').send(body)
  }
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(gzipSync(html))
  return reply.send(html)
}
