import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as esbuild from 'esbuild'
import { PRERENDERED_DIR, prerenderedFileName } from '../api/lib/prerendered-pages.js'
import { buildFactsPlugin } from './build-facts/plugin.js'

/** What web/src/prerender.tsx exports. */
interface PrerenderModule {
  prerenderedPaths: string[]
  prerenderScreen: (pathname: string) => Promise<Screen>
  prerenderOfflineScreen: () => Promise<Screen>
}

interface Screen {
  markup: string
  meta: { title: string; description: string } | null
}

export interface PrerenderOptions {
  /** The URL of the offline page's script (web/src/offline-page.ts), built beforehand. */
  offlineScript: string
}

/** The page the service worker answers a page load with when the server cannot be reached. */
export const OFFLINE_PAGE_FILE = 'offline.html'

/** The placeholder index.html paints until React starts (web/index.html). */
const ROOT_PLACEHOLDER = /<div id="root">(?:(?!<div)[\s\S])*?<\/div>/

const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/
const ENTRY_SCRIPT = /<script type="module" src="[^"]*"><\/script>/

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
}

/**
 * Writes `<outDir>/prerendered/<page>.html` for every public screen whose first render
 * depends on nothing but its path (the router's PRERENDERED_PAGES): the built index.html
 * with the screen's markup in place of the loading placeholder, and its title and
 * description in the head. A phone then shows the page as soon as the HTML and the
 * stylesheet arrive, instead of after downloading and running the scripts.
 *
 * Also writes `<outDir>/offline.html` the same way, with the offline page's own script
 * in place of the app's (web/src/app/offline-screen.tsx).
 */
export async function prerenderPages(
  rootDir: string,
  outDir: string,
  { offlineScript }: PrerenderOptions,
): Promise<string[]> {
  // Node runs the same components the browser does, so they are bundled the same way;
  // the file lives in outDir only while it is used.
  const bundle = path.join(outDir, '.prerender.mjs')
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
    logLevel: 'warning',
  })
  try {
    const { prerenderedPaths, prerenderScreen, prerenderOfflineScreen } = (await import(
      pathToFileURL(bundle).href
    )) as PrerenderModule
    // The page reads without its scripts, so they must not compete with the stylesheet
    // for a slow phone's bandwidth: the entry script alone is fetched early (it is a
    // deferred module script) and finds its imports itself, one round trip later.
    // Nor does it need the notice that the app needs JavaScript.
    const template = (await readFile(path.join(outDir, 'index.html'), 'utf8'))
      .replace(MODULE_PRELOADS, '')
      .replace(NOSCRIPT, '')
    if (!ROOT_PLACEHOLDER.test(template)) {
      throw new Error('index.html lacks the <div id="root"> placeholder to prerender into')
    }
    await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true })
    const written: string[] = []
    for (const pathname of prerenderedPaths) {
      const html = pageHtml(template, pathname, await prerenderScreen(pathname))
      const file = path.join(outDir, PRERENDERED_DIR, prerenderedFileName(pathname))
      await writeFile(file, html)
      written.push(file)
    }
    if (!ENTRY_SCRIPT.test(template)) {
      throw new Error('index.html lacks the entry <script type="module"> to replace offline')
    }
    // Not the app's script: the app would start, find no server and fail.
    const offlineHtml = pageHtml(
      template,
      'the offline page',
      await prerenderOfflineScreen(),
    ).replace(ENTRY_SCRIPT, () => `<script type="module" src="${offlineScript}"></script>`)
    const offlineFile = path.join(outDir, OFFLINE_PAGE_FILE)
    await writeFile(offlineFile, offlineHtml)
    written.push(offlineFile)
    return written
  } finally {
    await rm(bundle, { force: true })
  }
}

/** The template with a screen's markup in place of the loading placeholder, and its meta. */
function pageHtml(template: string, name: string, { markup, meta }: Screen): string {
  if (markup.includes('<script')) {
    throw new Error(`The prerendered ${name} contains a script; React expected to stream it`)
  }
  let html = template.replace(
    ROOT_PLACEHOLDER,
    () => `<div id="root" data-prerendered="">${markup}</div>`,
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
