import { type ReactNode, startTransition, useLayoutEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import type { HeldInput } from './held-input'
import { reportHydrationError } from './hydration-error'
import { PageShown } from './lazy-page'

function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  // A parent's layout effect runs once the whole tree below it is in the document; `run`
  // is made once, so this runs once.
  useLayoutEffect(run, [run])
  return children
}

/**
 * Replaces a prerendered public page (scripts/prerender-pages.ts) with the app, keeping
 * the visitor's focus, what they typed and a button they pressed meanwhile (`held` since
 * the entry ran: app/held-input.ts). The page's code is fetched first, so the first
 * commit draws the page itself rather than the loading screen; the old and new markup
 * are swapped in that one commit. The render is a transition, so React works in short
 * slices and a tap is never kept waiting long.
 * Not hydration: the build drew these pages on its own day (the demo's dates are relative
 * to today), so the browser's first render may differ from them.
 */
export async function takeOverPrerenderedPage(
  container: HTMLElement,
  root: Root,
  app: ReactNode,
  preload: Promise<void>,
  held: HeldInput,
): Promise<void> {
  const takenOver = () => {
    held.release({ restoreFocus: true })()
    delete container.dataset.prerendered
  }
  await preload
  startTransition(() => root.render(<AfterCommit run={takenOver}>{app}</AfterCommit>))
}

/**
 * Hydrates a signed-in screen the server drew (api/plugins/first-reads-page.ts): the app
 * adopts the server's elements instead of drawing new ones, so the first paint stays the
 * largest one and nothing is built twice. The server drew it with the same components,
 * answers and language the browser starts with; what depends on the device (its clock,
 * time zone and locale) renders the server's way until hydration has ended
 * (lib/device-known.ts). Until the screen's code has arrived React is not listening: a
 * button pressed or text typed meanwhile is held (`held`, since the entry ran:
 * app/held-input.ts) and given to the app once it has hydrated; from the moment hydration
 * starts, React answers events itself. Focus needs nothing: the focused element stays.
 */
export async function hydrateServerDrawnScreen(
  container: HTMLElement,
  app: ReactNode,
  preload: Promise<void>,
  held: HeldInput,
): Promise<void> {
  // The screen's code first: its lazily loaded page must not suspend the hydration.
  await preload
  // From here React hears the page's events: one on the screen before hydration has
  // ended makes React finish hydrating at once and answer it. Holding it too would
  // answer it twice.
  const giveHeldInput = held.release({ restoreFocus: false })
  let isHydrated = false
  const hydrated = () => {
    if (isHydrated) return
    isHydrated = true
    giveHeldInput()
    delete container.dataset.prerendered
  }
  startTransition(() => {
    hydrateRoot(container, <PageShown.Provider value={hydrated}>{app}</PageShown.Provider>, {
      onRecoverableError: reportHydrationError,
    })
  })
}
