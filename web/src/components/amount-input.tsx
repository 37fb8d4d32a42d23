import { readBtcInput } from '@api/contracts/amount-input'
import { type ReactNode, useState } from 'react'
import { satsCountText } from '../lib/amounts'
import { shownBtc, typedBtc } from '../lib/btc-input'
import { useLanguage } from '../lib/language'
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
 *
 * In German and Spanish it is a decimal text field: people there type "0,001", which a
 * number field drops the comma of ("0001") unless the browser itself runs in that
 * language. The field shows what was typed; the form gets the amount as the app reads
 * amounts (typedBtc: the one decimal comma read as a point, nothing else guessed).
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
  const language = useLanguage()
  const [typed, setTyped] = useState(() => shownBtc(value, language))
  // The form set the amount itself (a reset, a value filled in), or the language changed.
  const shown = typedBtc(typed, language) === value ? typed : shownBtc(value, language)
  const sats = withSats ? readBtcInput(value) : null
  const echo = sats === null || value.trim() === '' ? null : satsCountText(sats, language)
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
          type={language === 'en' ? 'number' : 'text'}
          name={name}
          inputMode="decimal"
          step="0.00000001"
          min="0"
          required
          autoComplete="off"
          disabled={!isEnabled}
          value={shown}
          onChange={(event) => {
            setTyped(event.target.value)
            onChange(typedBtc(event.target.value, language))
          }}
        />
      )}
    </FormField>
  )
}
