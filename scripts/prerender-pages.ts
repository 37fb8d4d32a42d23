import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { LANGUAGES, type Language } from '../api/contracts/languages.js'
import {
  hasRootPlaceholder,
  PAGE_RENDERER_FILE,
  type PageRenderer,
  PRERENDERED_DIR,
  pageInLanguage,
  pageWithScreen,
  prerenderedFilePath,
  type RenderedScreen,
  SERVER_RENDER_DIR,
  SERVER_RENDER_TEMPLATE_FILE,
} from '../api/lib/prerendered-pages.js'
import { buildFactsPlugin } from './build-facts/plugin.js'

/** What web/src/prerender.tsx exports: the build's part, and the server's (PageRenderer). */
interface PrerenderModule extends PageRenderer {
  prerenderedPaths: string[]
  prerenderScreen: (pathname: string, language: Language) => Promise<RenderedScreen>
  prerenderOfflineScreen: (language: Language) => Promise<RenderedScreen>
}

export interface PrerenderOptions {
  /** The URL of the offline page's script (web/src/offline-page.ts), built beforehand. */
  offlineScript: string
  /** The URL of the chunk of the screen the server renders (the dashboard's own). */
  serverRenderedChunk: string
}

/**
 * The page the service worker answers a page load with when the server cannot be
 * reached, one per language (it picks the one of the device's language).
 */
export function offlinePageFile(language: Language): string {
  return `offline-${language}.html`
}

const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)" \/>/
/**
 * A `url()` other than a data URL would resolve against the page instead of the
 * stylesheet once the stylesheet is inside the page. The build's stylesheet has none.
 */
const LINKED_URL = /url\(\s*(?!["']?data:)/
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/
const ENTRY_SCRIPT = /<script type="module" src="[^"]*"><\/script>/

/**
 * Writes `<outDir>/prerendered/<language>/<page>.html` for every public screen whose first
 * render depends on nothing but its path (the router's PRERENDERED_PAGES), in every
 * language: the built index.html with the screen's markup in place of the loading
 * placeholder, its title and description in the head, and `<html lang>`. The server sends
 * the one in the visitor's language (api/plugins/static-web.ts). A phone then shows the page as soon as the HTML and the
 * stylesheet arrive, instead of after downloading and running the scripts.
 *
 * Also writes `<outDir>/offline-<language>.html` the same way in every language, with
 * the offline page's own script in place of the app's (web/src/app/offline-screen.tsx).
 *
 * The bundle that renders them stays, in `<outDir>/prerendered/server-render/` beside the
 * page the server draws a signed-in page's first screen into (writeServerRenderTemplate):
 * api/plugins/static-web.ts renders with it.
 */
export async function prerenderPages(
  rootDir: string,
  outDir: string,
  { offlineScript, serverRenderedChunk }: PrerenderOptions,
): Promise<string[]> {
  // Node runs the same components the browser does, so they are bundled the same way.
  const serverRenderDir = path.join(outDir, PRERENDERED_DIR, SERVER_RENDER_DIR)
  await mkdir(serverRenderDir, { recursive: true })
  const bundle = path.join(serverRenderDir, PAGE_RENDERER_FILE)
  await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: ['web/src/prerender.tsx'],
    tsconfig: 'web/tsconfig.json',
    outfile: bundle,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Styles are the browser bundle's business.
    loader: { '.css': 'empty' },
    // React's server renderer is CommonJS and requires Node's built-ins.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [buildFactsPlugin(rootDir)],
    // Less for the server to parse; names stay, so its stack traces stay readable.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
  })
  const { prerenderedPaths, prerenderScreen, prerenderOfflineScreen } = (await import(
    pathToFileURL(bundle).href
  )) as PrerenderModule
  const index = await readFile(path.join(outDir, 'index.html'), 'utf8')
  await writeServerRenderTemplate(outDir, index, serverRenderedChunk)
  // The page reads without its scripts, so they must not compete with the stylesheet
  // for a slow phone's bandwidth: the entry script alone is fetched early (it is a
  // deferred module script) and finds its imports itself, one round trip later.
  // Nor does it need the notice that the app needs JavaScript.
  const template = index.replace(MODULE_PRELOADS, '').replace(NOSCRIPT, '')
  if (!hasRootPlaceholder(template)) {
    throw new Error('index.html lacks the <div id="root"> placeholder to prerender into')
  }
  const written: string[] = []
  for (const language of LANGUAGES) {
    await mkdir(path.join(outDir, PRERENDERED_DIR, language), { recursive: true })
    for (const pathname of prerenderedPaths) {
      const screen = await prerenderScreen(pathname, language)
      const html = pageInLanguage(pageHtml(template, `${language} ${pathname}`, screen), language)
      const file = path.join(outDir, PRERENDERED_DIR, prerenderedFilePath(language, pathname))
      await writeFile(file, html)
      written.push(file)
    }
  }
  if (!ENTRY_SCRIPT.test(template)) {
    throw new Error('index.html lacks the entry <script type="module"> to replace offline')
  }
  for (const language of LANGUAGES) {
    // Not the app's script: the app would start, find no server and fail.
    const offlineHtml = pageInLanguage(
      pageHtml(template, `${language} offline page`, await prerenderOfflineScreen(language)),
      language,
    ).replace(ENTRY_SCRIPT, () => `<script type="module" src="${offlineScript}"></script>`)
    const offlineFile = path.join(outDir, offlinePageFile(language))
    await writeFile(offlineFile, offlineHtml)
    written.push(offlineFile)
  }
  return written
}

/**
 * Writes the page the server draws a signed-in page's first screen into
 * (SERVER_RENDER_TEMPLATE_FILE): index.html with the stylesheet inside, so the screen
 * paints once the page has arrived, without a round trip for the stylesheet, and with
 * the screen's own chunk as its only module preload: the other scripts come after the
 * first paint, and the app takes the screen over once they have arrived.
 */
async function writeServerRenderTemplate(
  outDir: string,
  index: string,
  screenChunk: string,
): Promise<void> {
  const link = STYLESHEET_LINK.exec(index)
  if (!link?.[1]) throw new Error('index.html links no stylesheet to carry inside the page')
  // The map comment names a file relative to the stylesheet's URL; inside the page it
  // would be looked up at the page's.
  const css = (await readFile(path.join(outDir, link[1]), 'utf8')).replace(
    /\/\*# sourceMappingURL=[^*]*\*\/\s*$/,
    '',
  )
  if (css.includes('</') || LINKED_URL.test(css)) {
    throw new Error(`${link[1]} cannot be carried inside a page: it holds "</" or a linked url()`)
  }
  if (!ENTRY_SCRIPT.test(index))
    throw new Error('index.html lacks the entry <script type="module">')
  const page = index
    .replace(link[0], () => `<style>${css}</style>`)
    .replace(MODULE_PRELOADS, '')
    .replace(
      ENTRY_SCRIPT,
      (entry) =>
        `<link rel="modulepreload" fetchpriority="low" href="${screenChunk}" />\n    ${entry}`,
    )
  await writeFile(
    path.join(outDir, PRERENDERED_DIR, SERVER_RENDER_DIR, SERVER_RENDER_TEMPLATE_FILE),
    page,
  )
}

/** The template with a screen's markup in place of the loading placeholder, and its meta. */
function pageHtml(template: string, name: string, screen: RenderedScreen): string {
  try {
    return pageWithScreen(template, screen)
  } catch (error) {
    throw new Error(`The prerendered ${name}: ${error instanceof Error ? error.message : error}`)
  }
}
