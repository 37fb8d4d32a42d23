/** Where the build writes the service worker (web/service-worker/sw.ts); its scope is the whole app. */
const SERVICE_WORKER_URL = '/sw.js'

/**
 * Registers the service worker that lets the installed app open without a connection
 * (the offline page). Browsers allow one only in a secure context (HTTPS, or localhost):
 * on a family's plain-HTTP LAN address there is none, and nothing is said. Registered
 * once the page has loaded and the app started (main.tsx), so fetching the shell never
 * competes with the first screen or the app's start;
 * the development build (`npm run dev`) has no worker.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return
  if (!window.isSecureContext || !('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL).catch((error: unknown) => {
      // A self-signed certificate is refused here, for example; the app works without it.
      console.warn('The offline page is not available: the service worker was refused.', error)
    })
  }
  // A task of its own, after the load event: registering takes tens of milliseconds on a
  // slow phone, which would lengthen the task it is called from (the app's start).
  const registerSoon = () => setTimeout(register)
  if (document.readyState === 'complete') registerSoon()
  else window.addEventListener('load', registerSoon, { once: true })
}
