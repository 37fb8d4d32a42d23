import { MAX_CHILD_AGE, MIN_CHILD_AGE } from '@api/contracts/child-form'
import type { Gender } from '@api/features/children/children.schemas'
import { FormField } from '../../../components/form-field'

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
  return (
    <>
      <FormField label="Name" error={hintOf('name')}>
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
        <FormField label="Age" error={hintOf('age')}>
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
        <FormField label="Gender">
          {(control) => (
            <select
              {...control}
              name="gender"
              value={values.gender}
              onChange={(event) =>
                onChange({ ...values, gender: event.target.value === 'girl' ? 'girl' : 'boy' })
              }
            >
              <option value="boy">Boy</option>
              <option value="girl">Girl</option>
            </select>
          )}
        </FormField>
      </div>
    </>
  )
}
