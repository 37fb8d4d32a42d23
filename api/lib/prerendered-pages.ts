/**
 * Where the build (scripts/prerender-pages.ts) writes the public screens it prerenders
 * and where the server (api/plugins/static-web.ts) finds them: one folder of the web
 * bundle, one file per path.
 */
export const PRERENDERED_DIR = 'prerendered'

/** The file of a prerendered path: `/` is index.html, `/how-it-works` how-it-works.html. */
export function prerenderedFileName(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`
}

/** The path a prerendered file serves; the inverse of prerenderedFileName. */
export function prerenderedPathOf(fileName: string): string {
  return fileName === 'index.html' ? '/' : `/${fileName.replace(/\.html$/, '')}`
}
