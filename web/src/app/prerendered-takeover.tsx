import { type ReactNode, startTransition, useLayoutEffect } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { reportHydrationError } from './hydration-error'
import { PageShown } from './lazy-page'

/** What the keyboard can reach, in document order. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)]
}

/**
 * Follows which control of the prerendered page has focus, by its place among the page's
 * controls, so the same place can be focused once the app has replaced the page. A
 * keyboard user who tabbed in before the scripts ran keeps their place.
 */
function followFocus(container: HTMLElement): () => void {
  let place = focusablesIn(container).indexOf(document.activeElement as HTMLElement)
  const onFocusIn = (event: FocusEvent) => {
    place = focusablesIn(container).indexOf(event.target as HTMLElement)
  }
  const onFocusOut = (event: FocusEvent) => {
    if (container.contains(event.relatedTarget as Node | null)) return
    // Chromium also reports focus leaving when the app's commit removes the focused
    // control, while it is still in the document; the restore runs in that same task,
    // before this check. Only a control still there afterwards was really left.
    const left = event.target as Node
    queueMicrotask(() => {
      if (left.isConnected) place = -1
    })
  }
  container.addEventListener('focusin', onFocusIn)
  container.addEventListener('focusout', onFocusOut)
  return () => {
    container.removeEventListener('focusin', onFocusIn)
    container.removeEventListener('focusout', onFocusOut)
    if (place >= 0) focusablesIn(container)[place]?.focus()
  }
}

/**
 * Holds a button pressed on the prerendered page, where no script answers it yet, until
 * the returned function stops holding; what that returns presses the same button of the
 * app once it has taken the page over: a tap made while the scripts were still on their
 * way is answered late rather than lost. Links need nothing: they work without scripts.
 */
function holdButtonPresses(container: HTMLElement): () => () => void {
  const buttonsIn = () => [...container.querySelectorAll('button')]
  let pressed = -1
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button')
    if (!button) return
    // A button in a form would submit it the old way, reloading the page.
    event.preventDefault()
    pressed = buttonsIn().indexOf(button)
  }
  container.addEventListener('click', onClick)
  return () => {
    container.removeEventListener('click', onClick)
    return () => {
      if (pressed >= 0) buttonsIn()[pressed]?.click()
    }
  }
}

/** The fields a person types into: their text carries over to the app's. */
const TEXT_FIELDS =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea'

/**
 * Keeps what was typed into the page's text fields before the app took the page over (a
 * server-rendered dashboard has a form), by each field's place among them, and types it
 * into the same fields of the app afterwards, as input events, so the app's state holds
 * it and not only the field. Like holdButtonPresses: the returned function stops
 * keeping, and what that returns types the text.
 */
function keepTypedText(container: HTMLElement): () => () => void {
  const fieldsIn = () => [...container.querySelectorAll<HTMLInputElement>(TEXT_FIELDS)]
  const typed = new Map<number, string>()
  const onInput = (event: Event) => {
    const place = fieldsIn().indexOf(event.target as HTMLInputElement)
    if (place >= 0) typed.set(place, (event.target as HTMLInputElement).value)
  }
  container.addEventListener('input', onInput)
  return () => {
    container.removeEventListener('input', onInput)
    return () => typeInto(fieldsIn(), typed)
  }
}

/** Types each kept text into the field at its place, as keepTypedText describes. */
function typeInto(fields: HTMLInputElement[], typed: Map<number, string>) {
  for (const [place, value] of typed) {
    const field = fields[place]
    if (!field) continue
    // React follows a field's value through a setter of its own on the element, and
    // reports a change only when the field's value differs from the one it followed. A
    // hydrated field still shows the text (hydration leaves a field's value alone) and
    // React followed that text, so it is first set back to empty through React's setter.
    // Then the prototype's setter sets it the way typing does, so the input event reaches
    // the field's onChange. Both in one task: nothing is painted in between.
    field.value = ''
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  // A parent's layout effect runs once the whole tree below it is in the document; `run`
  // is made once, so this runs once.
  useLayoutEffect(run, [run])
  return children
}

/**
 * Replaces a prerendered public page (scripts/prerender-pages.ts) with the app, keeping
 * the visitor's focus, what they typed and a button they pressed meanwhile. The page's
 * code is fetched first, so the first commit draws the page itself rather than the
 * loading screen; the old and new markup are swapped in that one commit. The render is a
 * transition, so React works in short slices and a tap is never kept waiting long.
 * Not hydration: the build drew these pages on its own day (the demo's dates are relative
 * to today), so the browser's first render may differ from them.
 */
export async function takeOverPrerenderedPage(
  container: HTMLElement,
  root: Root,
  app: ReactNode,
  preload: Promise<void>,
): Promise<void> {
  const restoreFocus = followFocus(container)
  const stopHoldingPresses = holdButtonPresses(container)
  const stopKeepingText = keepTypedText(container)
  const takenOver = () => {
    const pressHeldButton = stopHoldingPresses()
    stopKeepingText()()
    restoreFocus()
    // After React has applied the typed text, which it does once this commit ends: the
    // button's handler reads it (a form's submit).
    queueMicrotask(pressHeldButton)
    delete container.dataset.prerendered
  }
  await preload
  startTransition(() => root.render(<AfterCommit run={takenOver}>{app}</AfterCommit>))
}

/**
 * Hydrates a signed-in screen the server drew (api/plugins/first-reads-page.ts): the app
 * adopts the server's elements instead of drawing new ones, so the first paint stays the
 * largest one and nothing is built twice. The server drew it with the same components,
 * answers and language the browser starts with; what depends on the device (its clock,
 * time zone and locale) renders the server's way until hydration has ended
 * (lib/device-known.ts). Until the screen's code has arrived React is not listening: a
 * button pressed or text typed meanwhile is held and given to the app once it has
 * hydrated; from the moment hydration starts, React answers events itself. Focus needs
 * nothing: the focused element stays.
 */
export async function hydrateServerDrawnScreen(
  container: HTMLElement,
  app: ReactNode,
  preload: Promise<void>,
): Promise<void> {
  const stopHoldingPresses = holdButtonPresses(container)
  const stopKeepingText = keepTypedText(container)
  // The screen's code first: its lazily loaded page must not suspend the hydration.
  await preload
  // From here React hears the page's events: one on the screen before hydration has
  // ended makes React finish hydrating at once and answer it. Holding it too would
  // answer it twice.
  const pressHeldButton = stopHoldingPresses()
  const typeKeptText = stopKeepingText()
  let isHydrated = false
  const hydrated = () => {
    if (isHydrated) return
    isHydrated = true
    typeKeptText()
    // After React has applied the typed text, as above.
    queueMicrotask(pressHeldButton)
    delete container.dataset.prerendered
  }
  startTransition(() => {
    hydrateRoot(container, <PageShown.Provider value={hydrated}>{app}</PageShown.Provider>, {
      onRecoverableError: reportHydrationError,
    })
  })
}
