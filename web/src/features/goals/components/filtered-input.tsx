import { type InputHTMLAttributes, useId } from 'react'

export type FilteredInputProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /** Cleans every keystroke and paste, e.g. keepAmountInput or keepPercentInput. */
  filter: (text: string) => string
  /** A message from the form's check or the server; marks the field invalid. */
  error?: string
  /** A lasting explanation under the field. */
  hint?: string
  inputMode: 'decimal' | 'numeric'
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'placeholder' | 'required' | 'disabled'>

/**
 * A text field whose content a filter keeps valid as the user types. Text rather than
 * type="number": number inputs accept exponents, and browsers disagree on what they report
 * for partial input such as "0.".
 */
export function FilteredInput({
  label,
  value,
  onChange,
  filter,
  error,
  hint,
  inputMode,
  ...inputProps
}: FilteredInputProps) {
  const hintId = useId()
  const errorId = useId()
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ')
  return (
    <label>
      {label}
      <input
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(filter(event.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {error && <small id={errorId}>{error}</small>}
      {hint && <small id={hintId}>{hint}</small>}
    </label>
  )
}
