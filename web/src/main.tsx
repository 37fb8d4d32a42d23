import '@picocss/pico/css/pico.min.css'
import './styles.css'
import { holdInput } from './app/held-input'
import { registerServiceWorker } from './lib/service-worker'
import { loadIntlData } from './start/intl-data'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

/**
 * The app starts in stages, each evaluated in a task of its own with a pause between
 * them: React DOM, then the language (i18next and the catalogues it starts with), ICU's
 * data for it (start/intl-data.ts), then the app. Modules imported statically are all
 * evaluated in one task, and on a slow phone that one task (~45 ms here, ~180 ms at
 * Lighthouse's 4x slowdown) came right after the server-drawn screen's first paint,
 * where a tap waits for it and Lighthouse counts it as blocking (docs/performance.md,
 * "Lighthouse"). Meanwhile the drawn page is on screen and what is done on it is held
 * (app/held-input.ts).
 */
async function start(page: HTMLElement): Promise<void> {
  const held = page.dataset.prerendered === undefined ? undefined : holdInput(page)
  await import('./start/react-dom')
  await nextTask()
  const { startLanguage } = await import('./start/language')
  // The page the server drew is in this language (the same rule), so the app takes it
  // over without a flash of another language.
  await startLanguage()
  await nextTask()
  // The app's chunks come in while ICU's data is loaded, for the language now the
  // page's (lib/i18n.ts).
  const app = import('./start/app')
  await loadIntlData(document.documentElement.lang, nextTask)
  const { startApp } = await app
  startApp(page, held)
}

/** Lets the browser paint and answer input before the next stage. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

// After the app has started: the page's load event comes once this entry has run, before
// the stages, and the worker's fetching of the app's files would compete with theirs.
void start(container).finally(registerServiceWorker)
