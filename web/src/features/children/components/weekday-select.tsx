import { currentLanguage, useTexts } from '../../../lib/i18n'
import { ALLOWANCE_DAYS, weekdayName } from '../allowance-days'
import { childrenTexts } from '../texts'

export type WeekdaySelectProps = {
  label: string
  value: number
  onChange: (day: number) => void
}

/** The allowance day, Sunday to Saturday, as the API's 0-6 number. */
export function WeekdaySelect({ label, value, onChange }: WeekdaySelectProps) {
  // The day names follow the language shown.
  useTexts(childrenTexts)
  const language = currentLanguage()
  return (
    <label>
      {label}
      <select
        name="allowanceDay"
        required
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {ALLOWANCE_DAYS.map((day) => (
          <option key={day} value={day}>
            {weekdayName(day, language)}
          </option>
        ))}
      </select>
    </label>
  )
}
