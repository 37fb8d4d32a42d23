import type { GoalDto } from '@api/features/goals/goals.schemas'
import { useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { deleteGoal, useRefreshGoalData } from '../api'

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
  const refresh = useRefreshGoalData()
  const [isConfirming, setIsConfirming] = useState(false)

  const remove = useApiMutation((_: undefined) => deleteGoal(goal.id), {
    onSuccess: async (reply) => {
      toast({ title: 'Goal Deleted', description: reply.message })
      onDeleted()
      await refresh()
    },
    onError: (error) => notifyFailure(error, { title: 'Failed to delete goal' }),
  })

  if (!isConfirming) {
    return (
      <button type="button" className="secondary" onClick={() => setIsConfirming(true)}>
        Delete Goal
      </button>
    )
  }
  return (
    <ConfirmStep
      question={
        <>
          Delete {goal.title}? What each child put in from their own balances goes back to their
          savings; gifts, bonuses and parents' money go back to whoever gave them. This cannot be
          undone.
        </>
      }
      confirmText="Delete Goal"
      isBusy={remove.isMutating}
      onConfirm={() => void remove.trigger(undefined)}
      onCancel={() => setIsConfirming(false)}
      isAnnounced
      startsOnCancel
    />
  )
}
