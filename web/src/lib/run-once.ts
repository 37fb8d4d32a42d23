const runs = new Map<string, Promise<unknown>>()

/**
 * Runs `run` at most once per key for the life of the page and hands every caller the
 * same promise. For requests that must never be sent twice, such as redeeming a
 * single-use sign-in token: React StrictMode mounts effects twice in development, and a
 * ref guard alone would leave the remounted component without the answer.
 */
export function runOncePerKey<T>(key: string, run: () => Promise<T>): Promise<T> {
  const existing = runs.get(key)
  if (existing) return existing as Promise<T>
  const started = run()
  runs.set(key, started)
  return started
}

/** Forgets every run; for tests. */
export function resetRunOnce(): void {
  runs.clear()
}
