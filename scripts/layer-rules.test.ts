import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'

const root = resolve(import.meta.dirname, '..')

/**
 * A small tree shaped like the project, each file importing what its path says. The rules
 * of .dependency-cruiser.cjs run over it as `npm run lint` runs them over the project.
 */
const FILES: Record<string, string> = {
  'api/contracts/amounts.ts': 'export const a = 1\n',
  'api/lib/money.ts': 'export const m = 1\n',
  'api/lib/schemas.ts': 'export type Reply = { message: string }\n',
  'api/lib/shared.ts': 'export const s = 1\n',
  'api/features/goals/goals.service.ts':
    "import { q } from '../../../db/queries/goals.js'\nexport const g = q\n",
  'api/features/goals/goals.schemas.ts':
    'export type Goal = { id: number }\nexport const GoalSchema = {}\n',
  'api/features/goals/goals.routes.test.ts':
    "import { q } from '../../../db/queries/goals.js'\nexport const t = q\n",
  'api/route-map.ts':
    "import { GoalSchema } from './features/goals/goals.schemas.js'\nexport const ROUTES = { GoalSchema }\n",
  'db/queries/goals.ts': 'export const q = 1\n',
  'api/lib/sessions.test.ts': "import { q } from '../../db/queries/goals.js'\nexport const t = q\n",
  'db/queries/ledger.ts':
    "import { a } from '../../api/contracts/amounts.js'\nexport const l = a\n",
  'web/src/features/b/view.tsx': 'export const v = 1\n',
  'web/src/lib/ok.ts':
    "import { a } from '@api/contracts/amounts'\nimport { m } from '@api/lib/money'\nexport const ok = a + m\n",
  'web/src/features/a/ok.ts':
    "import type { Goal } from '@api/features/goals/goals.schemas'\nimport type { Reply } from '@api/lib/schemas'\nimport type { ROUTES } from '@api/route-map'\nexport type Ok = Goal | Reply | typeof ROUTES\n",
}

/** Imports that break a rule, each in a file of its own, with the rule that must catch it. */
const FORBIDDEN: Array<[file: string, source: string, rule: string]> = [
  [
    'api/features/ledger/a.ts',
    "import { g } from '../goals/goals.service.js'",
    'api-feature-to-feature',
  ],
  [
    'api/features/ledger/deep/b.ts',
    "import { g } from '../../../features/goals/goals.service.js'",
    'api-feature-to-feature',
  ],
  [
    'api/features/ledger/ledger.routes.ts',
    "import { l } from '../../../db/queries/ledger.js'",
    'routes-and-jobs-through-services',
  ],
  [
    'api/features/ledger/ledger.job.ts',
    "import { l } from '../../../db/queries/ledger.js'",
    'routes-and-jobs-through-services',
  ],
  [
    'api/lib/c.ts',
    "import { g } from '../features/goals/goals.service.js'",
    'lib-and-plugins-below-features',
  ],
  [
    'api/plugins/d.ts',
    "import { g } from '../features/goals/goals.service.js'",
    'lib-and-plugins-below-features',
  ],
  ['api/lib/n.ts', "import { p } from '../plugins/d.js'", 'lib-below-plugins'],
  ['db/queries/e.ts', "import { s } from '../../api/lib/shared.js'", 'db-is-the-bottom-layer'],
  ['api/contracts/f.ts', "import { s } from '../lib/shared.js'", 'contracts-depend-on-nothing'],
  ['web/src/features/a/g.tsx', "import { v } from '../b/view.js'", 'web-feature-to-feature'],
  [
    'web/src/features/a/deep/h.ts',
    "import { v } from '../../../features/b/view.js'",
    'web-feature-to-feature',
  ],
  ['web/src/lib/i.ts', "import { v } from '../features/b/view.js'", 'web-shared-below-features'],
  ['web/src/features/a/j.ts', "import { s } from '@api/lib/shared'", 'web-takes-no-server-code'],
  [
    'web/src/features/a/k.ts',
    "import { q } from '../../../../db/queries/goals.js'",
    'web-takes-no-server-code',
  ],
  [
    'web/src/features/a/l.ts',
    "import { GoalSchema } from '@api/features/goals/goals.schemas'",
    'web-takes-schemas-as-types-only',
  ],
  [
    'web/src/features/a/m.ts',
    "import { ROUTES } from '@api/route-map'",
    'web-takes-schemas-as-types-only',
  ],
  ['api/lib/m.ts', "import { ok } from '../../web/src/lib/ok.js'", 'server-takes-no-web-code'],
  [
    'api/lib/bitcoin/o.test.ts',
    "import { g } from '../../features/goals/goals.service.js'",
    'database-free-tests-stay-so',
  ],
]

function write(dir: string, path: string, text: string): void {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), text)
}

function violationsIn(dir: string): Array<{ from: string; to: string; rule: string }> {
  const result = spawnSync(
    join(root, 'node_modules/.bin/depcruise'),
    ['api', 'db', 'web', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: dir, encoding: 'utf8' },
  )
  const output = JSON.parse(result.stdout) as {
    summary: { violations: Array<{ from: string; to: string; rule: { name: string } }> }
  }
  return output.summary.violations.map((v) => ({ from: v.from, to: v.to, rule: v.rule.name }))
}

describe('the layer rules (.dependency-cruiser.cjs)', () => {
  it('catch every forbidden import by its resolved path, and only those', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layer-rules-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    for (const [path, text] of Object.entries(FILES)) write(dir, path, text)
    for (const path of [
      '.dependency-cruiser.cjs',
      'scripts/lib/database-free-tests.cjs',
      'tsconfig.base.json',
      'web/tsconfig.json',
    ]) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      copyFileSync(join(root, path), join(dir, path))
    }
    for (const [path, source] of FORBIDDEN) write(dir, path, `${source}\nexport const x = 1\n`)

    const found = violationsIn(dir)
    for (const [path, , rule] of FORBIDDEN) {
      expect(
        found.filter((v) => v.from === path).map((v) => v.rule),
        path,
      ).toContain(rule)
    }
    // The allowed imports (services and tests to queries, db to the contracts, the web's
    // contracts, money and schema types, a test outside the database-free folders to db/)
    // raise nothing.
    expect(found.filter((v) => !FORBIDDEN.some(([path]) => path === v.from))).toEqual([])
  })
})
