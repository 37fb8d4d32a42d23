import { LatencyHistogram } from './latency-histogram.js'

/** A request slower than this counts as slow on the monitoring screen. */
export const SLOW_REQUEST_MS = 1000
/** A database statement slower than this counts as slow (SQLite answers most in well under 1 ms). */
export const SLOW_QUERY_MS = 100
/** The latest server errors kept for the Errors tab (the screen shows 5). */
export const RECENT_ERRORS_KEPT = 20
/** Distinct error types counted apart; any further ones count under OTHER_ERROR_TYPE. */
export const ERROR_TYPES_KEPT = 50
export const OTHER_ERROR_TYPE = 'other'
/** The latest failed job runs kept for the Errors tab. */
export const RECENT_JOB_FAILURES_KEPT = 20

export interface RecordedError {
  method: string
  /** The route's pattern (or the path without its query string): never a token. */
  path: string
  error: string
  timestamp: string
}

export interface PerformanceFigures {
  totalRequests: number
  /** Milliseconds, two decimals. */
  averageResponseTime: number
  p95ResponseTime: number
  slowRequestCount: number
}

export interface ErrorFigures {
  totalErrors: number
  errorsByType: Record<string, number>
  /** Newest first. */
  recentErrors: RecordedError[]
}

export interface RecordedJobFailure {
  job: string
  error: string
  timestamp: string
}

export interface JobFailureFigures {
  total: number
  /** Failed runs per job name (the jobs are a fixed few). */
  byJob: Record<string, number>
  /** Newest first. */
  recent: RecordedJobFailure[]
}

export interface SlowQueryFigures {
  totalSlowQueries: number
  /** Mean duration of the slow statements, milliseconds, two decimals. */
  averageDuration: number
}

const round2 = (ms: number) => Math.round(ms * 100) / 100

/**
 * What the server has answered since the last reset, in a fixed amount of memory
 * however long it runs: a latency histogram, counters, a bounded map of error types
 * and a ring of the latest errors.
 */
export class RequestStats {
  readonly #latency = new LatencyHistogram()
  #slowRequests = 0
  #totalErrors = 0
  readonly #errorsByType = new Map<string, number>()
  readonly #recentErrors: RecordedError[] = []

  recordRequest(durationMs: number): void {
    this.#latency.record(durationMs)
    if (durationMs > SLOW_REQUEST_MS) this.#slowRequests += 1
  }

  recordError(type: string, error: RecordedError): void {
    this.#totalErrors += 1
    const key =
      this.#errorsByType.has(type) || this.#errorsByType.size < ERROR_TYPES_KEPT
        ? type
        : OTHER_ERROR_TYPE
    this.#errorsByType.set(key, (this.#errorsByType.get(key) ?? 0) + 1)
    this.#recentErrors.unshift(error)
    if (this.#recentErrors.length > RECENT_ERRORS_KEPT) this.#recentErrors.pop()
  }

  performance(): PerformanceFigures {
    return {
      totalRequests: this.#latency.count,
      averageResponseTime: round2(this.#latency.meanMs),
      p95ResponseTime: round2(this.#latency.percentileMs(0.95)),
      slowRequestCount: this.#slowRequests,
    }
  }

  errors(): ErrorFigures {
    return {
      totalErrors: this.#totalErrors,
      errorsByType: Object.fromEntries(this.#errorsByType),
      recentErrors: [...this.#recentErrors],
    }
  }

  reset(): void {
    this.#latency.reset()
    this.#slowRequests = 0
    this.#totalErrors = 0
    this.#errorsByType.clear()
    this.#recentErrors.length = 0
  }
}

/** Database statements slower than SLOW_QUERY_MS since the last reset: a count and a sum. */
export class SlowQueryStats {
  #count = 0
  #sumMs = 0

  recordQuery(durationMs: number): void {
    if (!(durationMs > SLOW_QUERY_MS)) return
    this.#count += 1
    this.#sumMs += durationMs
  }

  figures(): SlowQueryFigures {
    return {
      totalSlowQueries: this.#count,
      averageDuration: this.#count ? round2(this.#sumMs / this.#count) : 0,
    }
  }

  reset(): void {
    this.#count = 0
    this.#sumMs = 0
  }
}

/** Scheduled job runs that failed since the last reset: a count per job and the latest failures. */
export class JobFailureStats {
  #total = 0
  readonly #byJob = new Map<string, number>()
  readonly #recent: RecordedJobFailure[] = []

  record(failure: RecordedJobFailure): void {
    this.#total += 1
    this.#byJob.set(failure.job, (this.#byJob.get(failure.job) ?? 0) + 1)
    this.#recent.unshift(failure)
    if (this.#recent.length > RECENT_JOB_FAILURES_KEPT) this.#recent.pop()
  }

  figures(): JobFailureFigures {
    return {
      total: this.#total,
      byJob: Object.fromEntries(this.#byJob),
      recent: [...this.#recent],
    }
  }

  reset(): void {
    this.#total = 0
    this.#byJob.clear()
    this.#recent.length = 0
  }
}
