import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'esbuild'
import type { TestProject } from 'vitest/node'
import { NODE_BUNDLE } from '../../scripts/lib/node-bundle.js'

const root = resolve(import.meta.dirname, '../..')
const caches = join(root, 'node_modules/.cache')
/** A run's folder is `app-process-<pid of the run>-<random>`. */
const FOLDER = /^app-process-(\d+)-/

/**
 * Vitest's global setup for the server tests on both engines (vitest.config.ts): bundles
 * app-process.ts for the run, as the server is bundled, and names the bundle in
 * APP_PROCESS_SCRIPT for startAppProcess. Started through tsx, each of the run's app
 * processes spent about 2 s of CPU compiling the app's sources before it could listen.
 * The bundle lives under node_modules, where its one external package (better-sqlite3)
 * resolves; it is removed when the run ends, and a folder whose run was killed by the
 * next run. In watch mode it is built again before each rerun, so the processes run the
 * code just edited.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  mkdirSync(caches, { recursive: true })
  removeFoldersOfEndedRuns()
  const folder = mkdtempSync(join(caches, `app-process-${process.pid}-`))
  const script = join(folder, 'app-process.js')
  const bundle = () =>
    build({
      ...NODE_BUNDLE,
      entryPoints: [join(import.meta.dirname, 'app-process.ts')],
      outfile: script,
    })
  await bundle()
  project.onTestsRerun(async () => {
    await bundle()
  })
  // Workers start after this and inherit the environment.
  process.env.APP_PROCESS_SCRIPT = script
  const remove = () => rmSync(folder, { recursive: true, force: true })
  // Vitest exits on Ctrl-C without running the teardown below.
  process.once('exit', remove)
  return remove
}

function removeFoldersOfEndedRuns(): void {
  for (const name of readdirSync(caches)) {
    const pid = Number(FOLDER.exec(name)?.[1] ?? 0)
    if (pid > 0 && !isRunning(pid)) rmSync(join(caches, name), { recursive: true, force: true })
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: running, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
