import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTexts } from '../lib/i18n'
import { componentTexts } from './texts'
import { ToastOutlet } from './toaster'

/** The fields a person types or chooses in; the Close button is not one. */
const FIRST_FIELD = [
  'input:not([type="hidden"]):not(:disabled):not([readonly])',
  'select:not(:disabled)',
  'textarea:not(:disabled):not([readonly])',
].join(', ')

/**
 * The browser opens a modal dialog on its first control, the header's Close; a dialog
 * with a form starts on its first field instead, as the person came to fill it in. A
 * form drawn once its data arrived gets the focus then, unless the person moved it.
 * Returns what stops waiting for it.
 */
function focusFirstField(dialog: HTMLDialogElement): () => void {
  const opened = document.activeElement
  const focusField = () => {
    const field = dialog.querySelector<HTMLElement>(FIRST_FIELD)
    if (field && document.activeElement === opened) field.focus()
    return field !== null || document.activeElement !== opened
  }
  if (focusField()) return () => undefined
  const observer = new MutationObserver(() => {
    if (focusField()) observer.disconnect()
  })
  observer.observe(dialog, { childList: true, subtree: true })
  return () => observer.disconnect()
}

export type ModalDialogProps = {
  title: string
  /** The text of the button that opens the dialog. */
  triggerText: string
  /** Pico classes of that button, e.g. "secondary outline". */
  triggerClassName?: string
  /** The dialog's body; `close` shuts it, e.g. after a successful save. */
  children: (close: () => void) => ReactNode
}

/**
 * A button and the modal <dialog> it opens, in Pico's article layout. The body mounts
 * only while open, so every opening starts from fresh form state. The native dialog
 * traps focus, closes on Escape and gives focus back to the button; it opens on its first
 * field when it has one. Toasts show inside it while it is open.
 */
export function ModalDialog({ title, triggerText, triggerClassName, children }: ModalDialogProps) {
  const t = useTexts(componentTexts)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [isOpen, setIsOpen] = useState(false)

  // showModal needs the element in the document, so it runs after the render that opens.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!isOpen || !dialog || dialog.open) return
    dialog.showModal()
    return focusFirstField(dialog)
  }, [isOpen])

  // Unmounting the body in the same render as a closing toast keeps that toast from
  // showing (and being announced) in the dialog first and on the page a moment later.
  const close = () => {
    dialogRef.current?.close()
    setIsOpen(false)
  }

  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        {triggerText}
      </button>
      <dialog ref={dialogRef} aria-labelledby={titleId} onClose={() => setIsOpen(false)}>
        {isOpen && (
          <article>
            <header>
              <button type="button" aria-label={t('close')} rel="prev" onClick={close} />
              <h2 id={titleId}>{title}</h2>
            </header>
            <ToastOutlet />
            {children(close)}
          </article>
        )}
      </dialog>
    </>
  )
}
