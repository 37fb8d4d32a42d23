import { useTexts } from '../lib/i18n'
import type { FallbackProps } from './error-boundary'
import { componentTexts } from './texts'

export function ErrorFallback({ resetErrorBoundary }: FallbackProps) {
  const t = useTexts(componentTexts)
  return (
    <main className="container">
      <article role="alert" className="error-fallback">
        <h1>{t('errorTitle')}</h1>
        <p>{t('errorText')}</p>
        <button type="button" onClick={resetErrorBoundary}>
          {t('tryAgain')}
        </button>
      </article>
    </main>
  )
}
