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
import { WEEKDAYS } from '@api/contracts/weekdays'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { ChoreDto, UpdateChoreBody } from '@api/features/chores/chores.schemas'
import { formatSats, satsToBtc } from '@api/lib/money'
import { type FormEvent, useState } from 'react'
import { AmountInput } from '../../../components/amount-input'
import { FormField } from '../../../components/form-field'
import { localToday } from '../../../lib/local-today'
import { useFormProblem } from '../../../lib/use-form-problem'
import { DESTINATION_TEXT } from '../chore-text'

const RECURRENCE_TEXT: Record<ChoreRecurrence, string> = {
  once: 'Once',
  daily: 'Every day',
  weekly: 'Every week',
}

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
function rewardHint(reward: string): string {
  const sats = readBtcInput(reward)
  return sats === null || sats === 0 ? 'Up to 0.01 BTC.' : `${formatSats(sats)}. Up to 0.01 BTC.`
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
        <FormField label="Child" error={problem.hintOf('childId')}>
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
      <FormField label="Chore" error={problem.hintOf('title')}>
        {(control) => (
          <input
            {...control}
            name="title"
            autoComplete="off"
            maxLength={MAX_CHORE_TITLE_LENGTH}
            placeholder="Feed the cat"
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
          />
        )}
      </FormField>
      <AmountInput
        label="Reward (BTC)"
        name="reward"
        value={form.reward}
        onChange={(value) => set('reward', value)}
        error={problem.hintOf('reward')}
        hint={rewardHint(form.reward)}
      />
      <div className="grid">
        <label>
          How often
          <select
            name="recurrence"
            value={form.recurrence}
            onChange={(event) => set('recurrence', event.target.value as ChoreRecurrence)}
          >
            {CHORE_RECURRENCES.map((recurrence) => (
              <option key={recurrence} value={recurrence}>
                {RECURRENCE_TEXT[recurrence]}
              </option>
            ))}
          </select>
        </label>
        {form.recurrence === 'weekly' && (
          <FormField label="Day" error={problem.hintOf('weekday')}>
            {(control) => (
              <select
                {...control}
                name="weekday"
                value={form.weekday}
                onChange={(event) => set('weekday', Number(event.target.value))}
              >
                {WEEKDAYS.map((name, day) => (
                  <option key={name} value={day}>
                    {name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {form.recurrence === 'once' && (
          <FormField label="Due date (optional)" error={problem.hintOf('dueDate')}>
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
        Reward goes to
        <select
          name="destination"
          value={form.destination}
          onChange={(event) => set('destination', event.target.value as ChoreDestination)}
        >
          {CHORE_DESTINATIONS.map((destination) => (
            <option key={destination} value={destination}>
              {DESTINATION_TEXT[destination]}
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
        Pay as soon as it is marked done (no approval)
      </label>
      <button type="submit" aria-busy={isBusy} disabled={isBusy}>
        {submitText}
      </button>
    </form>
  )
}
