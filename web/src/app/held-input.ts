/**
 * What a visitor does on a page that arrived drawn (a prerendered public page, or a
 * signed-in screen the server drew) before the app can answer it: the focus, a button
 * pressed and text typed are kept and given to the app once it has the page. No React
 * here: the entry (main.tsx) starts holding before the app's code is evaluated, which
 * it does in stages, so nothing done meanwhile is lost.
 */

/** What is held on a drawn page until the app has it. */
export interface HeldInput {
  /**
   * Stops holding; what it returns gives the app what was held: the typed text at once,
   * as input events, the focus back at its place when `restoreFocus` (a page the app
   * replaced; hydration keeps the focused element), then the pressed button once React
   * has applied the typed text (a form's submit reads it).
   */
  release(options: { restoreFocus: boolean }): () => void
}

/** Holds what is done on a drawn page from now on. */
export function holdInput(container: HTMLElement): HeldInput {
  const stopHoldingPresses = holdButtonPresses(container)
  const stopKeepingText = keepTypedText(container)
  const stopFollowingFocus = followFocus(container)
  return {
    release({ restoreFocus }) {
      const pressHeldButton = stopHoldingPresses()
      const typeKeptText = stopKeepingText()
      const focusPlace = stopFollowingFocus()
      return () => {
        typeKeptText()
        if (restoreFocus) focusPlace()
        queueMicrotask(pressHeldButton)
      }
    },
  }
}

/** What the keyboard can reach, in document order. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)]
}

/**
 * Follows which control of the prerendered page has focus, by its place among the page's
 * controls, so the same place can be focused once the app has replaced the page. A
 * keyboard user who tabbed in before the scripts ran keeps their place. Like
 * holdButtonPresses: the returned function stops following, and what that returns
 * focuses the control.
 */
function followFocus(container: HTMLElement): () => () => void {
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
    return () => {
      if (place >= 0) focusablesIn(container)[place]?.focus()
    }
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
