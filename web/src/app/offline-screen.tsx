import { BrandLine } from '../components/brand-line'
import { useTexts } from '../lib/i18n'
import { usePageMeta } from '../lib/page-meta'
import { appTexts } from './texts'

/**
 * The offline page: what the service worker (web/service-worker/sw.ts) answers a page
 * load with when the family's server cannot be reached. The build renders it in each
 * language into offline-<language>.html (web/src/prerender.tsx); its one script, web/src/offline-page.ts, loads
 * the page again once the server answers, or on Try Again.
 */
export function OfflineScreen() {
  const t = useTexts(appTexts)
  usePageMeta({ title: t('offlineTitle'), description: t('offlineDescription') })
  return (
    <main className="container narrow-page">
      <BrandLine />
      <article>
        <h1>{t('offlineTitle')}</h1>
        <p>{t('offlineText')}</p>
        <p>{t('offlineRetryText')}</p>
        <button type="button" data-retry="">
          {t('tryAgain')}
        </button>
      </article>
    </main>
  )
}
