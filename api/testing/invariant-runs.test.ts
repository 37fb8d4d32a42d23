import { describe, expect, it } from 'vitest'
import { DEFAULT_INVARIANT_RUNS, invariantRuns, invariantTimeoutMs } from './invariant-runs.js'

describe('invariantRuns', () => {
  it('takes INVARIANT_RUNS, else the default', () => {
    expect(invariantRuns({ INVARIANT_RUNS: '30' })).toBe(30)
    expect(invariantRuns({ INVARIANT_RUNS: '1' })).toBe(1)
    expect(invariantRuns({})).toBe(DEFAULT_INVARIANT_RUNS)
    expect(invariantRuns({ INVARIANT_RUNS: '' })).toBe(DEFAULT_INVARIANT_RUNS)
  })

  it('refuses a value that is not a whole number of runs, rather than running none', () => {
    for (const text of ['0', '-5', '2.5', '1e3', ' 30', 'thirty', '0x10', '100000']) {
      expect(() => invariantRuns({ INVARIANT_RUNS: text }), text).toThrow(/INVARIANT_RUNS/)
    }
  })
})

describe('invariantTimeoutMs', () => {
  it('grows with the runs asked for past those it was written for, and never shrinks', () => {
    expect(invariantTimeoutMs(240_000, 40, 200)).toBe(1_200_000)
    expect(invariantTimeoutMs(240_000, 40, 40)).toBe(240_000)
    expect(invariantTimeoutMs(240_000, 40, 10)).toBe(240_000)
  })
})
