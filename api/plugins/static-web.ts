import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DEFAULT_LANGUAGE } from '../contracts/languages.js'
import { pageLanguage } from '../lib/page-language.js'
import {
  PAGE_RENDERER_FILE,
  PRERENDERED_DIR,
  prerenderedFilePath,
  prerenderedPathOf,
  SERVER_RENDER_DIR,
} from '../lib/prerendered-pages.js'
import { mirrorSessionHint } from '../lib/session-cookies.js'
import { SESSION_COOKIE } from '../lib/sessions.js'
import {
  firstReadsJson,
  loadPageRenderer,
  pageWithFirstReads,
  pageWithFirstScreen,
  sendPrivatePage,
  signedInPageLanguage,
} from './first-reads-page.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a page load with the web app (index.html): for a signed-in browser with
     * the answers its first screen draws from, and that screen drawn from them where
     * the build's renderer draws it (first-reads-page.ts).
     */
    sendAppPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>
  }
}

export interface StaticWebOptions {
  /** Folder holding the built bundle: index.html and assets/. */
  webRoot: string
  /**
   * The page a signed-in page's first screen is drawn into (readServerRenderTemplate);
   * without it pages go without their first screen.
   */
  serverRenderTemplate?: string
}

/**
 * The public pages are for crawlers; the API has nothing for them. The signed-in
 * screens are not listed: a crawler gets the 404 screen there anyway.
 */
export const ROBOTS_TXT = 'User-agent: *\nDisallow: /api/\n'

/**
 * Serves the built React bundle. Hashed files under /assets never change, so the
 * browser may keep them for a year; index.html names those hashes and must be
 * revalidated every time, or a deploy would leave browsers on the old bundle. So must
 * the service worker (sw.js), which names the files it keeps for offline use, and the
 * manifest and icons, whose names do not change.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app: FastifyInstance, { webRoot, serverRenderTemplate }) => {
    // The session hint set on page loads is Secure on an https address only.
    const isSecure = (request: FastifyRequest) => app.publicAddresses.of(request).isSecure
    const indexFile = join(webRoot, 'index.html')
    if (!existsSync(indexFile)) {
      throw new Error(`No web bundle in ${webRoot}: run "npm run build" first`)
    }
    const prerenderedDir = join(webRoot, PRERENDERED_DIR)
    const prerenderedPaths = prerenderedFiles(prerenderedDir)
    await app.register(fastifyStatic, {
      root: webRoot,
      index: ['index.html'],
      wildcard: true,
      // A prerendered page is the answer of its own path only (servePrerenderedPages):
      // served at /prerendered/... it would reach visitors with a session too, and the
      // app would start at a path its router does not know.
      allowedPath: (pathName, _root, request) =>
        !pathName.startsWith(`/${PRERENDERED_DIR}/`) ||
        prerenderedPaths.has(request.routeOptions.url ?? ''),
      // The build writes .br/.gz twins of every script and stylesheet.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashedAsset = filePath.startsWith(join(webRoot, 'assets'))
        reply.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
        // index.html, for `/` and (through the not-found handler) every client route, and
        // the prerendered pages.
        if (filePath === indexFile || filePath.startsWith(prerenderedDir)) {
          mirrorSessionHint(reply.request, reply, { isSecure: isSecure(reply.request) })
        }
      },
    })
    const indexHtml = readFileSync(indexFile, 'utf8')
    const renderer = serverRenderTemplate
      ? loadPageRenderer(join(prerenderedDir, SERVER_RENDER_DIR, PAGE_RENDERER_FILE), app.log)
      : Promise.resolve(undefined)
    app.decorate('sendAppPage', async (request: FastifyRequest, reply: FastifyReply) => {
      const answers = request.method === 'GET' ? await firstReadsJson(app, request) : undefined
      if (answers === undefined) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html')
      }
      mirrorSessionHint(request, reply, { isSecure: isSecure(request) })
      const language = signedInPageLanguage(request, answers)
      const page = await pageWithFirstScreen(indexHtml, request, answers, language, {
        renderer: await renderer,
        template: serverRenderTemplate ?? indexHtml,
      })
      return sendPrivatePage(request, reply, pageWithFirstReads(page, answers))
    })
    servePrerenderedPages(app, prerenderedPaths)
    app.get('/robots.txt', { config: { access: 'public' } }, (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(ROBOTS_TXT),
    )
  },
  { name: 'static-web', dependencies: ['@fastify/cookie'] },
)

/**
 * The paths of the build's prerendered pages (scripts/prerender-pages.ts), as its
 * English folder holds them; every language has the same files.
 */
function prerenderedFiles(prerenderedDir: string): Set<string> {
  const english = join(prerenderedDir, DEFAULT_LANGUAGE)
  if (!existsSync(english)) return new Set()
  const files = readdirSync(english).filter((name) => name.endsWith('.html'))
  return new Set(files.map(prerenderedPathOf))
}

/**
 * A visitor without a session gets a public screen's prerendered HTML (readable before
 * any script runs) in the visitor's language (the switcher's cookie, else
 * Accept-Language); a signed-in browser gets index.html, since its screens differ (the
 * landing page offers the dashboard). The answer depends on the cookies and the
 * browser's languages, hence Vary.
 */
function servePrerenderedPages(app: FastifyInstance, paths: Set<string>): void {
  for (const path of paths) {
    app.get(path, { config: { access: 'public' } }, (request, reply) => {
      reply.header('vary', 'cookie, accept-language')
      if (request.cookies[SESSION_COOKIE] !== undefined) return app.sendAppPage(request, reply)
      const file = prerenderedFilePath(pageLanguage(request), path)
      return reply.sendFile(`${PRERENDERED_DIR}/${file}`)
    })
  }
}
