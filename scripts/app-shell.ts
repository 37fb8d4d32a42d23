/**
 * What lets the installed app open without a connection: the offline page's script and
 * the service worker (web/service-worker/sw.ts) with the list of files it keeps, written
 * into the worker so that every build that changes a file changes sw.js too, which is
 * how browsers notice a new build.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import * as esbuild from 'esbuild'
import type { AppShell } from '../web/service-worker/shell.js'

/** Where the worker is served: at the root, so its scope is the whole app. */
export const SERVICE_WORKER_FILE = 'sw.js'

export interface ShellBuildOptions {
  rootDir: string
  /** The web bundle's folder; URLs are paths below it. */
  outDir: string
  minify: boolean
}

/**
 * Builds web/src/offline-page.ts under a hashed name beside the app's scripts.
 * @returns its URL and file
 */
export async function buildOfflineScript({
  rootDir,
  outDir,
  minify,
}: ShellBuildOptions): Promise<{ url: string; file: string }> {
  const entryPoint = 'web/src/offline-page.ts'
  const { metafile } = await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: [entryPoint],
    tsconfig: 'web/tsconfig.json',
    outdir: outDir,
    entryNames: 'assets/[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    minify,
    metafile: true,
    logLevel: 'warning',
  })
  const output = Object.keys(metafile.outputs).find(
    (out) => metafile.outputs[out]?.entryPoint === entryPoint,
  )
  if (!output) throw new Error(`esbuild produced no output for ${entryPoint}`)
  const file = path.resolve(rootDir, output)
  return { url: urlOf(outDir, file), file }
}

/**
 * Writes `<outDir>/sw.js` keeping `files` (URLs of files already in outDir) and naming
 * its cache after their contents.
 * @returns the worker's file
 */
export async function buildServiceWorker(
  { rootDir, outDir, minify }: ShellBuildOptions,
  { files, offlinePages }: Omit<AppShell, 'version'>,
): Promise<string> {
  for (const page of Object.values(offlinePages)) {
    if (!files.includes(page)) throw new Error(`The app shell lacks ${page}`)
  }
  const shell: AppShell = {
    version: await contentVersion(outDir, files),
    files: [...new Set(files)].sort(),
    offlinePages,
  }
  const file = path.join(outDir, SERVICE_WORKER_FILE)
  await esbuild.build({
    absWorkingDir: rootDir,
    entryPoints: ['web/service-worker/sw.ts'],
    tsconfig: 'web/service-worker/tsconfig.json',
    outfile: file,
    bundle: true,
    // A classic script, which every browser with service workers runs.
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    minify,
    define: { SHELL: JSON.stringify(shell) },
    logLevel: 'warning',
  })
  return file
}

/** A short hash of the files' URLs and contents, in a fixed order. */
async function contentVersion(outDir: string, urls: string[]): Promise<string> {
  const hash = createHash('sha256')
  for (const url of [...new Set(urls)].sort()) {
    hash.update(`${url}\n`)
    hash.update(await readFile(path.join(outDir, url)))
  }
  return hash.digest('hex').slice(0, 16)
}

/** The URL of a file below outDir. */
export function urlOf(outDir: string, file: string): string {
  return `/${path.relative(outDir, file).split(path.sep).join('/')}`
}
