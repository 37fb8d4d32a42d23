/**
 * The offline pages' only script (offline-<language>.html, see app/offline-screen.tsx). The page
 * stands at the address that could not be loaded, so loading it again retries that
 * address: on Try Again, and by itself as soon as the server answers again. The
 * browser's `online` event alone is not enough: on a home network the device may be
 * online while the family's server is not, and a phone changing networks may say it is
 * online before its requests go through.
 */

/** How often a visible offline page asks whether the server is back. */
const RETRY_EVERY_MS = 10_000

const reload = () => window.location.reload()

/** Asks for the page's headers only (past the service worker): any answer means it loads. */
async function reloadWhenReachable(): Promise<void> {
  try {
    await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
  } catch {
    return
  }
  reload()
}

window.addEventListener('online', () => void reloadWhenReachable())
setInterval(() => {
  if (document.visibilityState === 'visible') void reloadWhenReachable()
}, RETRY_EVERY_MS)
document.querySelector('[data-retry]')?.addEventListener('click', reload)
