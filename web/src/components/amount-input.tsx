import { readBtcInput } from '@api/contracts/amount-input'
import { formatSats } from '@api/lib/money'
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
  /**
   * A Lightning amount (spending money, an invoice, a payout, a limit on them): typed in
   * BTC like every amount, its sats shown under the field as it is typed.
   */
  withSats?: boolean
  /** While false the field cannot be changed (a confirm step is open). */
  isEnabled?: boolean
}

/**
 * A labelled BTC amount input as the spec asks: numeric, step 0.00000001 (one sat),
 * min 0, required. The surrounding form checks the value itself (noValidate) so the
 * spec's own message shows instead of the browser's bubble.
 */
export function AmountInput({
  label,
  name,
  value,
  onChange,
  error,
  hint,
  withSats = false,
  isEnabled = true,
}: AmountInputProps) {
  const sats = withSats ? readBtcInput(value) : null
  const echo = sats === null || value.trim() === '' ? null : formatSats(sats)
  return (
    <FormField
      label={label}
      error={error}
      hint={
        echo === null ? (
          hint
        ) : (
          <>
            <span>{echo}</span>
            {hint !== undefined && <> · {hint}</>}
          </>
        )
      }
    >
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
          disabled={!isEnabled}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}
