/**
 * Builds what `npm start` runs: the server bundle (dist/server.js) and the web
 * bundle (dist/web). With --if-stale it does nothing when dist is newer than every
 * source file, so a plain restart costs no build time. --sourcemap adds server
 * source maps (run with `node --enable-source-maps`); without it there are none,
 * which keeps 7 MB out of the Docker image.
 */
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import { buildWeb } from './build-web.js'
import { NODE_BUNDLE } from './lib/node-bundle.js'

const root = resolve(import.meta.dirname, '..')
const dist = join(root, 'dist')
const stampFile = join(dist, '.build-stamp')
const inputs = [
  'api',
  'db',
  'web/src',
  'web/index.html',
  'web/public',
  'web/service-worker',
  'scripts/build.ts',
  'scripts/build-web.ts',
  'scripts/lib/node-bundle.ts',
  'scripts/prerender-pages.ts',
  'scripts/small-chunks.ts',
  'scripts/app-shell.ts',
  'scripts/web-manifest.ts',
  'scripts/build-facts',
  'scripts/backup.ts',
  'package-lock.json',
  // Read by the guide pages' build facts (scripts/build-facts).
  '.env.example',
  'package.json',
  'docs/performance.md',
  'web/e2e',
]

function newestMtimeMs(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestMtimeMs(join(path, name))))
}

function isStale(): boolean {
  if (!existsSync(stampFile) || !existsSync(join(dist, 'server.js'))) return true
  const builtAt = statSync(stampFile).mtimeMs
  return inputs.some((input) => newestMtimeMs(join(root, input)) > builtAt)
}

/**
 * The bundles dist/ holds. backup.js ships in the image so a running container can back
 * itself up; copy-to-postgres.js so a hosted instance can take in a family server's SQLite
 * file (docs/deploy/hosted.md).
 */
const SERVER_ENTRIES = {
  server: join(root, 'api/server.ts'),
  backup: join(root, 'scripts/backup.ts'),
  'copy-to-postgres': join(root, 'scripts/copy-to-postgres.ts'),
}

export async function buildServer({ sourcemap }: { sourcemap: boolean }): Promise<void> {
  // A map left from an earlier --sourcemap build would describe an older bundle.
  for (const name of Object.keys(SERVER_ENTRIES))
    rmSync(join(dist, `${name}.js.map`), { force: true })
  await build({ ...NODE_BUNDLE, entryPoints: SERVER_ENTRIES, outdir: dist, sourcemap })
}

async function main(): Promise<void> {
  if (process.argv.includes('--if-stale') && !isStale()) return
  const started = performance.now()
  await buildWeb({ outDir: join(dist, 'web'), minify: true })
  await buildServer({ sourcemap: process.argv.includes('--sourcemap') })
  writeFileSync(stampFile, `${new Date().toISOString()}\n`)
  console.log(`Built dist/ in ${Math.round(performance.now() - started)} ms`)
}

await main()
