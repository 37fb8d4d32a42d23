import { SERVER_DRAWN_SCREEN } from '@api/contracts/first-reads'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import type { HeldInput } from '../app/held-input'
import { hydrateServerDrawnScreen, takeOverPrerenderedPage } from '../app/prerendered-takeover'
import { AppProvider } from '../app/provider'
import { AppRouter, preloadScreen } from '../app/router'

/**
 * The app's last start stage (main.tsx): renders the app into the page,
 * hydrating a screen the server drew, replacing a prerendered public page, or drawing
 * into the empty page. `held`: what was held on a drawn page since the entry ran.
 */
export function startApp(container: HTMLElement, held: HeldInput | undefined): void {
  const app = (
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>
  )
  // A chunk that fails to arrive fails again when its screen renders, where the error
  // boundary shows it with Try Again; here it must not stop the app from starting.
  const preload = preloadScreen(window.location.pathname).catch(() => undefined)
  const drawn = container.dataset.prerendered
  if (drawn === SERVER_DRAWN_SCREEN && held) {
    void hydrateServerDrawnScreen(container, app, preload, held)
  } else if (drawn !== undefined && held) {
    void takeOverPrerenderedPage(container, createRoot(container), app, preload, held)
  } else {
    // A transition: React renders the first screen in short slices instead of one long
    // task. With the answers the page came with (lib/first-reads.ts) that first screen is
    // a whole dashboard; the page's "Loading..." stays until it is ready.
    const root = createRoot(container)
    startTransition(() => root.render(app))
  }
}
