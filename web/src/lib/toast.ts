/**
 * A tiny toast store, callable from anywhere (event handlers, fetch callbacks) without
 * props or context. <Toaster> subscribes to it and renders the visible toast.
 */

export type ToastVariant = 'default' | 'destructive'

export interface ToastInput {
  title?: string
  description?: string
  variant?: ToastVariant
  /** How long the toast stays open; TOAST_DURATION_MS unless given. */
  durationMs?: number
}

export interface ToastItem {
  id: string
  title?: string
  description?: string
  variant: ToastVariant
  durationMs: number
  /** False once dismissed; the toast stays in the store until it is removed. */
  isOpen: boolean
}

export interface ToastHandle {
  id: string
  dismiss: () => void
  update: (input: ToastInput) => void
}

/** Only one toast shows at a time: a new one replaces the old (spec). */
export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
/** A dismissed toast lingers this long before removal, as the spec's toast store does. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000

type Listener = (toasts: readonly ToastItem[]) => void

let toasts: readonly ToastItem[] = []
let nextId = 0
const listeners = new Set<Listener>()
const dismissTimers = new Map<string, ReturnType<typeof setTimeout>>()
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()

function setToasts(next: readonly ToastItem[]): void {
  toasts = next
  for (const listener of listeners) listener(toasts)
}

function clearTimers(id: string): void {
  clearTimeout(dismissTimers.get(id))
  clearTimeout(removeTimers.get(id))
  dismissTimers.delete(id)
  removeTimers.delete(id)
}

function scheduleDismiss(id: string, durationMs: number): void {
  clearTimeout(dismissTimers.get(id))
  dismissTimers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  )
}

function removeToast(id: string): void {
  clearTimers(id)
  setToasts(toasts.filter((t) => t.id !== id))
}

/** Shows a toast and returns a handle to update or dismiss it. */
export function toast(input: ToastInput): ToastHandle {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER
  const id = String(nextId)
  const item: ToastItem = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
    isOpen: true,
  }
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT)
  // Toasts pushed out by the limit are gone for good; their timers must not fire later.
  for (const old of toasts) if (!kept.includes(old)) clearTimers(old.id)
  setToasts(kept)
  scheduleDismiss(id, item.durationMs)
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => updateToast(id, next),
  }
}

export function updateToast(id: string, input: ToastInput): void {
  setToasts(
    toasts.map((t) =>
      t.id === id
        ? {
            ...t,
            ...input,
            variant: input.variant ?? t.variant,
            durationMs: input.durationMs ?? t.durationMs,
          }
        : t,
    ),
  )
}

/** Closes one toast, or all of them without an id; removal follows after the delay. */
export function dismissToast(id?: string): void {
  for (const t of toasts) {
    if (id !== undefined && t.id !== id) continue
    clearTimeout(dismissTimers.get(t.id))
    dismissTimers.delete(t.id)
    if (!removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => removeToast(t.id), TOAST_REMOVE_DELAY_MS),
      )
    }
  }
  setToasts(toasts.map((t) => (id === undefined || t.id === id ? { ...t, isOpen: false } : t)))
}

/**
 * Stops the auto-close while the user reads or focuses the toast, so nobody has to race a
 * timer (WCAG 2.2.1); resumeToast starts a full duration again. Every toast closes the
 * same way, an error's as a success's: an error's reason stays in the form it is about.
 */
export function pauseToast(id: string): void {
  clearTimeout(dismissTimers.get(id))
  dismissTimers.delete(id)
}

/** What pauseForPointer reads of a pointer event. */
export interface PointerMove {
  pointerType: string
  movementX: number
  movementY: number
}

/**
 * A pointer moving over a toast pauses it only when it is a mouse that really moves: a
 * pointer left resting where a toast then appears (a finger's last tap on a phone, the
 * mouse on the button just clicked) is no sign of reading, and it held an error toast
 * open until it was tapped (issue 26).
 */
export function pauseForPointer(id: string, pointer: PointerMove): void {
  if (pointer.pointerType !== 'mouse') return
  if (pointer.movementX === 0 && pointer.movementY === 0) return
  pauseToast(id)
}

/** Restarts a paused toast's auto-close; a toast that was never paused keeps its timer. */
export function resumeToast(id: string): void {
  const item = toasts.find((t) => t.id === id)
  if (item?.isOpen && !dismissTimers.has(id)) scheduleDismiss(id, item.durationMs)
}

export function getToasts(): readonly ToastItem[] {
  return toasts
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Forgets every toast and timer; for tests. */
export function resetToasts(): void {
  for (const id of new Set([...dismissTimers.keys(), ...removeTimers.keys()])) clearTimers(id)
  setToasts([])
}
