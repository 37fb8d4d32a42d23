import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type * as esbuild from 'esbuild'

/**
 * Shared chunks smaller than this are built into one. Each request costs a round trip
 * when a browser fetches six at a time over HTTP/1.1; below a few kilobytes that trip
 * costs more than the bytes.
 */
export const SMALL_CHUNK_BYTES = 4096

const SMALL_MODULES = 'virtual:small-shared-modules'
const NAMESPACE = 'small-shared-modules'

/**
 * The modules of the first build's small shared chunks. esbuild makes one chunk per set
 * of pages that share code, and with twenty lazily loaded pages there are many such
 * sets: the dashboard needed 36 files, 25 of them under 2 KB (Lighthouse mobile: LCP
 * 2.9 s; 2.4 s with every page in one 740 KB file). Chunks that hold a stylesheet are
 * left alone: moving their modules would move CSS between bundles.
 */
export function smallSharedModules(metafile: esbuild.Metafile): string[] {
  return Object.entries(metafile.outputs)
    .filter(
      ([file, out]) =>
        file.endsWith('.js') &&
        out.entryPoint === undefined &&
        out.cssBundle === undefined &&
        out.bytes < SMALL_CHUNK_BYTES,
    )
    .flatMap(([, out]) => Object.keys(out.inputs))
    .filter((input) => !input.includes(':')) // generated modules (build facts) have no file
}

/** The entry and every lazily loaded page of a build: the inputs that begin an output. */
export function pageEntries(metafile: esbuild.Metafile): Set<string> {
  return new Set(
    Object.values(metafile.outputs).flatMap((out) => (out.entryPoint ? [out.entryPoint] : [])),
  )
}

/**
 * Makes every page reach `modules` through one generated module that the entry and each
 * lazily loaded page import: esbuild then gives all of them the same set of pages and
 * puts them in one chunk, which the entry loads anyway. The import is added at the end
 * of each page's source, so its lines (and source maps) stay where they were; imports
 * are hoisted, and it runs after the page's own imports.
 */
export function mergeSmallChunksPlugin(
  rootDir: string,
  modules: string[],
  pages: Set<string>,
): esbuild.Plugin {
  return {
    name: 'merge-small-chunks',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${SMALL_MODULES}$`) }, () => ({
        path: SMALL_MODULES,
        namespace: NAMESPACE,
      }))
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        contents: modules
          .map((module) => `import ${JSON.stringify(path.resolve(rootDir, module))}`)
          .join('\n'),
        resolveDir: rootDir,
        loader: 'js',
      }))
      build.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
        const input = path.relative(rootDir, args.path).split(path.sep).join('/')
        if (!pages.has(input)) return undefined
        const source = await readFile(args.path, 'utf8')
        const loader = path.extname(args.path).slice(1) as esbuild.Loader
        return { contents: `${source}\nimport '${SMALL_MODULES}'\n`, loader }
      })
    },
  }
}
