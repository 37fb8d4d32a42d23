import type { ReactNode } from 'react'
import { FormField } from './form-field'

export type AmountInputProps = {
  label: string
  name: string
  /** The typed text, kept as a string: the web never turns amounts into floats. */
  value: string
  onChange: (value: string) => void
  /** A validation problem; marks the input invalid and replaces the hint. */
  error?: string
  /** Help under the input, such as a USD estimate. */
  hint?: ReactNode
}

/**
 * A labelled BTC amount input as the spec asks: numeric, step 0.00000001 (one sat),
 * min 0, required. The surrounding form checks the value itself (noValidate) so the
 * spec's own message shows instead of the browser's bubble.
 */
export function AmountInput({ label, name, value, onChange, error, hint }: AmountInputProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          type="number"
          name={name}
          inputMode="decimal"
          step="0.00000001"
          min="0"
          required
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}
