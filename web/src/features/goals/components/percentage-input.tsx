import { keepPercentInput } from '@api/contracts/percentage'
import { FilteredInput, type FilteredInputProps } from './filtered-input'

export type PercentageInputProps = Pick<FilteredInputProps, 'value' | 'onChange' | 'error' | 'hint'>

/** The allocation forms' "Percentage (%)" field, for a parent and for a child alike. */
export function PercentageInput(props: PercentageInputProps) {
  return (
    <FilteredInput
      label="Percentage (%)"
      name="percentage"
      inputMode="decimal"
      placeholder="10"
      filter={keepPercentInput}
      {...props}
    />
  )
}
