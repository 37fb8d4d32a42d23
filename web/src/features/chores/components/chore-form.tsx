import { readBtcInput } from '@api/contracts/amount-input'
import {
  CHORE_DESTINATIONS,
  CHORE_MESSAGES,
  CHORE_RECURRENCES,
  type ChoreDestination,
  type ChoreField,
  type ChoreRecurrence,
  MAX_CHORE_TITLE_LENGTH,
  readChoreForm,
} from '@api/contracts/chore-form'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { ChoreDto, UpdateChoreBody } from '@api/features/chores/chores.schemas'
import { formatSats, satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { FormField } from '../../../components/form-field'
import { type TextFunction, useTexts } from '../../../lib/i18n'
import { localToday } from '../../../lib/local-today'
import { useFormProblem } from '../../../lib/use-form-problem'
import { weekdayIn } from '../../../lib/weekday-names'
import { destinationText } from '../chore-text'
import { choreTexts } from '../texts'

const RECURRENCE_KEY = {
  once: 'once',
  daily: 'everyDay',
  weekly: 'everyWeek',
} as const satisfies Record<ChoreRecurrence, string>

/** The API's weekdays, 0 = Sunday ... 6 = Saturday. */
const WEEKDAY_NUMBERS = [0, 1, 2, 3, 4, 5, 6] as const

/** The form as typed. */
interface ChoreFormState {
  childId: string
  title: string
  reward: string
  recurrence: ChoreRecurrence
  weekday: number
  dueDate: string
  destination: ChoreDestination
  autoApprove: boolean
}

function initialState(chore: ChoreDto | undefined, children: ChildDto[]): ChoreFormState {
  return {
    childId: String(chore?.childId ?? children[0]?.id ?? ''),
    title: chore?.title ?? '',
    reward: chore?.reward ?? '',
    recurrence: chore?.recurrence ?? 'once',
    // Saturday until the parent picks another day.
    weekday: chore?.weekday ?? 6,
    dueDate: chore?.dueDate ?? '',
    destination: chore?.destination ?? 'spending',
    autoApprove: chore?.autoApprove ?? false,
  }
}

/** The sats of what is typed, under the BTC field: every amount is shown both ways. */
function rewardHint(reward: string, t: TextFunction<typeof choreTexts.en>): string {
  const sats = readBtcInput(reward)
  return sats === null || sats === 0
    ? t('rewardLimit')
    : t('rewardLimitWithSats', { sats: formatSats(sats) })
}

export type ChoreFormProps = {
  /** The chore being edited; a new one when absent. */
  chore?: ChoreDto
  /** Whom a new chore can be for; an edited chore keeps its child. */
  childList: ChildDto[]
  submitText: string
  isBusy: boolean
  onSubmit: (input: UpdateChoreBody & { childId: number }) => void
}

/**
 * A chore's settings, checked with the server's rule (api/contracts/chore-form.ts) before
 * sending: title, reward in BTC (shown in sats too), how often, the weekday of a weekly
 * chore, the due date of a chore done once, where the reward goes, automatic approval.
 */
export function ChoreForm({ chore, childList, submitText, isBusy, onSubmit }: ChoreFormProps) {
  const t = useTexts(choreTexts)
  const problem = useFormProblem<ChoreField | 'childId'>()
  const [form, setForm] = useState(() => initialState(chore, childList))
  // Read once per opening: a dialog left open past midnight is not worth a timer.
  const [today] = useState(localToday)
  // Typing again takes the problem away; the next submit checks everything anew.
  const set = <K extends keyof ChoreFormState>(field: K, value: ChoreFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    problem.clear()
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const childId = Number(form.childId)
    if (!chore && !childList.some((c) => c.id === childId)) {
      return problem.report('childId', CHORE_MESSAGES.childRequired)
    }
    const read = readChoreForm(
      {
        ...form,
        weekday: form.recurrence === 'weekly' ? form.weekday : null,
        dueDate: form.recurrence === 'once' ? form.dueDate : null,
      },
      today,
      chore?.dueDate ?? null,
    )
    if (read.problem) return problem.report(read.problem.field, read.problem.message)
    problem.clear()
    const { rewardSat, ...draft } = read.value
    onSubmit({ ...draft, childId, reward: satsToBtc(rewardSat) })
  }

  return (
    <form onSubmit={submit} noValidate>
      {!chore && (
        <FormField label={t('child')} error={problem.hintOf('childId')}>
          {(control) => (
            <select
              {...control}
              name="childId"
              value={form.childId}
              onChange={(event) => set('childId', event.target.value)}
            >
              {childList.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField label={t('chore')} error={problem.hintOf('title')}>
        {(control) => (
          <input
            {...control}
            name="title"
            autoComplete="off"
            maxLength={MAX_CHORE_TITLE_LENGTH}
            placeholder={t('titlePlaceholder')}
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </FormField>
      <AmountInput
        label={t('reward')}
        name="reward"
        value={form.reward}
        onChange={(value) => set('reward', value)}
        error={problem.hintOf('reward')}
        hint={rewardHint(form.reward, t)}
      />
      <div className="grid">
        <label>
          {t('howOften')}
          <select
            name="recurrence"
            value={form.recurrence}
            onChange={(event) => set('recurrence', event.target.value as ChoreRecurrence)}
          >
            {CHORE_RECURRENCES.map((recurrence) => (
              <option key={recurrence} value={recurrence}>
                {t(RECURRENCE_KEY[recurrence])}
              </option>
            ))}
          </select>
        </label>
        {form.recurrence === 'weekly' && (
          <FormField label={t('day')} error={problem.hintOf('weekday')}>
            {(control) => (
              <select
                {...control}
                name="weekday"
                value={form.weekday}
                onChange={(event) => set('weekday', Number(event.target.value))}
              >
                {WEEKDAY_NUMBERS.map((day) => (
                  <option key={day} value={day}>
                    {weekdayIn(day)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {form.recurrence === 'once' && (
          <FormField label={t('dueDate')} error={problem.hintOf('dueDate')}>
            {(control) => (
              <input
                {...control}
                type="date"
                name="dueDate"
                min={today}
                value={form.dueDate}
                onChange={(event) => set('dueDate', event.target.value)}
              />
            )}
          </FormField>
        )}
      </div>
      <label>
        {t('rewardGoesTo')}
        <select
          name="destination"
          value={form.destination}
          onChange={(event) => set('destination', event.target.value as ChoreDestination)}
        >
          {CHORE_DESTINATIONS.map((destination) => (
            <option key={destination} value={destination}>
              {destinationText(destination)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          role="switch"
          aria-checked={form.autoApprove}
          name="autoApprove"
          checked={form.autoApprove}
          onChange={(event) => set('autoApprove', event.target.checked)}
        />
        {t('autoApprove')}
      </label>
      <button type="submit" aria-busy={isBusy} disabled={isBusy}>
        {submitText}
      </button>
    </form>
  )
}
