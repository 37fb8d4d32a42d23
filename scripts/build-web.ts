import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'
import { LANGUAGES, type Language } from '../api/contracts/languages.js'
import { escapeHtml } from '../api/lib/prerendered-pages.js'
import { PRODUCT_DESCRIPTION, PRODUCT_NAME } from '../web/src/config/product.js'
import { buildOfflineScript, buildServiceWorker, urlOf } from './app-shell.js'
import { buildFactsPlugin } from './build-facts/plugin.js'
import { offlinePageFile, prerenderPages } from './prerender-pages.js'
import { mergeSmallChunksPlugin, pageEntries, smallSharedModules } from './small-chunks.js'
import { MANIFEST_FILE, THEME_COLOR, webManifest } from './web-manifest.js'

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const entryPoint = 'web/src/main.tsx'
/**
 * The entry and the start stages it loads before the app's (web/src/main.tsx): each is
 * evaluated in a task of its own, so none of them may bring the small shared modules'
 * chunk (scripts/small-chunks.ts), which sits with React, the router and SWR.
 */
const EARLY_START = new Set([entryPoint, 'web/src/start/react-dom.ts', 'web/src/start/language.ts'])
/** The screen a signed-in browser opens first (web/src/app/router.tsx). */
const dashboardEntryPoint = 'web/src/app/routes/dashboard/dashboard-route.tsx'
const templatePath = path.join(rootDir, 'web/index.html')
/** Chromium's magic comment: compile every function of this file eagerly (addCompileHints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
/**
 * Chromium compiles a script on a background thread while it streams in only from this
 * size on (Blink's script streamer); a smaller one is compiled on the main thread.
 */
const STREAMED_SCRIPT_BYTES = 30 * 1024
/** Trial builds to find small shared chunks; each moves more into one chunk, so few are needed. */
const MAX_MERGE_PASSES = 4
/** Files served as they are at the site's root (robots.txt, the app's icons). */
const publicDir = path.join(rootDir, 'web/public')

/**
 * The only server files the browser may run: the shared rules, and the money module
 * they use. The web imports the server's schemas for their types only (`import type`,
 * erased by esbuild); anything else of api/ in the bundle is a mistake, so it fails
 * the build.
 */
const SHARED_WITH_WEB = [/^api\/contracts\/[^/]+\.ts$/, /^api\/lib\/money\.ts$/]

const PLACEHOLDERS = {
  title: '%TITLE%',
  description: '%DESCRIPTION%',
  themeColor: '%THEME_COLOR%',
  js: '%ENTRY_JS%',
  css: '%ENTRY_CSS%',
  preloads: '<!-- %MODULE_PRELOADS% -->',
} as const

export interface BuildWebOptions {
  /** Relative paths are taken from the repository root. */
  outDir: string
  minify: boolean
  /** Keep rebuilding on source changes; resolves after the first build. */
  watch?: boolean
}

/** Builds the browser bundle and writes `<outDir>/index.html` pointing at its hashed files. */
export async function buildWeb(opts: BuildWebOptions): Promise<void> {
  const outDir = path.resolve(rootDir, opts.outDir)
  await rm(outDir, { recursive: true, force: true })
  await cp(publicDir, outDir, { recursive: true })
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(webManifest(), null, 2)}\n`)

  const options: esbuild.BuildOptions = {
    absWorkingDir: rootDir,
    entryPoints: [entryPoint],
    // Its paths give the web its `@api/*` alias.
    tsconfig: 'web/tsconfig.json',
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    entryNames: 'assets/[name]-[hash]',
    chunkNames: 'assets/chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    metafile: true,
    jsx: 'automatic',
    minify: opts.minify,
    // Linked maps cost the visitor nothing (fetched only with dev tools open) and make
    // production stack traces readable.
    sourcemap: 'linked',
    // React and friends pick their production or development builds from this.
    define: { 'process.env.NODE_ENV': opts.minify ? '"production"' : '"development"' },
    logLevel: opts.watch ? 'info' : 'warning',
    // Facts about the repository for the guide pages (environment variables, code review).
    plugins: [buildFactsPlugin(rootDir)],
  }

  if (opts.watch) {
    await watchWeb(options, outDir)
    return
  }
  // Builds that are not written show which shared chunks are small; the written one puts
  // their modules into one chunk (scripts/small-chunks.ts). Moving modules changes which
  // pages share what, which can leave another small chunk, so the trial builds repeat
  // with the modules found so far until none is left (a few passes at most).
  const first = await esbuild.build({ ...options, write: false })
  if (!first.metafile) throw new Error('esbuild produced no metafile')
  const pageFiles = new Set([...pageEntries(first.metafile)].filter((p) => !EARLY_START.has(p)))
  const mergedModules = new Set<string>()
  const withMerged = () => [
    ...(options.plugins ?? []),
    mergeSmallChunksPlugin(rootDir, [...mergedModules], pageFiles),
  ]
  let trial: esbuild.Metafile = first.metafile
  for (let pass = 0; pass < MAX_MERGE_PASSES; pass++) {
    const small = smallSharedModules(trial).filter((module) => !mergedModules.has(module))
    if (small.length === 0) break
    for (const module of small) mergedModules.add(module)
    const next = await esbuild.build({ ...options, write: false, plugins: withMerged() })
    if (!next.metafile) throw new Error('esbuild produced no metafile')
    trial = next.metafile
  }
  const { metafile } = await esbuild.build({ ...options, plugins: withMerged() })
  if (!metafile) throw new Error('esbuild produced no metafile')
  checkServerCode(metafile)
  await addCompileHints(metafile)
  const { appFiles, dashboardChunk } = await writeIndexHtml(outDir, metafile)
  // Only here: the development build (watch) prerenders nothing, so has no offline page
  // and no service worker (web/src/lib/service-worker.ts registers none there).
  const shellOptions = { rootDir, outDir, minify: opts.minify }
  const offlineScript = await buildOfflineScript(shellOptions)
  const pages = await prerenderPages(rootDir, outDir, {
    offlineScript: offlineScript.url,
    serverRenderedChunk: dashboardChunk,
  })
  const offlinePages = Object.fromEntries(
    LANGUAGES.map((language) => [language, `/${offlinePageFile(language)}`]),
  ) as Record<Language, string>
  // The app shell the service worker keeps: the offline pages with their script, the app's
  // stylesheet (the offline page's too) and the scripts every page loads, which the
  // browser's cache already holds, and the manifest the offline page links. Not the
  // icons: the browser keeps its own copy when it installs the app, and every visitor
  // would download them.
  const serviceWorker = await buildServiceWorker(shellOptions, {
    offlinePages,
    files: [...Object.values(offlinePages), offlineScript.url, ...appFiles, `/${MANIFEST_FILE}`],
  })
  if (opts.minify) {
    await precompress([...scriptsAndStyles(metafile), ...pages, offlineScript.file, serviceWorker])
  }
}

/** Throws when the bundle holds server code other than SHARED_WITH_WEB. */
export function checkServerCode(metafile: esbuild.Metafile): void {
  const leaked = Object.keys(metafile.inputs).filter(
    (input) => /^(api|db)\//.test(input) && !SHARED_WITH_WEB.some((allowed) => allowed.test(input)),
  )
  if (leaked.length > 0) {
    throw new Error(
      `The web bundle contains server code: ${leaked.join(', ')}. Import server schemas with \`import type\`, and shared rules from api/contracts.`,
    )
  }
}

function scriptsAndStyles(metafile: esbuild.Metafile): string[] {
  return Object.keys(metafile.outputs)
    .filter((p) => /\.(js|css)$/.test(p))
    .map((p) => path.resolve(rootDir, p))
}

/**
 * Puts V8's explicit compile hint (Chromium 136 on) at the top of every script large enough
 * to be streamed: all its functions are then compiled with the file, on a background thread
 * while it arrives, instead of on the main thread when first called. Evaluating React DOM
 * (its whole body is one function that runs at start) was the longest task after the
 * dashboard's first paint (docs/performance.md, "Lighthouse"). Smaller scripts are left
 * lazy: Chromium compiles them on the main thread, where compiling every function, called
 * or not, costs more than it saves. Other browsers read the hint as a comment. Its source
 * map gains the one line too.
 */
async function addCompileHints(metafile: esbuild.Metafile): Promise<void> {
  const scripts = Object.entries(metafile.outputs).filter(
    ([file, out]) => file.endsWith('.js') && out.bytes >= STREAMED_SCRIPT_BYTES,
  )
  await Promise.all(
    scripts.map(async ([file]) => {
      const script = path.resolve(rootDir, file)
      await writeFile(script, COMPILE_HINT + (await readFile(script, 'utf8')))
      const map = JSON.parse(await readFile(`${script}.map`, 'utf8')) as { mappings: string }
      map.mappings = `;${map.mappings}`
      await writeFile(`${script}.map`, JSON.stringify(map))
    }),
  )
}

/**
 * Writes .br and .gz beside every script, stylesheet and prerendered page, once at build
 * time, so the server hands out compressed files without compressing on each request.
 */
async function precompress(files: string[]): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file)
      await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }))
      await writeFile(`${file}.br`, brotliCompressSync(content))
    }),
  )
}

/** Rewrites index.html after every rebuild, since each one changes the hashed names. */
async function watchWeb(options: esbuild.BuildOptions, outDir: string): Promise<void> {
  const { promise: firstBuild, resolve, reject } = Promise.withResolvers<void>()
  let isFirst = true
  const indexHtmlPlugin: esbuild.Plugin = {
    name: 'index-html',
    setup(build) {
      build.onEnd(async (result) => {
        const wasFirst = isFirst
        isFirst = false
        try {
          // A broken save must not stop the watcher; esbuild has already printed the errors.
          if (result.errors.length > 0 || !result.metafile) {
            if (wasFirst) reject(new Error('The first web build failed'))
            return
          }
          checkServerCode(result.metafile)
          await writeIndexHtml(outDir, result.metafile)
          await removeStaleAssets(outDir, result.metafile)
          if (wasFirst) resolve()
        } catch (error) {
          if (wasFirst) reject(error)
          else console.error('web: could not finish the build:', error)
        }
      })
    },
  }
  const ctx = await esbuild.context({
    ...options,
    plugins: [...(options.plugins ?? []), indexHtmlPlugin],
  })
  await ctx.watch()
  try {
    await firstBuild
  } catch (error) {
    await ctx.dispose()
    throw error
  }
}

/** The URL of an esbuild output (a path from the repository root). */
function toUrl(outDir: string, outputPath: string): string {
  return urlOf(outDir, path.resolve(rootDir, outputPath))
}

/**
 * What the entry loads whatever the page: its own chunk, the start stages it imports
 * (web/src/main.tsx) and every chunk those import statically.
 */
function startClosure(metafile: esbuild.Metafile, entry: string): Set<string> {
  const stages = (metafile.outputs[entry]?.imports ?? []).filter(
    (imp) => imp.kind === 'dynamic-import' && !imp.external,
  )
  return new Set(
    [entry, ...stages.map((imp) => imp.path)].flatMap((out) => [...staticClosure(metafile, out)]),
  )
}

/** An output and every chunk it imports statically, directly or not. */
function staticClosure(metafile: esbuild.Metafile, output: string): Set<string> {
  const found = new Set<string>()
  const visit = (out: string) => {
    if (found.has(out)) return
    found.add(out)
    for (const imp of metafile.outputs[out]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) visit(imp.path)
    }
  }
  visit(output)
  return found
}

interface IndexHtmlFiles {
  /**
   * The URLs of what every page loads, prerendered or not: the stylesheet, the entry
   * script, its start stages and their static imports (not the dashboard's code, which
   * only index.html preloads).
   */
  appFiles: string[]
  /** The URL of the dashboard's own chunk. */
  dashboardChunk: string
}

/** Writes index.html from the template. */
async function writeIndexHtml(outDir: string, metafile: esbuild.Metafile): Promise<IndexHtmlFiles> {
  const entry = Object.entries(metafile.outputs).find(([, out]) => out.entryPoint === entryPoint)
  if (!entry) throw new Error(`esbuild produced no output for ${entryPoint}`)
  const [jsPath, jsOutput] = entry
  const { cssBundle } = jsOutput
  if (!cssBundle) throw new Error(`${entryPoint} imports no CSS; the template expects some`)

  // The entry's start stages and their imports would otherwise be discovered only after
  // the entry has run: preloading them removes network round trips from the first paint.
  // The dashboard's code too: index.html is what signed-in browsers (and those signing in) get,
  // and it would otherwise be asked for only once the entry runs. Prerendered pages drop
  // these (scripts/prerender-pages.ts).
  const entryCode = startClosure(metafile, jsPath)
  const dashboard = Object.keys(metafile.outputs).find(
    (out) => metafile.outputs[out]?.entryPoint === dashboardEntryPoint,
  )
  if (!dashboard) throw new Error(`esbuild produced no chunk for ${dashboardEntryPoint}`)
  const dashboardCode = [...staticClosure(metafile, dashboard)].filter((out) => !entryCode.has(out))
  const preloads = [...entryCode, ...dashboardCode]
    .filter((out) => out !== jsPath)
    .map((out) => `<link rel="modulepreload" fetchpriority="low" href="${toUrl(outDir, out)}" />`)
    .join('\n    ')

  const template = await readFile(templatePath, 'utf8')
  for (const placeholder of Object.values(PLACEHOLDERS)) {
    if (!template.includes(placeholder)) {
      throw new Error(`web/index.html lacks the placeholder ${placeholder}`)
    }
  }
  const html = template
    // Functions, so a `$&` in a value is never read as a replacement pattern.
    .replace(PLACEHOLDERS.title, () => escapeHtml(PRODUCT_NAME))
    .replace(PLACEHOLDERS.description, () => escapeHtml(PRODUCT_DESCRIPTION))
    .replace(PLACEHOLDERS.themeColor, () => THEME_COLOR)
    .replace(PLACEHOLDERS.js, () => toUrl(outDir, jsPath))
    .replace(PLACEHOLDERS.css, () => toUrl(outDir, cssBundle))
    .replace(PLACEHOLDERS.preloads, () => preloads)
  await writeFile(path.join(outDir, 'index.html'), html)
  return {
    appFiles: [toUrl(outDir, cssBundle), ...[...entryCode].map((out) => toUrl(outDir, out))],
    dashboardChunk: toUrl(outDir, dashboard),
  }
}

/** Rebuilds in watch mode leave old hashed files behind; drop those no output names. */
async function removeStaleAssets(outDir: string, metafile: esbuild.Metafile): Promise<void> {
  const current = new Set(
    Object.keys(metafile.outputs).flatMap((p) => {
      const abs = path.resolve(rootDir, p)
      return [abs, `${abs}.map`]
    }),
  )
  const assetsDir = path.join(outDir, 'assets')
  const files = await readdir(assetsDir, { recursive: true, withFileTypes: true })
  await Promise.all(
    files
      .filter((f) => f.isFile())
      .map((f) => path.join(f.parentPath, f.name))
      .filter((file) => !current.has(file))
      .map((file) => rm(file, { force: true })),
  )
}
