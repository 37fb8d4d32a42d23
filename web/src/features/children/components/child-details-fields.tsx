import { MAX_CHILD_AGE, MIN_CHILD_AGE } from '@api/contracts/child-form'
import type { Gender } from '@api/features/children/children.schemas'
import { FormField } from '../../../components/form-field'
import { useTexts } from '../../../lib/i18n'
import { childrenTexts } from '../texts'

/** The fields of the child forms a problem can point at. */
export type ChildField = 'name' | 'age' | 'weeklyAllowance'

export interface ChildDetailsValues {
  name: string
  /** As typed; checked by readChildDetails (api/contracts) before sending. */
  age: string
  gender: Gender
}

export type ChildDetailsFieldsProps = {
  values: ChildDetailsValues
  onChange: (values: ChildDetailsValues) => void
  hintOf: (field: ChildField) => string | undefined
}

/** Name, age and gender, shared by Add Child and Edit. */
export function ChildDetailsFields({ values, onChange, hintOf }: ChildDetailsFieldsProps) {
  const t = useTexts(childrenTexts)
  return (
    <>
      <FormField label={t('name')} error={hintOf('name')}>
        {(control) => (
          <input
            {...control}
            name="name"
            required
            maxLength={50}
            autoComplete="off"
            value={values.name}
            onChange={(event) => onChange({ ...values, name: event.target.value })}
          />
        )}
      </FormField>
      <div className="grid">
        <FormField label={t('age')} error={hintOf('age')}>
          {(control) => (
            <input
              {...control}
              type="number"
              name="age"
              inputMode="numeric"
              min={MIN_CHILD_AGE}
              max={MAX_CHILD_AGE}
              step={1}
              required
              value={values.age}
              onChange={(event) => onChange({ ...values, age: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('gender')}>
          {(control) => (
            <select
              {...control}
              name="gender"
              value={values.gender}
              onChange={(event) =>
                onChange({ ...values, gender: event.target.value === 'girl' ? 'girl' : 'boy' })
              }
            >
              <option value="boy">{t('boy')}</option>
              <option value="girl">{t('girl')}</option>
            </select>
          )}
        </FormField>
      </div>
    </>
  )
}
