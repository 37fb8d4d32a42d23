import '@picocss/pico/css/pico.min.css'
import './styles.css'
import { SERVER_DRAWN_SCREEN } from '@api/contracts/first-reads'
import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { hydrateServerDrawnScreen, takeOverPrerenderedPage } from './app/prerendered-takeover'
import { AppProvider } from './app/provider'
import { AppRouter, preloadScreen } from './app/router'
import { startLanguage } from './lib/language'
import { registerServiceWorker } from './lib/service-worker'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

// Before the first render: the page the server drew is in this language (the same rule),
// so the app takes it over without a flash of another language.
void startLanguage()

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
if (drawn === SERVER_DRAWN_SCREEN) {
  void hydrateServerDrawnScreen(container, app, preload)
} else if (drawn !== undefined) {
  void takeOverPrerenderedPage(container, createRoot(container), app, preload)
} else {
  // A transition: React renders the first screen in short slices instead of one long
  // task. With the answers the page came with (lib/first-reads.ts) that first screen is
  // a whole dashboard; the page's "Loading..." stays until it is ready.
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
registerServiceWorker()
