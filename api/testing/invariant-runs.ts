/** Runs of each property test when INVARIANT_RUNS is not set: enough to catch a broken rule. */
export const DEFAULT_INVARIANT_RUNS = 10

/**
 * How many generated operation sequences the property tests that build an app per
 * sequence try (`*.invariant.test.ts`): INVARIANT_RUNS when set, else a few, so the suite
 * stays quick on a developer's machine. CI (`.ci/run`) sets more: each run starts a fresh
 * family and more runs try more orders of operations. A failing run prints its seed and
 * path for fast-check to replay it.
 */
export function invariantRuns(env: Record<string, string | undefined> = process.env): number {
  const text = env.INVARIANT_RUNS
  if (text === undefined || text === '') return DEFAULT_INVARIANT_RUNS
  if (!/^[1-9]\d{0,4}$/.test(text)) {
    throw new Error(`INVARIANT_RUNS is a whole number of runs from 1 to 99999, not "${text}"`)
  }
  return Number(text)
}

/**
 * A property test's timeout: `timeoutMs`, written for `forRuns` sequences, made longer in
 * proportion when INVARIANT_RUNS asks for more. Like every test timeout it only catches a
 * hang; it is never shorter than written, for a busy machine.
 */
export function invariantTimeoutMs(
  timeoutMs: number,
  forRuns: number,
  runs: number = invariantRuns(),
): number {
  return Math.max(timeoutMs, Math.ceil((timeoutMs * runs) / forRuns))
}
