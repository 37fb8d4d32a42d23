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

function AfterCommit({ run, children }: { run: () => void; children: ReactNode }) {
  // A parent's layout effect runs once the whole tree below it is in the document; `run`
  // is made once, so this runs once.
  useLayoutEffect(run, [run])
  return children
}

/**
 * Replaces a prerendered page (scripts/prerender-pages.ts) with the app, keeping the
 * visitor's focus and a button they pressed meanwhile. The page's code is fetched first, so the first commit draws the page itself rather than the loading
 * screen; the old and new markup are swapped in that one commit. The render is a
 * transition, so React works in short slices and a tap is never kept waiting long.
 * Not hydration: the demo's dates and the visitor's locale may differ from the build's,
 * and a mismatch would be thrown away with an error anyway.
 */
export async function takeOverPrerenderedPage(
  container: HTMLElement,
  root: Root,
  app: ReactNode,
  preload: Promise<void>,
): Promise<void> {
  const restoreFocus = followFocus(container)
  const pressHeldButton = holdButtonPresses(container)
  const takenOver = () => {
    restoreFocus()
    pressHeldButton()
    delete container.dataset.prerendered
  }
  await preload
  startTransition(() => root.render(<AfterCommit run={takenOver}>{app}</AfterCommit>))
}
