import { useSyncExternalStore } from 'react'
import { dismissToast, getToasts, pauseToast, resumeToast, subscribeToasts } from '../lib/toast'

/**
 * Renders the visible toast. The live region stays mounted so screen readers announce
 * each new toast as its content changes.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts)
  const visible = toasts.filter((t) => t.isOpen)
  return (
    <section className="toaster" aria-label="Notifications">
      <div role="status" aria-live="polite" aria-atomic="true">
        {visible.map((t) => (
          // Hovering or focusing pauses the auto-close so the text can be read.
          <article
            key={t.id}
            className={t.variant === 'destructive' ? 'toast toast-destructive' : 'toast'}
            onMouseEnter={() => pauseToast(t.id)}
            onMouseLeave={() => resumeToast(t.id)}
            onFocus={() => pauseToast(t.id)}
            onBlur={() => resumeToast(t.id)}
          >
            <div className="toast-text">
              {t.title && <strong>{t.title}</strong>}
              {t.description && <p>{t.description}</p>}
            </div>
            <button
              type="button"
              className="toast-close secondary outline"
              aria-label="Dismiss notification"
              onClick={() => dismissToast(t.id)}
            >
              ×
            </button>
          </article>
        ))}
      </div>
    </section>
  )
}
