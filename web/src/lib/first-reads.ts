import { FIRST_READS_ELEMENT_ID } from '@api/contracts/first-reads'
import { type Cache, type Middleware, type State, useSWRConfig } from 'swr'
import { FRESH_FOR_MS } from './swr-config'

/**
 * The answers the server sent inside the page (api/contracts/first-reads.ts), keyed by
 * the URL each screen asks with, read once as the app starts. Empty while prerendering
 * (no document) and on pages sent without answers.
 */
function readPageAnswers(): Map<string, unknown> {
  const block =
    typeof document === 'undefined' ? null : document.getElementById(FIRST_READS_ELEMENT_ID)
  if (!block?.textContent) return new Map()
  try {
    return new Map(Object.entries(JSON.parse(block.textContent) as Record<string, unknown>))
  } catch {
    // A page cut short: the screens ask for their data as they would without it.
    return new Map()
  }
}

const pageAnswers = readPageAnswers()
const receivedAt = Date.now()

/** The page's answer to one read (undefined when the page did not carry it). */
export function pageAnswerOf(url: string): unknown {
  return pageAnswers.get(url)
}

/**
 * Stops counting the page's answers to the matching reads as fresh: a write changed
 * them (reads-after-writes.ts), so a screen drawn later asks the server, even within
 * the page's first minutes and though no screen showed the read when the write was made.
 */
export function forgetPageAnswers(isChanged: (key: string) => boolean): void {
  for (const key of [...pageAnswers.keys()]) {
    if (isChanged(key)) pageAnswers.delete(key)
  }
}

/**
 * A cache that keeps an entry as it is when a write changes none of its fields. While
 * React hydrates the screen the server drew, SWR tells the answers the server drew from
 * by the entry object held before the browser's first write to it. The app's frame
 * (who is signed in) hydrates and mounts before the page inside it, and mounting writes
 * the key into the entry (a new object with the same fields): every component of the
 * page reading that answer was then drawn a second time right after hydration, at once
 * and in one long task, the whole dashboard under its route (docs/performance.md).
 */
class SteadyCache extends Map<string, State> {
  override set(key: string, value: State): this {
    const held = this.get(key)
    return held !== undefined && sameFields(held, value) ? this : super.set(key, value)
  }
}

function sameFields(held: State, written: State): boolean {
  const fields = Object.keys(written) as (keyof State)[]
  return (
    fields.length === Object.keys(held).length &&
    fields.every((field) => Object.is(held[field], written[field]))
  )
}

/**
 * The app's one SWR cache, starting with the page's answers as SWR stores an answer it
 * fetched (not loading): the dashboard draws at once, without asking who is signed in
 * and then for its data. One cache for the page's life, like SWR's own default: if the
 * SWRConfig is drawn again (after the last-resort error screen), it keeps what it
 * learnt since instead of going back to the page's answers.
 */
const appCache = cacheOfAnswers(pageAnswers)

export function firstReadsCache(): Cache {
  return appCache
}

/**
 * An SWR cache holding `answers` (keyed by the URL each screen asks with) as SWR stores
 * an answer it fetched, the key (`_k`, which SWR writes into an entry when a screen first
 * reads it) included. The server's render of a signed-in page's first screen
 * (web/src/prerender.tsx) starts from one, as the browser does from the page's answers.
 */
export function cacheOfAnswers(answers: Iterable<[string, unknown]>): Map<string, State> {
  return new SteadyCache(
    [...answers].map(([key, data]) => [
      key,
      { data, isLoading: false, isValidating: false, _k: key } as State,
    ]),
  )
}

/**
 * SWR asks again for a cached answer whenever a screen first shows it. The page's
 * answers are as fresh as one SWR has just fetched, so for FRESH_FOR_MS after the page
 * arrived they are not asked again on mount (the freshness fetched answers get through
 * dedupingInterval); polling, a change's revalidation and later mounts work as ever.
 * Only while the cache still holds the answer: a logout empties it.
 */
export const keepPageAnswersFresh: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const { cache } = useSWRConfig()
  const isFreshFromPage =
    typeof key === 'string' &&
    pageAnswers.has(key) &&
    Date.now() - receivedAt < FRESH_FOR_MS &&
    cache.get(key)?.data !== undefined
  return useSWRNext(
    key,
    fetcher,
    isFreshFromPage ? { ...config, revalidateOnMount: false } : config,
  )
}
