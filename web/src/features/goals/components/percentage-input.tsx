import { keepPercentInput } from '@api/contracts/percentage'
import { useTexts } from '../../../lib/i18n'
import { goalsTexts } from '../texts'
import { FilteredInput, type FilteredInputProps } from './filtered-input'

export type PercentageInputProps = Pick<FilteredInputProps, 'value' | 'onChange' | 'error' | 'hint'>

/** The allocation forms' "Percentage (%)" field, for a parent and for a child alike. */
export function PercentageInput(props: PercentageInputProps) {
  const t = useTexts(goalsTexts)
  return (
    <FilteredInput
      label={t('percentageLabel')}
      name="percentage"
      inputMode="decimal"
      placeholder="10"
      filter={keepPercentInput}
      {...props}
    />
  )
}
