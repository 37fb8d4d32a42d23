import { readChildRequest } from '@api/contracts/allocation-form'
import type { ChildApplyTo } from '@api/contracts/goal-vocabulary'
import type { ChildRequestBody, GoalDto } from '@api/features/goals/goals.schemas'
import { type FormEvent, useState } from 'react'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { requestChildAllocation, useRefreshGoalData } from '../api'
import { goalsTexts } from '../texts'
import { useInlineProblem } from '../use-inline-problem'
import { PercentageInput } from './percentage-input'

export type ContributeRequestFormProps = {
  goal: Pick<GoalDto, 'id' | 'title'>
  /** The child the request is for (a signed-in child's own record). */
  childId: number
  onCancel: () => void
  onSent: () => void
}

type Field = 'percentage' | 'reason' | 'applyTo'

/**
 * A child asks to put a percentage of their money into a goal. Nothing moves until a parent
 * approves, so the form says so.
 */
export function ContributeRequestForm({
  goal,
  childId,
  onCancel,
  onSent,
}: ContributeRequestFormProps) {
  const t = useTexts(goalsTexts)
  const refresh = useRefreshGoalData()
  const [percentage, setPercentage] = useState('')
  const [applyTo, setApplyTo] = useState<ChildApplyTo>('new_contributions')
  const [reason, setReason] = useState('')
  const problem = useInlineProblem<Field>()

  const send = useApiMutation((input: ChildRequestBody) => requestChildAllocation(goal.id, input), {
    onSuccess: async () => {
      toast({
        title: t('requestSent'),
        description: t('requestSentText'),
      })
      onSent()
      await refresh()
    },
    onError: (error) =>
      notifyFailure(error, {
        title: t('error'),
        description: t('sendRequestFailed'),
      }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The server's rule, in its order and words.
    const read = readChildRequest({ percentage, reason, applyTo })
    if (problem.show(read.problem ?? null, event.currentTarget)) return
    void send.trigger({ percentage, reason: reason.trim(), applyTo, childId })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <PercentageInput
        value={percentage}
        onChange={(value) => {
          setPercentage(value)
          problem.clear('percentage')
        }}
        error={problem.errorOf('percentage')}
      />
      <fieldset>
        <legend>{t('applyTo')}</legend>
        <label>
          <input
            type="radio"
            name="applyTo"
            value="new_contributions"
            checked={applyTo === 'new_contributions'}
            onChange={() => setApplyTo('new_contributions')}
          />
          {t('applyNewChild')}
        </label>
        <label>
          <input
            type="radio"
            name="applyTo"
            value="existing_savings"
            checked={applyTo === 'existing_savings'}
            onChange={() => setApplyTo('existing_savings')}
          />
          {t('applySavingsChild')}
        </label>
      </fieldset>
      <label>
        {t('whyContribute')}
        <textarea
          name="reason"
          rows={3}
          value={reason}
          {...problem.ariaOf('reason')}
          onChange={(event) => {
            setReason(event.target.value)
            problem.clear('reason')
          }}
        />
        {problem.messageOf('reason')}
      </label>
      <p>
        <small>{t('parentDecidesFirst')}</small>
      </p>
      <div className="button-row">
        <button type="button" className="secondary outline" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" aria-busy={send.isMutating} disabled={send.isMutating}>
          {t('sendRequest')}
        </button>
      </div>
    </form>
  )
}
