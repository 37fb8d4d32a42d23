import {
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useTexts } from '../lib/i18n'
import {
  dismissToast,
  getToasts,
  pauseForPointer,
  pauseToast,
  resumeToast,
  subscribeToasts,
  type ToastItem,
} from '../lib/toast'
import { chooseToastEdge, type ToastEdge } from '../lib/toast-edge'
import { componentTexts } from './texts'

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

/** The control the user pressed last: a phone's tap on a button does not always focus it. */
let lastPressed: Element | null = null

function rememberPressed(event: globalThis.PointerEvent): void {
  const target = event.target instanceof Element ? event.target : null
  lastPressed = target?.closest('button, input, select, textarea, a, [role="tab"]') ?? null
}

/** What a page toast must leave visible: the focused control, the one pressed, invalid fields. */
function controlsToKeepClear(region: Element): DOMRect[] {
  const controls = new Set<Element>(document.querySelectorAll('[aria-invalid="true"]'))
  if (document.activeElement && document.activeElement !== document.body) {
    controls.add(document.activeElement)
  }
  if (lastPressed?.isConnected) controls.add(lastPressed)
  return [...controls]
    .filter((control) => !region.contains(control))
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
}

/**
 * The page's toasts float at the bottom edge (on a phone across the whole width), where
 * a form's field or its Save button may be: while a toast shows, it moves to the top
 * edge whenever the bottom would cover the control the user works with, also as the
 * page scrolls or turns.
 */
function useEdgeClearOfControls(
  regionRef: RefObject<HTMLElement | null>,
  visible: readonly ToastItem[],
): ToastEdge {
  const [edge, setEdge] = useState<ToastEdge>('bottom')
  const isShowing = visible.length > 0
  const shownKey = visible.map((t) => t.id).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: shownKey stands for the toasts shown.
  useLayoutEffect(() => {
    const region = regionRef.current
    if (!isShowing || !region) return
    const place = () => {
      const box = region.getBoundingClientRect()
      // The box as it would sit at the bottom edge, wherever it sits now.
      const gap = Number.parseFloat(getComputedStyle(region).right) || 0
      const height = box.height
      const atBottom = {
        top: window.innerHeight - gap - height,
        bottom: window.innerHeight - gap,
        left: box.left,
        right: box.right,
      }
      setEdge(chooseToastEdge(atBottom, gap, window.innerHeight, controlsToKeepClear(region)))
    }
    place()
    window.addEventListener('scroll', place, { passive: true })
    window.addEventListener('resize', place)
    return () => {
      window.removeEventListener('scroll', place)
      window.removeEventListener('resize', place)
    }
  }, [isShowing, shownKey, regionRef])
  return edge
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
  const t = useTexts(componentTexts)
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts)
  const visible = isActive ? toasts.filter((toast) => toast.isOpen) : []
  const regionRef = useRef<HTMLElement>(null)
  const edge = useEdgeClearOfControls(regionRef, placement === 'page' ? visible : [])
  const className =
    placement === 'inline'
      ? 'toaster toaster-inline'
      : edge === 'top'
        ? 'toaster toaster-top'
        : 'toaster'
  return (
    <section ref={regionRef} className={className} aria-label={t('notifications')}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {visible.map((toast) => (
          // Moving the mouse over it or focusing it pauses the auto-close so it can be read.
          <article
            key={toast.id}
            className={toast.variant === 'destructive' ? 'toast toast-destructive' : 'toast'}
            onPointerMove={(event) => pauseForPointer(toast.id, event)}
            onPointerLeave={() => resumeToast(toast.id)}
            onFocus={() => pauseToast(toast.id)}
            onBlur={() => resumeToast(toast.id)}
          >
            <div className="toast-text">
              {toast.title && <strong>{toast.title}</strong>}
              {toast.description && <p>{toast.description}</p>}
            </div>
            <button
              type="button"
              className="toast-close secondary outline"
              aria-label={t('dismissNotification')}
              onClick={() => dismissToast(toast.id)}
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
  useEffect(() => {
    document.addEventListener('pointerdown', rememberPressed, true)
    return () => document.removeEventListener('pointerdown', rememberPressed, true)
  }, [])
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
