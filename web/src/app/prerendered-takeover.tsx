import { type ReactNode, startTransition, useLayoutEffect } from 'react'
import type { Root } from 'react-dom/client'

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
 * Holds a button pressed on the prerendered page, where no script answers it yet, and
 * presses the same button of the app once it has replaced the page: a tap made while
 * the scripts were still on their way is answered late rather than lost. Links need
 * nothing: they work without scripts.
 */
function holdButtonPresses(container: HTMLElement): () => void {
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
    if (pressed >= 0) buttonsIn()[pressed]?.click()
  }
}

/** The fields a person types into: their text carries over to the app's. */
const TEXT_FIELDS =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), textarea'

/**
 * Keeps what was typed into the page's text fields before the app replaced the page
 * (a server-rendered dashboard has a form), by each field's place among them, and types
 * it into the same fields of the app afterwards, as input events, so the app's state
 * holds it and not only the field.
 */
function keepTypedText(container: HTMLElement): () => void {
  const fieldsIn = () => [...container.querySelectorAll<HTMLInputElement>(TEXT_FIELDS)]
  const typed = new Map<number, string>()
  const onInput = (event: Event) => {
    const place = fieldsIn().indexOf(event.target as HTMLInputElement)
    if (place >= 0) typed.set(place, (event.target as HTMLInputElement).value)
  }
  container.addEventListener('input', onInput)
  return () => {
    container.removeEventListener('input', onInput)
    const fields = fieldsIn()
    for (const [place, value] of typed) {
      const field = fields[place]
      if (!field) continue
      // React follows a field's value through the element's own setter; the prototype's
      // sets it the way typing does, so the input event reaches its onChange.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
        field,
        value,
      )
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  // A parent's layout effect runs once the whole tree below it is in the document; `run`
  // is made once, so this runs once.
  useLayoutEffect(run, [run])
  return children
}

/**
 * Replaces a prerendered page (scripts/prerender-pages.ts) or one whose screen the server
 * drew (api/plugins/first-reads-page.ts) with the app, keeping the visitor's focus, what
 * they typed and a button they pressed meanwhile. The page's code is fetched first, so the first commit draws the page itself rather than the loading
 * screen; the old and new markup are swapped in that one commit. The render is a
 * transition, so React works in short slices and a tap is never kept waiting long.
 * Not hydration: the demo's dates and the visitor's locale may differ from the build's
 * (or the server's), and a mismatch would be thrown away with an error anyway.
 */
export async function takeOverPrerenderedPage(
  container: HTMLElement,
  root: Root,
  app: ReactNode,
  preload: Promise<void>,
): Promise<void> {
  const restoreFocus = followFocus(container)
  const pressHeldButton = holdButtonPresses(container)
  const typeKeptText = keepTypedText(container)
  const takenOver = () => {
    typeKeptText()
    restoreFocus()
    // After React has applied the typed text, which it does once this commit ends: the
    // button's handler reads it (a form's submit).
    queueMicrotask(pressHeldButton)
    delete container.dataset.prerendered
  }
  await preload
  startTransition(() => root.render(<AfterCommit run={takenOver}>{app}</AfterCommit>))
}
