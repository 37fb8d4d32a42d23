import type { Page, Request } from 'playwright-core'

type PageGlobals = {
  document: { querySelector(selector: string): unknown }
  e2eQuietSince?: number
}

/**
 * Runs in the page on every animation frame (a function: the app's CSP refuses evaluating
 * text): true once the app has the page and nothing was drawn as loading on this frame and
 * the one before, that is a frame after the screen drew its last answer, as a render can
 * start a call. A screen the server drew is marked data-prerendered until the app has taken
 * it over (app/prerendered-takeover.tsx): the app starts in stages with pauses between
 * them, where no request is open and nothing is busy, and a press meanwhile is held and
 * answered later (app/held-input.ts), e.g. a dialog opening after the wait has ended.
 */
const quietForAFrame = (settleId: number) => {
  const page = globalThis as unknown as PageGlobals
  if (page.document.querySelector('[aria-busy="true"], [data-prerendered]') !== null) {
    page.e2eQuietSince = undefined
    return false
  }
  if (page.e2eQuietSince === settleId) return true
  page.e2eQuietSince = settleId
  return false
}

/** Each wait's own id, so that no wait takes another's quiet frame for its own. */
let settles = 0

/** A page's requests, followed from when `followRequests` was called. */
export interface FollowedRequests {
  /**
   * Until the screen shows what its calls answered: the app has the page, no request open
   * and nothing drawn as loading (the app marks every loading state aria-busy, which is
   * what a screen reader waits on too) for two frames in a row, checked again after that,
   * as a render can start a call. Unlike Playwright's 'networkidle' it waits for exactly
   * that, not for half a second without a request; when the screen is already quiet it
   * costs one round trip to the page.
   */
  settled(): Promise<void>
  /** Stops following (the page's other listeners stay). */
  stop(): void
}

/** Follows `page`'s requests from now on: call it before the navigation or press to wait for. */
export function followRequests(page: Page): FollowedRequests {
  const open = new Set<Request>()
  let onIdle: (() => void)[] = []
  const started = (request: Request) => open.add(request)
  const finished = (request: Request) => {
    open.delete(request)
    if (open.size > 0) return
    for (const resolve of onIdle) resolve()
    onIdle = []
  }
  page.on('request', started)
  page.on('requestfinished', finished)
  page.on('requestfailed', finished)
  return {
    async settled() {
      do {
        if (open.size > 0) await new Promise<void>((resolve) => onIdle.push(resolve))
        await page
          .waitForFunction(quietForAFrame, ++settles, { polling: 'raf' })
          .catch((error: unknown) => {
            throw new Error(
              'The screen never settled: something stayed aria-busy, or the app never took over the drawn page (#root[data-prerendered] stayed)',
              { cause: error },
            )
          })
      } while (open.size > 0)
    },
    stop() {
      page.off('request', started)
      page.off('requestfinished', finished)
      page.off('requestfailed', finished)
    },
  }
}
