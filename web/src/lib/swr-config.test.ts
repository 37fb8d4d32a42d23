import type { ScopedMutator } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, InvalidResponseError } from './api-client'
import {
  AUTH_USER_KEY,
  clearCachedQueries,
  handleQueryError,
  mutateWithRetry,
  onErrorRetry,
  pollEvery,
  retryDelayMs,
  shouldRetryMutation,
  shouldRetryQuery,
  swrConfig,
} from './swr-config'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('shouldRetryQuery', () => {
  it('retries a failed query up to 3 times', () => {
    const error = new ApiError(500, 'Internal Server Error')
    expect([1, 2, 3, 4].map((attempt) => shouldRetryQuery(error, attempt))).toEqual([
      true,
      true,
      true,
      false,
    ])
  })

  it.each(['401', '403', '404'])('never retries an answer with status %s', (status) => {
    expect(shouldRetryQuery(new Error(`${status}: {"message":"nope"}`), 1)).toBe(false)
    expect(shouldRetryQuery(new ApiError(Number(status), 'nope'), 1)).toBe(false)
    // The same digits elsewhere in a message are not that status.
    expect(shouldRetryQuery(new Error(`500: upstream said ${status}`), 1)).toBe(true)
  })

  it('never retries a write whose successful answer could not be read', () => {
    expect(shouldRetryMutation(new InvalidResponseError(), 1)).toBe(false)
  })

  it('retries network failures and other statuses', () => {
    expect(shouldRetryQuery(new TypeError('Failed to fetch'), 1)).toBe(true)
    expect(shouldRetryQuery(new Error('400: bad'), 1)).toBe(true)
  })
})

describe('retryDelayMs', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ])
  })
})

describe('shouldRetryMutation', () => {
  it('retries a failed mutation up to 2 times', () => {
    const error = new ApiError(503, 'Service Unavailable')
    expect([1, 2, 3].map((attempt) => shouldRetryMutation(error, attempt))).toEqual([
      true,
      true,
      false,
    ])
  })

  it('never retries when the message starts with a 4xx code and a colon', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetryMutation(new ApiError(status, 'x'), 1)).toBe(false)
    }
  })

  it('retries messages that only mention a 4xx code elsewhere', () => {
    expect(shouldRetryMutation(new Error('500: upstream said 404:'), 1)).toBe(true)
    expect(shouldRetryMutation(new Error('4000: odd'), 1)).toBe(true)
    expect(shouldRetryMutation(new TypeError('Failed to fetch'), 1)).toBe(true)
  })
})

describe('mutateWithRetry', () => {
  it('tries again after 1 s and 2 s, then succeeds', async () => {
    const sleep = vi.fn(async (_ms: number) => {})
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, 'a'))
      .mockRejectedValueOnce(new ApiError(502, 'b'))
      .mockResolvedValueOnce('done')
    await expect(mutateWithRetry(run, { sleep })).resolves.toBe('done')
    expect(run).toHaveBeenCalledTimes(3)
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000])
  })

  it('gives up after 2 retries with the last error', async () => {
    const last = new ApiError(500, 'third')
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, 'first'))
      .mockRejectedValueOnce(new ApiError(500, 'second'))
      .mockRejectedValueOnce(last)
    await expect(mutateWithRetry(run, { sleep: async () => {} })).rejects.toBe(last)
    expect(run).toHaveBeenCalledTimes(3)
  })

  it('does not retry a 4xx answer', async () => {
    const run = vi.fn(() => Promise.reject(new ApiError(409, 'Already approved')))
    await expect(mutateWithRetry(run, { sleep: async () => {} })).rejects.toThrow('409: ')
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('onErrorRetry', () => {
  const config = swrConfig as Parameters<typeof onErrorRetry>[2]

  it('revalidates after the retry delay, passing the retry count on', () => {
    vi.useFakeTimers()
    const revalidate = vi.fn()
    const opts = { retryCount: 2, dedupe: true }
    onErrorRetry(new ApiError(500, 'x'), '/api/children', config, revalidate, opts)
    vi.advanceTimersByTime(1999)
    expect(revalidate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(revalidate).toHaveBeenCalledWith(opts)
  })

  it('stops after the third retry and for 401, 403 and 404', () => {
    vi.useFakeTimers()
    const revalidate = vi.fn()
    const retry = (status: number, retryCount: number) =>
      onErrorRetry(new ApiError(status, 'x'), 'k', config, revalidate, { retryCount, dedupe: true })
    retry(500, 4)
    retry(404, 1)
    retry(403, 1)
    retry(401, 1)
    vi.runAllTimers()
    expect(revalidate).not.toHaveBeenCalled()
  })
})

describe('swrConfig', () => {
  it('keeps data fresh for 5 minutes and never refetches on its own', () => {
    expect(swrConfig.dedupingInterval).toBe(300_000)
    expect(swrConfig.refreshInterval).toBe(0)
    expect(swrConfig.revalidateOnFocus).toBe(false)
    expect(swrConfig.revalidateOnReconnect).toBe(false)
    expect(swrConfig.errorRetryCount).toBe(3)
    expect(swrConfig.onErrorRetry).toBe(onErrorRetry)
  })

  it('fetches with a GET to the key path', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json([1]))
    vi.stubGlobal('fetch', fetchMock)
    const fetcher = swrConfig.fetcher as (key: unknown) => Promise<unknown>
    await expect(fetcher(['/api/children', 3])).resolves.toEqual([1])
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/children/3')
    expect(fetchMock.mock.calls[0]?.[1].method).toBe('GET')
  })
})

describe('pollEvery', () => {
  it('polls at the interval with a dedupe window short enough not to swallow polls', () => {
    expect(pollEvery(30_000)).toEqual({ refreshInterval: 30_000, dedupingInterval: 15_000 })
  })
})

describe('handleQueryError', () => {
  it('applies the shared handling to failed queries and swallows the rethrow', () => {
    const error = new ApiError(500, 'x')
    const handle = vi.fn(() => {
      throw error
    })
    expect(() => handleQueryError(error, '/api/children', { handle })).not.toThrow()
    expect(handle).toHaveBeenCalledWith(error)
  })

  it('leaves the sign-in state alone, so a signed-out visitor is not redirected', () => {
    const handle = vi.fn()
    handleQueryError(new ApiError(401, 'Unauthorized'), AUTH_USER_KEY, { handle })
    expect(handle).not.toHaveBeenCalled()
  })
})

describe('clearCachedQueries', () => {
  it('empties every cached key but the sign-in state and drops dedupe markers', async () => {
    const mutate = vi.fn(async () => [])
    await clearCachedQueries(mutate as unknown as ScopedMutator)
    expect(mutate).toHaveBeenCalledTimes(1)
    const [filter, data, options] = mutate.mock.calls[0] as unknown as [
      (key: unknown) => boolean,
      unknown,
      { revalidate: boolean },
    ]
    expect(data).toBeUndefined()
    expect(options).toEqual({ revalidate: true })
    expect(filter('/api/children')).toBe(true)
    expect(filter(['/api/children', 2])).toBe(true)
    expect(filter(AUTH_USER_KEY)).toBe(false)
    expect(filter(['/api/auth', 'user'])).toBe(false)
  })
})
