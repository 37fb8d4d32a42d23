import { useCallback, useState } from 'react'
import { notify, splitMessage } from './notify'
import { translatedServerText } from './server-messages'

export interface FormProblem<TField extends string> {
  /** Shows a spec text ("Invalid Amount - ...") as a toast and marks the field invalid. */
  report: (field: TField, message: string) => void
  /** The hint under the field: the description part of its problem, if it has one. */
  hintOf: (field: TField) => string | undefined
  clear: () => void
}

/**
 * A form's one current validation problem. The spec shows each as a toast; the field
 * also gets aria-invalid and a hint, so the problem stays visible where it is fixed.
 */
export function useFormProblem<TField extends string>(): FormProblem<TField> {
  const [problem, setProblem] = useState<{ field: TField; message: string } | null>(null)
  const report = useCallback((field: TField, message: string) => {
    setProblem({ field, message })
    notify(message, 'destructive')
  }, [])
  const hintOf = (field: TField) => {
    if (problem?.field !== field) return undefined
    const { title, description } = splitMessage(translatedServerText(problem.message))
    return description ?? title
  }
  const clear = useCallback(() => setProblem(null), [])
  return { report, hintOf, clear }
}
