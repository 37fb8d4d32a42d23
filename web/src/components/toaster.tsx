import { useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { dismissToast, getToasts, pauseToast, resumeToast, subscribeToasts } from '../lib/toast'

/**
 * Open modal dialogs sit in the browser's top layer, above any z-index, and make the rest
 * of the page inert: a toast shown behind one can be neither seen, clicked nor announced.
 * So each open ModalDialog holds a ToastOutlet, and the newest outlet shows the toasts
 * while the page's own Toaster stays empty.
 */
const outlets: number[] = []
const outletListeners = new Set<() => void>()
let lastOutletId = 0

function changeOutlets(change: () => void): void {
  change()
  for (const listener of outletListeners) listener()
}

function subscribeOutlets(listener: () => void): () => void {
  outletListeners.add(listener)
  return () => {
    outletListeners.delete(listener)
  }
}

function getTopOutlet(): number | undefined {
  return outlets.at(-1)
}

type ToastRegionProps = {
  isActive: boolean
  /** 'inline' takes its own room in the layout, so it can never cover a control. */
  placement: 'page' | 'inline'
}

/**
 * The live region stays mounted even while it shows nothing, so screen readers announce
 * each new toast as its content changes.
 */
function ToastRegion({ isActive, placement }: ToastRegionProps) {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts)
  const visible = isActive ? toasts.filter((t) => t.isOpen) : []
  return (
    <section
      className={placement === 'inline' ? 'toaster toaster-inline' : 'toaster'}
      aria-label="Notifications"
    >
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

/** The page's toasts; empty while a modal dialog's ToastOutlet shows them instead. */
export function Toaster() {
  const topOutlet = useSyncExternalStore(subscribeOutlets, getTopOutlet, getTopOutlet)
  return <ToastRegion isActive={topOutlet === undefined} placement="page" />
}

/**
 * Shows the toasts inside an open modal dialog; render it only while the dialog is open.
 * It sits in the dialog's flow under the title rather than floating: a floating toast
 * covered the dialog's own buttons (Add Child's on a phone, Send Request's on a laptop).
 */
export function ToastOutlet() {
  const [id] = useState(() => ++lastOutletId)
  const topOutlet = useSyncExternalStore(subscribeOutlets, getTopOutlet, getTopOutlet)
  // A layout effect, so no frame shows the toast behind the dialog first.
  useLayoutEffect(() => {
    changeOutlets(() => outlets.push(id))
    return () =>
      changeOutlets(() => {
        const at = outlets.indexOf(id)
        if (at >= 0) outlets.splice(at, 1)
      })
  }, [id])
  return <ToastRegion isActive={topOutlet === id} placement="inline" />
}
