import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTexts } from '../lib/i18n'
import { componentTexts } from './texts'

export type ConfirmStepProps = {
  /** What is asked; it also describes the confirm button. */
  question: ReactNode
  /** More about what confirming does, under the question. */
  children?: ReactNode
  confirmText: string
  /** The button that leaves things as they are; "Cancel" unless that would read oddly. */
  cancelText?: string
  isBusy: boolean
  onConfirm: () => void
  onCancel: () => void
  /**
   * For a step that appears in place of the button that opened it: the question is
   * announced as it appears, so a screen reader user hears what is asked.
   */
  isAnnounced?: boolean
  /** Focus starts on Cancel, so Enter right after opening the step does not confirm. */
  startsOnCancel?: boolean
}

/** The question before something is destroyed or taken away, with Cancel and the danger button. */
export function ConfirmStep({
  question,
  children,
  confirmText,
  cancelText,
  isBusy,
  onConfirm,
  onCancel,
  isAnnounced = false,
  startsOnCancel = false,
}: ConfirmStepProps) {
  const t = useTexts(componentTexts)
  const questionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (startsOnCancel) cancelRef.current?.focus()
  }, [startsOnCancel])

  return (
    <div className="confirm-step">
      <p id={questionId} role={isAnnounced ? 'alert' : undefined}>
        {question}
      </p>
      {children}
      <div className="button-row">
        <button ref={cancelRef} type="button" className="secondary outline" onClick={onCancel}>
          {cancelText ?? t('cancel')}
        </button>
        <button
          type="button"
          className="button-danger"
          aria-describedby={questionId}
          aria-busy={isBusy}
          disabled={isBusy}
          onClick={onConfirm}
        >
          {confirmText}
        </button>
      </div>
    </div>
  )
}
