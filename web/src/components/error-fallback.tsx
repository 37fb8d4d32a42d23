import type { FallbackProps } from './error-boundary'

export function ErrorFallback({ resetErrorBoundary }: FallbackProps) {
  return (
    <main className="container">
      <article role="alert" className="error-fallback">
        <h1>Something went wrong</h1>
        <p>An unexpected error occurred. Please try refreshing the page.</p>
        <button type="button" onClick={resetErrorBoundary}>
          Try Again
        </button>
      </article>
    </main>
  )
}
