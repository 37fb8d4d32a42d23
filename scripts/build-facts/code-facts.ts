import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { required } from '../../api/lib/required.js'
import { migrateToLatest } from '../../db/migrate.js'
import { migrations } from '../../db/migrations/index.js'
import { openDb } from '../../db/sqlite-client.js'
import type { CodeFacts, MarkdownTable } from '../../web/src/config/build-facts.js'

/**
 * Facts about this codebase for the /code-review page, computed from the code at build
 * time so the page cannot drift from the tree (scripts/build-facts/code-facts.test.ts
 * checks them against the running app and the database).
 */
export async function collectCodeFacts(rootDir: string): Promise<CodeFacts> {
  const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8')
  const routes = scanApiRoutes(rootDir)
  const byMethod: Record<string, number> = {}
  for (const route of routes) byMethod[route.method] = (byMethod[route.method] ?? 0) + 1
  const pkg = JSON.parse(read('package.json')) as PackageJson
  const performance = parsePerformanceTables(read('docs/performance.md'))
  if (performance.length === 0) throw new Error('docs/performance.md has no table of figures')
  return {
    tables: { names: await migratedTableNames(), migrations: Object.keys(migrations).length },
    apiRoutes: { count: routes.length, byMethod },
    tests: countTests(rootDir),
    node: pkg.engines?.node ?? '',
    stack: [
      ...Object.entries(pkg.dependencies ?? {}).map(([name, version]) => ({
        name,
        version,
        isRuntime: true,
      })),
      ...Object.entries(pkg.devDependencies ?? {}).map(([name, version]) => ({
        name,
        version,
        isRuntime: false,
      })),
    ],
    performance,
    screens: screensByRouting(read('web/src/config/paths.ts'), read('web/src/app/router.tsx')),
  }
}

interface PackageJson {
  engines?: { node?: string }
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

/** The tables of a database built from scratch by the real migrations. */
export async function migratedTableNames(): Promise<string[]> {
  const db = openDb({ filename: ':memory:' })
  try {
    await migrateToLatest(db)
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master
      where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name not like 'kysely\\_%' escape '\\'
      order by name`.execute(db)
    return rows.map((row) => row.name)
  } finally {
    await db.destroy()
  }
}

function sourceFiles(rootDir: string, dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(rootDir, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.join(dir, file))
}

export interface ApiRoute {
  method: string
  url: string
}

const ROUTE_CALL = /\bapp\.(get|post|put|patch|delete|head|options)\(\s*(['"`])(\/[^'"`]*)\2/g

/**
 * Every `app.<method>('/path', ...)` in api/features outside tests: how each feature
 * declares its routes. The plugins' routes (the web bundle's files, robots.txt) are not
 * part of the API.
 */
export function scanApiRoutes(rootDir: string): ApiRoute[] {
  return sourceFiles(rootDir, 'api/features', /(?<!\.test)\.ts$/).flatMap((file) =>
    [...readFileSync(path.join(rootDir, file), 'utf8').matchAll(ROUTE_CALL)].map((match) => ({
      method: required(match[1], `route method in ${file}`).toUpperCase(),
      url: required(match[3], `route path in ${file}`),
    })),
  )
}

const TEST_CASE = /^\s*(?:it|test)(?:\.\w+)*\(/gm

/** Test cases as written in the source: `it(`, `test(`, `it.each(...)(` count once each. */
export function countTestCases(source: string): number {
  return source.match(TEST_CASE)?.length ?? 0
}

function countTests(rootDir: string): CodeFacts['tests'] {
  const unitFiles = ['api', 'db', 'scripts', 'web/src'].flatMap((dir) =>
    sourceFiles(rootDir, dir, /\.test\.tsx?$/),
  )
  const browserFiles = sourceFiles(rootDir, 'web/e2e', /\.spec\.ts$/)
  const cases = [...unitFiles, ...browserFiles].reduce(
    (sum, file) => sum + countTestCases(readFileSync(path.join(rootDir, file), 'utf8')),
    0,
  )
  return { cases, unitFiles: unitFiles.length, browserFiles: browserFiles.length }
}

/** The Markdown tables of a document, grouped under the `##` heading they appear in. */
export function parsePerformanceTables(markdown: string): CodeFacts['performance'] {
  const sections: CodeFacts['performance'] = []
  let heading = ''
  let table: MarkdownTable | undefined
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim())
  for (const line of markdown.split(/\r?\n/)) {
    if (!line.trim().startsWith('|')) {
      table = undefined
      const title = /^##\s+(.+)$/.exec(line)?.[1]
      if (title) heading = title.trim()
      continue
    }
    if (/^\|[\s:|-]+\|?$/.test(line.trim())) continue // the header's separator row
    if (!table) {
      table = { headers: cells(line), rows: [] }
      const section = sections.at(-1)
      if (section?.heading === heading) section.tables.push(table)
      else sections.push({ heading, tables: [table] })
    } else {
      table.rows.push(cells(line))
    }
  }
  return sections
}

/** Which paths of config/paths.ts the router registers (`path={paths.name}`). */
export function screensByRouting(pathsSource: string, routerSource: string): CodeFacts['screens'] {
  const all = [...pathsSource.matchAll(/^\s+(\w+): '(\/[^']*)'/gm)].map((m) => ({
    name: required(m[1], 'screen name in config/paths.ts'),
    path: required(m[2], 'screen path in config/paths.ts'),
  }))
  const routed = new Set([...routerSource.matchAll(/path=\{paths\.(\w+)\}/g)].map((m) => m[1]))
  return {
    built: all.filter((p) => routed.has(p.name)).map((p) => p.path),
    notBuilt: all.filter((p) => !routed.has(p.name)).map((p) => p.path),
  }
}
