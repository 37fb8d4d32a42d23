import { type FormEvent, useId, useState } from 'react'
import { ModalDialog } from '../../../components/modal-dialog'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { type CreateGoalInput, createGoal, useRefreshGoalData } from '../api'
import {
  CATEGORY_LABELS,
  checkGoalForm,
  GOAL_CATEGORIES,
  type GoalForm,
  type GoalFormField,
  keepAmountInput,
  localToday,
} from '../goal-rules'
import { FilteredInput } from './filtered-input'

const EMPTY_FORM: GoalForm = {
  title: '',
  description: '',
  targetAmount: '',
  category: '',
  targetDate: '',
  imageUrl: '',
}

const FIELDS = new Set<string>(Object.keys(EMPTY_FORM))

function toInput(form: GoalForm): CreateGoalInput {
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    targetAmount: form.targetAmount,
    category: form.category,
    ...(form.targetDate ? { targetDate: form.targetDate } : {}),
    ...(form.imageUrl.trim() ? { imageUrl: form.imageUrl.trim() } : {}),
  }
}

/** Create Goal: a parent's (or spouse's) new family goal, in a dialog. */
export function CreateGoalDialog() {
  return (
    <ModalDialog title="Create Family Goal" triggerText="Create Goal">
      {(close) => <CreateGoalForm onCreated={close} />}
    </ModalDialog>
  )
}

function CreateGoalForm({ onCreated }: { onCreated: () => void }) {
  const refresh = useRefreshGoalData()
  const [form, setForm] = useState<GoalForm>(EMPTY_FORM)
  const [problem, setProblem] = useState<{ field: GoalFormField; message: string } | null>(null)
  const errorId = useId()
  // Read once per opening: a dialog left open past midnight is not worth a timer.
  const [today] = useState(localToday)

  const create = useApiMutation(createGoal, {
    onSuccess: async (goal) => {
      toast({ title: 'Goal Created', description: `${goal.title} was added to your family goals.` })
      onCreated()
      await refresh()
    },
    onError: (error) => {
      // The server names the field it refused; show its sentence there as well.
      if (error instanceof ApiError && error.field && FIELDS.has(error.field)) {
        setProblem({
          field: error.field as GoalFormField,
          message: errorMessage(error, 'Failed to create goal'),
        })
      }
      notifyFailure(error, { title: 'Failed to create goal' })
    },
  })

  const set = (field: GoalFormField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    if (problem?.field === field) setProblem(null)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = checkGoalForm(form, today)
    setProblem(found)
    if (found) {
      const input = event.currentTarget.elements.namedItem(found.field)
      if (input instanceof HTMLElement) input.focus()
      return
    }
    void create.trigger(toInput(form))
  }

  /** aria wiring for a field: invalid and described by the message while it has one. */
  const invalid = (field: GoalFormField) =>
    problem?.field === field
      ? { 'aria-invalid': true as const, 'aria-describedby': errorId }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined }
  const message = (field: GoalFormField) =>
    problem?.field === field && <small id={errorId}>{problem.message}</small>

  // noValidate: the spec's messages are shown instead of the browser's own bubbles.
  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        Title
        <input
          name="title"
          autoComplete="off"
          value={form.title}
          onChange={(event) => set('title')(event.target.value)}
          {...invalid('title')}
        />
        {message('title')}
      </label>
      <label>
        Clear definition
        <textarea
          name="description"
          rows={3}
          placeholder="What exactly are we saving for, so everyone knows when it is reached?"
          value={form.description}
          onChange={(event) => set('description')(event.target.value)}
          {...invalid('description')}
        />
        {message('description')}
      </label>
      <FilteredInput
        label="Target amount (BTC)"
        name="targetAmount"
        inputMode="decimal"
        placeholder="0.001"
        value={form.targetAmount}
        onChange={set('targetAmount')}
        filter={keepAmountInput}
        error={problem?.field === 'targetAmount' ? problem.message : undefined}
        hint="Up to 8 decimals."
      />
      <label>
        Category
        <select
          name="category"
          value={form.category}
          onChange={(event) => set('category')(event.target.value)}
          {...invalid('category')}
        >
          <option value="">Choose a category</option>
          {GOAL_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {CATEGORY_LABELS[category]}
            </option>
          ))}
        </select>
        {message('category')}
      </label>
      <label>
        Target date (optional)
        <input
          type="date"
          name="targetDate"
          min={today}
          value={form.targetDate}
          onChange={(event) => set('targetDate')(event.target.value)}
          {...invalid('targetDate')}
        />
        {message('targetDate')}
      </label>
      <label>
        Picture link (optional)
        <input
          type="url"
          name="imageUrl"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={form.imageUrl}
          onChange={(event) => set('imageUrl')(event.target.value)}
          {...invalid('imageUrl')}
        />
        {message('imageUrl')}
      </label>
      <button type="submit" aria-busy={create.isMutating} disabled={create.isMutating}>
        Create Goal
      </button>
    </form>
  )
}
