import { setTimeout as sleep } from 'node:timers/promises'
import { evictOldest } from '../map-eviction.js'
import { ChainSourceError } from './chain-source.js'

/**
 * GET requests to one upstream HTTP API without turning many callers into a request
 * storm: answers are cached for a short time, identical requests in flight are shared
 * (single-flight), at most a few requests run at once, 429 and 5xx answers are retried
 * with exponential backoff (honouring Retry-After), and after a final failure the
 * upstream is left alone for a cool-down that grows while failures continue.
 */
export interface UpstreamOptions {
  /** e.g. https://mempool.space/api (no trailing slash needed). */
  baseUrl: string
  /** Per request, body included. Default 10 s. */
  timeoutMs?: number
  /** Requests in flight at once. Default 4 (public instances ban clients that exceed their limits). */
  maxConcurrent?: number
  /** Tries per request for 429, 5xx and connection errors. Default 3. */
  maxAttempts?: number
  /** First retry delay; doubles per attempt. Default 500 ms. */
  retryBaseMs?: number
  /** Longest retry delay, also the cap on Retry-After. Default 30 s. */
  retryMaxMs?: number
  /** Pause after a final failure; doubles while failures continue. Default 5 s. */
  cooldownBaseMs?: number
  /** Default 60 s. */
  cooldownMaxMs?: number
  /** Largest answer read; a larger one is a bad response. Default 16 MiB. */
  maxResponseBytes?: number
}

interface CacheEntry {
  value: unknown
  expiresAt: number
}

const MAX_CACHE_ENTRIES = 20_000

export class UpstreamHttp {
  readonly baseUrl: string
  private readonly timeoutMs: number
  private readonly maxAttempts: number
  private readonly retryBaseMs: number
  private readonly retryMaxMs: number
  private readonly cooldownBaseMs: number
  private readonly cooldownMaxMs: number
  private readonly maxResponseBytes: number
  private readonly limiter: Limiter
  private readonly cache = new Map<string, CacheEntry>()
  private readonly inFlight = new Map<string, Promise<unknown>>()
  /** Set by a 429: every request waits until then, as the limit is per client, not per path. */
  private pausedUntil = 0
  /** Set by a final failure: requests fail at once until then, without reaching the upstream. */
  private coolingUntil = 0
  private consecutiveFailures = 0
  private lastFailure: ChainSourceError | undefined
  /** Requests actually sent upstream (retries included); for benchmarks and health. */
  requestCount = 0

  constructor(options: UpstreamOptions) {
    const url = new URL(options.baseUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new TypeError(`chain source URL must be http(s): ${options.baseUrl}`)
    }
    this.baseUrl = options.baseUrl.replace(/\/+$/, '')
    this.timeoutMs = options.timeoutMs ?? 10_000
    this.maxAttempts = options.maxAttempts ?? 3
    this.retryBaseMs = options.retryBaseMs ?? 500
    this.retryMaxMs = options.retryMaxMs ?? 30_000
    this.cooldownBaseMs = options.cooldownBaseMs ?? 5_000
    this.cooldownMaxMs = options.cooldownMaxMs ?? 60_000
    this.maxResponseBytes = options.maxResponseBytes ?? 16 * 1024 * 1024
    this.limiter = new Limiter(options.maxConcurrent ?? 4)
  }

  /**
   * GETs `path` and turns the 200 body into a value with `read` (which throws
   * ChainSourceError 'bad-response' for an answer it cannot accept). The value is
   * cached for `ttlMs` (0: not cached); concurrent calls for the same path share one
   * request.
   * @throws ChainSourceError
   */
  get<T>(path: string, read: (body: string) => T, ttlMs: number): Promise<T> {
    const cached = this.cache.get(path)
    if (cached && cached.expiresAt > Date.now()) return Promise.resolve(cached.value as T)
    const pending = this.inFlight.get(path)
    if (pending) return pending as Promise<T>
    const request = this.fetchBody(path)
      .then((body) => {
        const value = read(body)
        if (ttlMs > 0) this.remember(path, value, ttlMs)
        return value
      })
      .finally(() => this.inFlight.delete(path))
    this.inFlight.set(path, request)
    return request
  }

  private remember(path: string, value: unknown, ttlMs: number): void {
    this.cache.delete(path)
    this.cache.set(path, { value, expiresAt: Date.now() + ttlMs })
    evictOldest(this.cache, MAX_CACHE_ENTRIES)
  }

  private async fetchBody(path: string): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      this.refuseWhileCooling(path)
      const pause = this.pausedUntil - Date.now()
      if (pause > 0) await sleep(pause)
      const outcome = await this.limiter.run(async () => {
        // Requests queued behind the one that failed fail with it, instead of each
        // waiting out its own timeout on a source that stopped answering: so the
        // cool-down starts before this request's slot passes to the next.
        this.refuseWhileCooling(path)
        const result = await this.fetchOnce(path)
        if (!result.ok && this.isOutage(result.error) && !this.willRetry(result.error, attempt)) {
          this.startCooldown(result.error)
        }
        return result
      })
      if (outcome.ok) {
        this.consecutiveFailures = 0
        return outcome.body
      }
      const { error, retryAfterMs } = outcome
      if (!this.willRetry(error, attempt)) throw error
      const backoff = this.retryBaseMs * 2 ** (attempt - 1)
      const delay = Math.min(Math.max(backoff, retryAfterMs ?? 0), this.retryMaxMs)
      if (error.code === 'rate-limited') {
        this.pausedUntil = Math.max(this.pausedUntil, Date.now() + delay)
      }
      await sleep(delay)
    }
  }

  /** 429 and 5xx or a failed connection are tried again, up to maxAttempts. */
  private willRetry(error: ChainSourceError, attempt: number): boolean {
    return (
      (error.code === 'rate-limited' || error.code === 'unavailable') && attempt < this.maxAttempts
    )
  }

  /** Failures of the upstream itself (not of one request) leave it alone for a while. */
  private isOutage(error: ChainSourceError): boolean {
    return ['rate-limited', 'unavailable', 'timeout'].includes(error.code)
  }

  /** @throws ChainSourceError during a cool-down, without reaching the upstream */
  private refuseWhileCooling(path: string): void {
    if (Date.now() < this.coolingUntil && this.lastFailure) {
      throw new ChainSourceError(
        this.lastFailure.code,
        `${this.baseUrl} is cooling down after failures (${this.lastFailure.message}); not asked for ${path}`,
      )
    }
  }

  private startCooldown(error: ChainSourceError): void {
    this.lastFailure = error
    // Requests that were already in flight fail together: one outage, one step of growth.
    if (Date.now() < this.coolingUntil) return
    this.consecutiveFailures++
    const cooldown = Math.min(
      this.cooldownBaseMs * 2 ** (this.consecutiveFailures - 1),
      this.cooldownMaxMs,
    )
    this.coolingUntil = Date.now() + cooldown
  }

  private async fetchOnce(
    path: string,
  ): Promise<
    { ok: true; body: string } | { ok: false; error: ChainSourceError; retryAfterMs?: number }
  > {
    const url = `${this.baseUrl}${path}`
    this.requestCount++
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'application/json, text/plain' },
      })
      const body = await readCapped(response, this.maxResponseBytes)
      if (body === null) {
        return {
          ok: false,
          error: new ChainSourceError(
            'bad-response',
            `${url} answered more than ${this.maxResponseBytes} bytes`,
          ),
        }
      }
      if (response.ok) return { ok: true, body }
      const detail = `${url} answered ${response.status}: ${body.slice(0, 200)}`
      if (response.status === 429) {
        return {
          ok: false,
          error: new ChainSourceError('rate-limited', detail),
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
        }
      }
      if (response.status >= 500)
        return { ok: false, error: new ChainSourceError('unavailable', detail) }
      if (response.status === 404)
        return { ok: false, error: new ChainSourceError('not-found', detail) }
      return { ok: false, error: new ChainSourceError('rejected', detail) }
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'TimeoutError') {
        return {
          ok: false,
          error: new ChainSourceError(
            'timeout',
            `${url} did not answer within ${this.timeoutMs} ms`,
            { cause },
          ),
        }
      }
      return {
        ok: false,
        error: new ChainSourceError(
          'unavailable',
          `${url} could not be reached: ${describe(cause)}`,
          {
            cause,
          },
        ),
      }
    }
  }
}

/** The body as text, or null past `maxBytes` (read no further: a broken or hostile upstream may send without end). */
async function readCapped(response: Response, maxBytes: number): Promise<string | null> {
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of response.body) {
    size += chunk.byteLength
    // Leaving the loop cancels the stream: the rest is never downloaded.
    if (size > maxBytes) return null
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** fetch() reports "fetch failed"; the useful part (ECONNREFUSED, ENOTFOUND) is its cause. */
function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' ? cause.code : String(error)
}

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

/** At most `max` tasks at once; a finishing task hands its slot straight to the next in line. */
class Limiter {
  private active = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.max) this.active++
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}
