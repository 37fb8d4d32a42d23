import { WEEKDAYS } from '@api/contracts/weekdays'

export type WeekdaySelectProps = {
  label: string
  value: number
  onChange: (day: number) => void
}

/** The allowance day, Sunday to Saturday, as the API's 0-6 number. */
export function WeekdaySelect({ label, value, onChange }: WeekdaySelectProps) {
  return (
    <label>
      {label}
      <select
        name="allowanceDay"
        required
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {WEEKDAYS.map((name, day) => (
          <option key={name} value={day}>
            {name}
          </option>
        ))}
      </select>
    </label>
  )
}
