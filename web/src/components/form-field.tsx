import { type ReactNode, useEffect, useId } from 'react'

/** What the field's control must spread onto itself to be labelled and described. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export type FormFieldProps = {
  label: ReactNode
  /** A validation problem; marks the control invalid and replaces the hint. */
  error?: string
  /** Help under the control. */
  hint?: ReactNode
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A label, its control and a hint, as Pico lays them out. The hint sits beside the
 * control, not inside the label, so it describes the control (aria-describedby) without
 * becoming part of its name.
 */
export function FormField({ label, error, hint, children }: FormFieldProps) {
  const id = useId()
  const hintId = useId()
  const help = error ?? hint
  // Focus moves to a field as it turns invalid: a screen reader then reads its label and
  // the problem (aria-describedby), and the user can fix it at once.
  useEffect(() => {
    if (error !== undefined) document.getElementById(id)?.focus()
  }, [error, id])
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error === undefined ? undefined : true,
        'aria-describedby': help === undefined ? undefined : hintId,
      })}
      {help !== undefined && <small id={hintId}>{help}</small>}
    </div>
  )
}
