import type { GoalDto } from '@api/features/goals/goals.schemas'
import { useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { deleteGoal, useRefreshGoalData } from '../api'
import { goalsTexts } from '../texts'

export type DeleteGoalControlProps = {
  goal: Pick<GoalDto, 'id' | 'title'>
  onDeleted: () => void
}

/**
 * Delete Goal, behind a confirmation that says where the money goes: the server returns
 * what left each child's balances to their savings and gifts to their givers, so nobody's
 * money silently disappears and none appears.
 */
export function DeleteGoalControl({ goal, onDeleted }: DeleteGoalControlProps) {
  const t = useTexts(goalsTexts)
  const refresh = useRefreshGoalData()
  const [isConfirming, setIsConfirming] = useState(false)

  const remove = useApiMutation((_: undefined) => deleteGoal(goal.id), {
    onSuccess: async (reply) => {
      toast({ title: t('goalDeleted'), description: reply.message })
      onDeleted()
      await refresh()
    },
    onError: (error) => notifyFailure(error, { title: t('deleteGoalFailed') }),
  })

  if (!isConfirming) {
    return (
      <button type="button" className="secondary" onClick={() => setIsConfirming(true)}>
        {t('deleteGoal')}
      </button>
    )
  }
  return (
    <ConfirmStep
      question={t('deleteGoalQuestion', { title: goal.title })}
      confirmText={t('deleteGoal')}
      isBusy={remove.isMutating}
      onConfirm={() => void remove.trigger(undefined)}
      onCancel={() => setIsConfirming(false)}
      isAnnounced
      startsOnCancel
    />
  )
}
