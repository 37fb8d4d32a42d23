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
import {
  acceptedLanguageTags,
  LANGUAGE_COOKIE,
  pickLanguage,
} from '../../api/contracts/language-choice.js'
import type { Language } from '../../api/contracts/languages.js'
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

/**
 * A page from the server, or the offline page in the device's language when the server
 * cannot be reached.
 */
async function loadPage(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = (await event.preloadResponse) as Response | undefined
    return preloaded ?? (await fetch(event.request))
  } catch {
    // Only a network failure lands here: an error answer from the server is shown as it is.
    const language = await offlineLanguage(event.request)
    const offline = await caches.match(SHELL.offlinePages[language], {
      cacheName: CACHE,
    })
    return offline ?? Response.error()
  }
}

/**
 * The language the server would have drawn the page in (api/contracts/language-choice.ts,
 * as api/lib/page-language.ts reads it), from what the worker knows without the server:
 * this device's choice, the `lang` cookie (which the app keeps equal to the signed-in
 * member's stored language), else the browser's languages. The request a worker sees
 * carries the Accept-Language header but not the cookies (the browser adds those on the
 * way out), so the cookie is read through the Cookie Store API where the browser gives
 * workers one; without it the browser's languages decide.
 */
async function offlineLanguage(request: Request): Promise<Language> {
  const accepted = acceptedLanguageTags(request.headers.get('accept-language') ?? undefined)
  return pickLanguage({
    device: await deviceChoice(),
    preferred: accepted.length > 0 ? accepted : self.navigator.languages,
  })
}

async function deviceChoice(): Promise<string | undefined> {
  if (!('cookieStore' in self)) return undefined
  try {
    return (await self.cookieStore.get(LANGUAGE_COOKIE))?.value
  } catch {
    // Cookies turned off for the site: the browser's languages decide.
    return undefined
  }
}

/** The shell's files never change under their names within a build: the cache first. */
async function fromShell(request: Request, pathname: string): Promise<Response> {
  const kept = await caches.match(pathname, { cacheName: CACHE, ignoreVary: true })
  return kept ?? fetch(request)
}
