import { type GoalField, readGoalForm } from '@api/contracts/goal-form'
import { GOAL_CATEGORIES } from '@api/contracts/goal-vocabulary'
import type { CreateGoalBody } from '@api/features/goals/goals.schemas'
import { type FormEvent, useState } from 'react'
import { ModalDialog } from '../../../components/modal-dialog'
import { ApiError, errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { localToday } from '../../../lib/local-today'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { createGoal, useRefreshGoalData } from '../api'
import { categoryLabel, keepAmountInput } from '../goal-rules'
import { goalsTexts } from '../texts'
import { useInlineProblem } from '../use-inline-problem'
import { FilteredInput } from './filtered-input'

/** The form as typed: every field a string. */
type GoalForm = Record<GoalField, string>

const EMPTY_FORM: GoalForm = {
  title: '',
  description: '',
  targetAmount: '',
  category: '',
  targetDate: '',
  imageUrl: '',
}

const FIELDS = new Set<string>(Object.keys(EMPTY_FORM))

function toInput(form: GoalForm): CreateGoalBody {
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
  const t = useTexts(goalsTexts)
  return (
    <ModalDialog title={t('createGoalTitle')} triggerText={t('createGoal')}>
      {(close) => <CreateGoalForm onCreated={close} />}
    </ModalDialog>
  )
}

function CreateGoalForm({ onCreated }: { onCreated: () => void }) {
  const t = useTexts(goalsTexts)
  const refresh = useRefreshGoalData()
  const [form, setForm] = useState<GoalForm>(EMPTY_FORM)
  const problem = useInlineProblem<GoalField>()
  // Read once per opening: a dialog left open past midnight is not worth a timer.
  const [today] = useState(localToday)

  const create = useApiMutation(createGoal, {
    onSuccess: async (goal) => {
      toast({ title: t('goalCreated'), description: t('goalCreatedText', { title: goal.title }) })
      onCreated()
      await refresh()
    },
    onError: (error) => {
      // The server names the field it refused; show its sentence there as well.
      if (error instanceof ApiError && error.field && FIELDS.has(error.field)) {
        problem.show({
          field: error.field as GoalField,
          message: errorMessage(error, t('createGoalFailed')),
        })
      }
      notifyFailure(error, { title: t('createGoalFailed') })
    },
  })

  const set = (field: GoalField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }))
    problem.clear(field)
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The server's rule, in its order and words.
    if (problem.show(readGoalForm(form, today).problem ?? null, event.currentTarget)) return
    void create.trigger(toInput(form))
  }

  // noValidate: the spec's messages are shown instead of the browser's own bubbles.
  return (
    <form onSubmit={onSubmit} noValidate>
      <label>
        {t('title')}
        <input
          name="title"
          autoComplete="off"
          value={form.title}
          onChange={(event) => set('title')(event.target.value)}
          {...problem.ariaOf('title')}
        />
        {problem.messageOf('title')}
      </label>
      <label>
        {t('clearDefinition')}
        <textarea
          name="description"
          rows={3}
          placeholder={t('clearDefinitionPlaceholder')}
          value={form.description}
          onChange={(event) => set('description')(event.target.value)}
          {...problem.ariaOf('description')}
        />
        {problem.messageOf('description')}
      </label>
      <FilteredInput
        label={t('targetAmountBtc')}
        name="targetAmount"
        inputMode="decimal"
        placeholder="0.001"
        value={form.targetAmount}
        onChange={set('targetAmount')}
        filter={keepAmountInput}
        error={problem.errorOf('targetAmount')}
        hint={t('upToEightDecimals')}
      />
      <label>
        {t('category')}
        <select
          name="category"
          value={form.category}
          onChange={(event) => set('category')(event.target.value)}
          {...problem.ariaOf('category')}
        >
          <option value="">{t('chooseCategory')}</option>
          {GOAL_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(t, category)}
            </option>
          ))}
        </select>
        {problem.messageOf('category')}
      </label>
      <label>
        {t('targetDateOptional')}
        <input
          type="date"
          name="targetDate"
          min={today}
          value={form.targetDate}
          onChange={(event) => set('targetDate')(event.target.value)}
          {...problem.ariaOf('targetDate')}
        />
        {problem.messageOf('targetDate')}
      </label>
      <label>
        {t('pictureLinkOptional')}
        <input
          type="url"
          name="imageUrl"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          value={form.imageUrl}
          onChange={(event) => set('imageUrl')(event.target.value)}
          {...problem.ariaOf('imageUrl')}
        />
        {problem.messageOf('imageUrl')}
      </label>
      <button type="submit" aria-busy={create.isMutating} disabled={create.isMutating}>
        {t('createGoal')}
      </button>
    </form>
  )
}
