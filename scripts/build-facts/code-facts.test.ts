import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { required } from '../../api/lib/required.js'
import { buildTestApp } from '../../api/test-helpers.js'
import {
  collectCodeFacts,
  countTestCases,
  parsePerformanceTables,
  scanApiRoutes,
  screensByRouting,
} from './code-facts.js'

const rootDir = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8')

/** Routes as Fastify's own route tree prints them: one method list per path. */
function registeredRoutes(tree: string): number {
  return [...tree.matchAll(/\(([A-Z, ]+)\)\s*$/gm)]
    .flatMap((match) => required(match[1], 'method list of a route').split(', '))
    .filter((method) => method !== 'HEAD').length
}

describe('code facts of the /code-review page', () => {
  it('counts the tables the migrations create, the same as the Database type names', async () => {
    const facts = await collectCodeFacts(rootDir)
    const schema = required(
      /export interface Database \{([^}]*)\}/.exec(read('db/schema.ts'))?.[1],
      'the Database interface in db/schema.ts',
    )
    const typed = [...schema.matchAll(/^\s*(\w+):/gm)].map((m) => m[1]).sort()
    expect(typed.length).toBeGreaterThan(0)
    expect(facts.tables.names).toEqual(typed)
  })

  it('counts exactly the API routes the real app registers', async () => {
    const app = await buildTestApp()
    await app.ready()
    const scanned = scanApiRoutes(rootDir)
    for (const route of scanned) {
      expect(app.hasRoute(route), `${route.method} ${route.url}`).toBe(true)
    }
    expect(new Set(scanned.map((r) => `${r.method} ${r.url}`)).size).toBe(scanned.length)
    expect(registeredRoutes(app.printRoutes({ commonPrefix: false }))).toBe(scanned.length)
    expect((await collectCodeFacts(rootDir)).apiRoutes.count).toBe(scanned.length)
  })

  it('takes the stack and the Node engine from package.json', async () => {
    const pkg = JSON.parse(read('package.json'))
    const facts = await collectCodeFacts(rootDir)
    expect(facts.node).toBe(pkg.engines.node)
    expect(facts.stack).toContainEqual({
      name: 'fastify',
      version: pkg.dependencies.fastify,
      isRuntime: true,
    })
    expect(facts.stack).toContainEqual({
      name: 'react',
      version: pkg.devDependencies.react,
      isRuntime: false,
    })
    expect(facts.stack).toHaveLength(
      Object.keys(pkg.dependencies).length + Object.keys(pkg.devDependencies).length,
    )
  })

  it('counts test cases as written, a table-driven case once, describe blocks not at all', () => {
    const source = [
      "describe('group', () => {",
      "  it('one', () => {})",
      "  it.each([1, 2, 3])('two %s', () => {})",
      "  test('three', async () => {})",
      "  it.skip('four', () => {})",
      '  // a comment mentioning it( is no test',
      '  const items = list.filter((it) => it)',
      '})',
    ].join('\n')
    expect(countTestCases(source)).toBe(4)
  })

  it('reads the measured tables of docs/performance.md under their headings', () => {
    const markdown = [
      '# Performance',
      'Intro with a | pipe in prose.',
      '## Foundation',
      '| What | Target | Measured |',
      '|---|---|---|',
      '| Cold start | < 500 ms | **421 ms** |',
      '| `GET /health` | ratio | 0.10 |',
      '',
      'Notes.',
      '## Money',
      '| What | Measured |',
      '| :-- | --: |',
      '| Job pass | 560 ms |',
    ].join('\n')
    expect(parsePerformanceTables(markdown)).toEqual([
      {
        heading: 'Foundation',
        tables: [
          {
            headers: ['What', 'Target', 'Measured'],
            rows: [
              ['Cold start', '< 500 ms', '**421 ms**'],
              ['`GET /health`', 'ratio', '0.10'],
            ],
          },
        ],
      },
      {
        heading: 'Money',
        tables: [{ headers: ['What', 'Measured'], rows: [['Job pass', '560 ms']] }],
      },
    ])
    expect(parsePerformanceTables(read('docs/performance.md')).length).toBeGreaterThan(0)
  })

  it('tells built screens from those the router does not have yet', () => {
    const pathsSource =
      "export const paths = {\n  landing: '/',\n  demo: '/demo',\n  privacy: '/privacy',\n}"
    const routerSource =
      '<Route path={paths.landing} element={<A />} />\n<Route path={paths.privacy} element={<B />} />'
    expect(screensByRouting(pathsSource, routerSource)).toEqual({
      built: ['/', '/privacy'],
      notBuilt: ['/demo'],
    })
  })
})
