import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = resolve(import.meta.dirname, '../../..')
const webSrc = join(root, 'web/src')

/** One namespace's texts per language, as web/src/lib/i18n.ts registers them. */
export type Catalogues = Map<string, Record<'en' | 'de' | 'es', Record<string, string>>>

/**
 * Every catalogue of the web app (each `texts.ts` under web/src), loaded the way the app
 * loads them: bundled with the web's own settings (its `@api` alias), so the specs compare
 * the screens with exactly what the catalogues say.
 */
export async function loadCatalogues(): Promise<Catalogues> {
  const files = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'texts.ts' || file.endsWith('/texts.ts'))
    .map((file) => join(webSrc, file))
  // Inside the repository, so the bundle's imports of React and i18next find node_modules
  // (the browser specs run after a build, so dist/ is there).
  const dir = mkdtempSync(join(root, 'dist', 'catalogues-'))
  try {
    const outfile = join(dir, 'catalogues.mjs')
    await build({
      stdin: {
        contents: [
          ...files.map((file) => `import ${JSON.stringify(file)}`),
          `export { registeredTexts } from ${JSON.stringify(join(webSrc, 'lib/i18n.ts'))}`,
        ].join('\n'),
        resolveDir: webSrc,
        loader: 'ts',
      },
      tsconfig: join(root, 'web/tsconfig.json'),
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile,
      logLevel: 'warning',
      // React and i18next stay the app's own modules, from node_modules.
      packages: 'external',
    })
    const module = (await import(pathToFileURL(outfile).href)) as {
      registeredTexts: () => ReadonlyMap<
        string,
        Catalogues extends Map<string, infer T> ? T : never
      >
    }
    return new Map(module.registeredTexts())
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
