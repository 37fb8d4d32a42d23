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
 * what the children put in to their savings, so nobody's money silently disappears.
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
          Delete {goal.title}? Any money the children put into this goal goes back to their savings;
          money added without naming a child goes back to the parents. This cannot be undone.
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
