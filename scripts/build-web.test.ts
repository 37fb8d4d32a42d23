import type { Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { checkServerCode } from './build-web.js'

function metafileWith(...inputs: string[]): Metafile {
  return {
    inputs: Object.fromEntries(inputs.map((path) => [path, { bytes: 1, imports: [] }])),
    outputs: {},
  }
}

describe('checkServerCode', () => {
  it('lets the shared rules and the money module into the web bundle', () => {
    expect(() =>
      checkServerCode(
        metafileWith('web/src/main.tsx', 'api/contracts/percentage.ts', 'api/lib/money.ts'),
      ),
    ).not.toThrow()
  })

  it('fails the build on any other server file', () => {
    expect(() =>
      checkServerCode(
        metafileWith('web/src/main.tsx', 'api/features/goals/goals.schemas.ts', 'db/client.ts'),
      ),
    ).toThrow(/server code: api\/features\/goals\/goals.schemas.ts, db\/client.ts/)
  })
})
