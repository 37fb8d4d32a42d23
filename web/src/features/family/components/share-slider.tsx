import { SHARE_STEP } from '@api/contracts/family'
import { useId } from 'react'
import { useTexts } from '../../../lib/i18n'
import { familyTexts } from '../texts'

export type ShareSliderProps = {
  label: string
  value: number
  onChange: (value: number) => void
  isDisabled?: boolean
}

/** A 0-100 % slider in steps of 5 that shows its value beside the label. */
export function ShareSlider({ label, value, onChange, isDisabled = false }: ShareSliderProps) {
  const id = useId()
  const t = useTexts(familyTexts)
  const percent = t('percent', { value })
  return (
    <div className="share-slider">
      <div className="share-slider-label">
        <label htmlFor={id}>{label}</label>
        {/* Screen readers get the value from aria-valuetext; this is for the eyes. */}
        <output htmlFor={id} aria-hidden="true">
          {percent}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={SHARE_STEP}
        value={value}
        aria-valuetext={percent}
        disabled={isDisabled}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  )
}
