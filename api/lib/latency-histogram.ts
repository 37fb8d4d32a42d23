/** Smallest duration told apart; anything faster lands in the first bucket. */
const MIN_MS = 0.05
/** Each bucket is 5% wider than the one before: a percentile is off by at most 5%. */
const GROWTH = 1.05
/** Buckets up to about 10 minutes; anything slower lands in the last one. */
const BUCKETS = Math.ceil(Math.log(600_000 / MIN_MS) / Math.log(GROWTH)) + 1

/**
 * Durations counted in fixed logarithmic buckets: a few kilobytes whatever the
 * number of samples, so the monitoring figures cover everything since the last reset
 * without keeping the samples. Count, sum and maximum are exact; percentiles are
 * the upper edge of their bucket (at most 5% high), never above the maximum seen.
 */
export class LatencyHistogram {
  readonly #counts = new Float64Array(BUCKETS)
  #count = 0
  #sumMs = 0
  #maxMs = 0

  record(durationMs: number): void {
    if (!Number.isFinite(durationMs) || durationMs < 0) return
    const index =
      durationMs <= MIN_MS
        ? 0
        : Math.min(BUCKETS - 1, Math.ceil(Math.log(durationMs / MIN_MS) / Math.log(GROWTH)))
    this.#counts[index] = (this.#counts[index] ?? 0) + 1
    this.#count += 1
    this.#sumMs += durationMs
    if (durationMs > this.#maxMs) this.#maxMs = durationMs
  }

  get count(): number {
    return this.#count
  }

  get meanMs(): number {
    return this.#count ? this.#sumMs / this.#count : 0
  }

  /** The duration `fraction` (0..1) of the samples stay at or below; 0 without samples. */
  percentileMs(fraction: number): number {
    if (this.#count === 0) return 0
    const rank = Math.max(1, Math.ceil(fraction * this.#count))
    let seen = 0
    for (let i = 0; i < BUCKETS; i++) {
      seen += this.#counts[i] ?? 0
      if (seen >= rank) return Math.min(MIN_MS * GROWTH ** i, this.#maxMs)
    }
    return this.#maxMs
  }

  reset(): void {
    this.#counts.fill(0)
    this.#count = 0
    this.#sumMs = 0
    this.#maxMs = 0
  }
}
