import { AUTH_USER_READ } from '@api/contracts/first-reads'
import type { Arguments, ScopedMutator, SWRConfiguration } from 'swr'
import {
  defaultFetcher,
  handleApiError,
  hasStatus,
  InvalidResponseError,
  messageOf,
  type QueryKey,
} from './api-client'

/**
 * The spec's cache and retry rules (spec 1, section 9), in one place. The decision
 * functions are pure so the rules can be tested without React.
 */

/** How long fetched data counts as fresh: SWR serves it without asking the server again. */
export const FRESH_FOR_MS = 5 * 60 * 1000
export const QUERY_MAX_RETRIES = 3
export const MUTATION_MAX_RETRIES = 2
const RETRY_BASE_DELAY_MS = 1000
const RETRY_MAX_DELAY_MS = 30_000

/** The sign-in state's key; useAuth reads it and the landing page keeps it when clearing. */
export const AUTH_USER_KEY = AUTH_USER_READ

/**
 * Whether a failed query gets retry number `attempt` (1 for the first retry). Answers that
 * retrying cannot change (signed out, forbidden, missing) are never retried.
 */
export function shouldRetryQuery(error: unknown, attempt: number): boolean {
  if (attempt > QUERY_MAX_RETRIES) return false
  return ![401, 403, 404].some((status) => hasStatus(error, status))
}

/** Wait before retry number `attempt` (1-based): 1 s, 2 s, 4 s ... capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS)
}

/** Whether a failed mutation gets retry number `attempt`: never for a 4xx answer. */
export function shouldRetryMutation(error: unknown, attempt: number): boolean {
  if (attempt > MUTATION_MAX_RETRIES) return false
  // The server answered: sending the same write again could do it twice.
  if (error instanceof InvalidResponseError) return false
  return !/^4\d\d:/.test(messageOf(error))
}

export interface RetryDeps {
  sleep?: (ms: number) => Promise<void>
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs a mutation, retrying it by the spec's mutation rule. The server makes approvals,
 * allowance runs and imports idempotent, which is what makes retrying writes safe.
 * @throws the last error once no retry is left.
 */
export async function mutateWithRetry<T>(run: () => Promise<T>, deps: RetryDeps = {}): Promise<T> {
  const sleep = deps.sleep ?? sleepFor
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (!shouldRetryMutation(error, attempt)) throw error
      await sleep(retryDelayMs(attempt))
    }
  }
}

function isAuthKey(key: unknown): boolean {
  if (typeof key === 'string') return key === AUTH_USER_KEY
  return Array.isArray(key) && keyToString(key) === AUTH_USER_KEY
}

function keyToString(key: readonly unknown[]): string {
  return key.map(String).join('/')
}

export const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error,
  _key,
  _config,
  revalidate,
  opts,
) => {
  const attempt = opts.retryCount
  if (!shouldRetryQuery(error, attempt)) return
  setTimeout(() => revalidate(opts), retryDelayMs(attempt))
}

export interface QueryErrorDeps {
  handle?: typeof handleApiError
}

/**
 * Applies the shared error handling to failed queries. The sign-in state is skipped: a
 * signed-out visitor of a public page must not be sent to /api/login.
 */
export function handleQueryError(error: unknown, key: string, deps: QueryErrorDeps = {}): void {
  if (isAuthKey(key)) return
  const handle = deps.handle ?? handleApiError
  try {
    handle(error)
  } catch {
    // Already reported; the hook that asked keeps the error in its own state.
  }
}

export const swrConfig: SWRConfiguration = {
  fetcher: (key: QueryKey) => defaultFetcher(key),
  dedupingInterval: FRESH_FOR_MS,
  refreshInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: true,
  errorRetryCount: QUERY_MAX_RETRIES,
  onErrorRetry,
  onError: (error, key) => handleQueryError(error, key),
}

/**
 * Options for a polled query. SWR dedupes polling requests for `dedupingInterval`, so the
 * 5-minute freshness would swallow a 30 s poll unless the window is shortened with it.
 */
export function pollEvery(intervalMs: number): SWRConfiguration {
  return { refreshInterval: intervalMs, dedupingInterval: Math.floor(intervalMs / 2) }
}

/**
 * Empties every cached query except the sign-in state. Revalidating drops SWR's dedupe
 * markers too, so a screen opened next fetches afresh; keys no screen shows just empty.
 */
export function clearCachedQueries(mutate: ScopedMutator): Promise<unknown> {
  return mutate((key: Arguments) => !isAuthKey(key), undefined, { revalidate: true })
}
