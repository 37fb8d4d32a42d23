/**
 * `npx tsx scripts/bench/app-build.ts [count]`: how long building the whole app takes, as
 * every API test does (buildApp on a copy of a migrated database, then ready()), the
 * first build of the process apart from the others. Prints wall and CPU time per build;
 * figures in docs/performance.md, "Test suite".
 */
import { randomBytes } from 'node:crypto'
import { buildApp } from '../../api/app.js'
import { loadConfig } from '../../api/config.js'
import { openMigratedTestDb } from '../../db/test-database.js'

const count = Number(process.argv[2] ?? 12)
const config = loadConfig({
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  PUBLIC_URL: 'http://localhost:3000',
  TZ: 'UTC',
  ESPLORA_URL: 'http://127.0.0.1:9/api',
})
// Migrated once before timing: the tests' copy of it is not what is measured here.
await (await openMigratedTestDb()).destroy()

const builds: Array<{ wallMs: number; cpuMs: number }> = []
for (let i = 0; i < count; i++) {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const app = await buildApp({ config, db: await openMigratedTestDb(), secretKey: randomBytes(32) })
  await app.ready()
  const wallMs = performance.now() - start
  const used = process.cpuUsage(cpu)
  builds.push({ wallMs, cpuMs: (used.user + used.system) / 1000 })
  await app.close()
}

const [first, ...rest] = builds
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value: number | undefined) => `${Math.round(value ?? 0)} ms`
console.log(`First build: ${ms(first?.wallMs)} wall, ${ms(first?.cpuMs)} CPU`)
console.log(
  `Next ${rest.length}: median ${ms(median(rest.map((b) => b.wallMs)))} wall, ` +
    `${ms(median(rest.map((b) => b.cpuMs)))} CPU`,
)
