import { BrandLine } from '../components/brand-line'
import { usePageMeta } from '../lib/page-meta'

/**
 * The offline page: what the service worker (web/service-worker/sw.ts) answers a page
 * load with when the family's server cannot be reached. The build renders it into
 * offline.html (web/src/prerender.tsx); its one script, web/src/offline-page.ts, loads
 * the page again once the server answers, or on Try Again.
 */
export function OfflineScreen() {
  usePageMeta({
    title: 'You are offline',
    description: "The app cannot reach your family's server.",
  })
  return (
    <main className="container narrow-page">
      <BrandLine />
      <article>
        <h1>You are offline</h1>
        <p>
          The app cannot reach your family's server. Your family's data is never stored on this
          device, so it needs the connection to show it.
        </p>
        <p>This page opens again by itself once the server can be reached.</p>
        <button type="button" data-retry="">
          Try Again
        </button>
      </article>
    </main>
  )
}
