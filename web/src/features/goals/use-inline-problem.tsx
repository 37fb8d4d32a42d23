import { type ReactNode, useId, useState } from 'react'
import { toast } from '../../lib/toast'

export type InlineProblem<TField extends string> = { field: TField; message: string }

/**
 * A goal form's one current problem, in the spec's words: under its field, and as a toast
 * (spec 2 shows every goal message as a toast), so it is seen and announced either way.
 */
export function useInlineProblem<TField extends string>() {
  const [problem, setProblem] = useState<InlineProblem<TField> | null>(null)
  const errorId = useId()
  /** For FilteredInput, which wires up its own message. */
  const errorOf = (field: TField) => (problem?.field === field ? problem.message : undefined)

  return {
    errorOf,
    /** For a hand-built control: invalid and described by its message while it has one. */
    ariaOf: (field: TField) =>
      errorOf(field) === undefined
        ? { 'aria-invalid': undefined, 'aria-describedby': undefined }
        : { 'aria-invalid': true as const, 'aria-describedby': errorId },
    /** The message under a hand-built control. */
    messageOf: (field: TField): ReactNode => {
      const error = errorOf(field)
      return error !== undefined && <small id={errorId}>{error}</small>
    },
    /**
     * Shows a problem, or clears it when there is none; true when one is shown. Given the
     * form, focus moves to the field, so the user can fix it at once.
     */
    show: (found: InlineProblem<TField> | null, form?: HTMLFormElement): boolean => {
      setProblem(found)
      if (found === null) return false
      toast({ title: found.message, variant: 'destructive' })
      const input = form?.elements.namedItem(found.field)
      if (input instanceof HTMLElement) input.focus()
      return true
    },
    /** Editing a field clears its problem. */
    clear: (field: TField) => {
      if (problem?.field === field) setProblem(null)
    },
  }
}
