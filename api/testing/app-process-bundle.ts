import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { NODE_BUNDLE } from '../../scripts/lib/node-bundle.js'

const root = resolve(import.meta.dirname, '../..')

/**
 * Vitest's global setup for the server tests on both engines (vitest.config.ts): bundles
 * app-process.ts once for the run, as the server is bundled, and names the bundle in
 * APP_PROCESS_SCRIPT for startAppProcess. Started through tsx, each of the run's app
 * processes spent about 2 s of CPU compiling the app's sources before it could listen.
 * The bundle lives under node_modules, where its one external package (better-sqlite3)
 * resolves; it is removed once the run ends.
 */
export default async function setup(): Promise<() => void> {
  const caches = join(root, 'node_modules/.cache')
  mkdirSync(caches, { recursive: true })
  const folder = mkdtempSync(join(caches, 'app-process-'))
  const script = join(folder, 'app-process.js')
  await build({
    ...NODE_BUNDLE,
    entryPoints: [join(import.meta.dirname, 'app-process.ts')],
    outfile: script,
  })
  // Workers start after this and inherit the environment.
  process.env.APP_PROCESS_SCRIPT = script
  return () => rmSync(folder, { recursive: true, force: true })
}
