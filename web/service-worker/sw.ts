/**
 * The service worker (served as /sw.js, registered by web/src/lib/service-worker.ts).
 * It keeps the app shell, the files the build lists in SHELL, so that a page load
 * without a connection shows the offline page instead of the browser's error; and
 * nothing else. Family data never enters its cache: /api/ requests are not even looked
 * at, and pages (the signed-in index.html carries the dashboard's answers) always come
 * from the server, the cache only standing in when the server cannot be reached.
 *
 * Updates: each build writes a new SHELL, so a new sw.js, which the browser finds on
 * its next page load. It takes over at once (skipWaiting, clients.claim) and removes
 * the old build's cache: pages are never served from the cache while online, so a
 * page already open keeps the code it loaded and the next load gets the new build.
 * No prompt to reload is needed.
 */
import type { AppShell } from './shell.js'

declare const self: ServiceWorkerGlobalScope
/** Written by the build (scripts/app-shell.ts). */
declare const SHELL: AppShell

const CACHE = `app-shell-${SHELL.version}`
const shellFiles = new Set(SHELL.files)

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE)
      // All or nothing: a file missing fails the install and the old worker stays.
      await cache.addAll(SHELL.files)
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The origin's caches are all this worker's: any but the current build's is stale.
      const names = await caches.keys()
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)))
      // The page request starts while the worker starts, instead of after it.
      await self.registration.navigationPreload?.enable()
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  // Not answered here, so the browser fetches as if there were no worker.
  if (request.method !== 'GET' || url.origin !== self.location.origin) return
  if (url.pathname.startsWith('/api/')) return
  if (request.mode === 'navigate') {
    event.respondWith(loadPage(event))
  } else if (shellFiles.has(url.pathname)) {
    event.respondWith(fromShell(request, url.pathname))
  }
})

/** A page from the server, or the offline page when the server cannot be reached. */
async function loadPage(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined
    return preloaded ?? (await fetch(event.request))
  } catch {
    // Only a network failure lands here: an error answer from the server is shown as it is.
    const offline = await caches.match(SHELL.offlinePage, { cacheName: CACHE })
    return offline ?? Response.error()
  }
}

/** The shell's files never change under their names within a build: the cache first. */
async function fromShell(request: Request, pathname: string): Promise<Response> {
  const kept = await caches.match(pathname, { cacheName: CACHE, ignoreVary: true })
  return kept ?? fetch(request)
}
