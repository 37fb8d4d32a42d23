import { useEffect, useId, useRef, useState } from 'react'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { deleteGoal, type FamilyGoal, useRefreshGoalData } from '../api'

export type DeleteGoalControlProps = {
  goal: Pick<FamilyGoal, 'id' | 'title'>
  onDeleted: () => void
}

/**
 * Delete Goal, behind a confirmation that says where the money goes: the server returns
 * what the children put in to their savings, so nobody's money silently disappears.
 */
export function DeleteGoalControl({ goal, onDeleted }: DeleteGoalControlProps) {
  const refresh = useRefreshGoalData()
  const [isConfirming, setIsConfirming] = useState(false)
  const questionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)

  // Start on Cancel: Enter right after opening the step must not delete.
  useEffect(() => {
    if (isConfirming) cancelRef.current?.focus()
  }, [isConfirming])

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
    <div className="confirm-step">
      {/* Announced as it appears, so a screen reader user hears what is asked. */}
      <p id={questionId} role="alert">
        Delete {goal.title}? Any money the children put into this goal goes back to their savings;
        money added without naming a child goes back to the parents. This cannot be undone.
      </p>
      <div className="button-row">
        <button
          ref={cancelRef}
          type="button"
          className="secondary outline"
          onClick={() => setIsConfirming(false)}
        >
          Cancel
        </button>
        <button
          type="button"
          className="button-danger"
          aria-describedby={questionId}
          aria-busy={remove.isMutating}
          disabled={remove.isMutating}
          onClick={() => void remove.trigger(undefined)}
        >
          Delete Goal
        </button>
      </div>
    </div>
  )
}
