import type { Spouse } from '@api/features/family/family.schemas'
import { useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { errorMessage } from '../../../lib/api-client'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { removeSpouse } from '../api'

export type RemoveSpouseControlProps = { spouse: Spouse }

/**
 * Ends the spouse's access (or withdraws a pending invitation), after a confirmation:
 * the account holder must be able to take back what they gave.
 */
export function RemoveSpouseControl({ spouse }: RemoveSpouseControlProps) {
  const revalidateAfter = useRevalidateAfter()
  const [isConfirming, setIsConfirming] = useState(false)
  const isActive = spouse.status === 'active'
  const remove = useApiMutation((_: undefined) => removeSpouse(), {
    onSuccess: async (reply) => {
      setIsConfirming(false)
      toast({
        title: isActive ? 'Spouse Removed' : 'Invitation Withdrawn',
        description: reply.message,
      })
      await revalidateAfter('familyMembers')
    },
    onError: (caught) =>
      toast({
        title: 'Update Failed',
        description: errorMessage(caught, 'The spouse could not be removed'),
        variant: 'destructive',
      }),
  })

  if (!isConfirming) {
    return (
      <button type="button" className="secondary outline" onClick={() => setIsConfirming(true)}>
        {isActive ? 'Remove Spouse' : 'Withdraw Invitation'}
      </button>
    )
  }
  return (
    <ConfirmStep
      question={
        isActive
          ? `Remove ${spouse.email} from the family? They are signed out and can no longer sign in.`
          : `Withdraw the invitation to ${spouse.email}? The e-mailed link stops working.`
      }
      confirmText={isActive ? 'Remove Spouse' : 'Withdraw Invitation'}
      isBusy={remove.isMutating}
      onConfirm={() => void remove.trigger(undefined)}
      onCancel={() => setIsConfirming(false)}
      isAnnounced
      startsOnCancel
    />
  )
}
