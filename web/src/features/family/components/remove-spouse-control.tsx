import type { Spouse } from '@api/features/family/family.schemas'
import { useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { removeSpouse } from '../api'
import { familyTexts } from '../texts'

export type RemoveSpouseControlProps = { spouse: Spouse }

/**
 * Ends the spouse's access (or withdraws a pending invitation), after a confirmation:
 * the account holder must be able to take back what they gave.
 */
export function RemoveSpouseControl({ spouse }: RemoveSpouseControlProps) {
  const t = useTexts(familyTexts)
  const revalidateAfter = useRevalidateAfter()
  const [isConfirming, setIsConfirming] = useState(false)
  const isActive = spouse.status === 'active'
  const remove = useApiMutation((_: undefined) => removeSpouse(), {
    onSuccess: async (reply) => {
      setIsConfirming(false)
      toast({
        title: isActive ? t('spouseRemoved') : t('invitationWithdrawn'),
        description: reply.message,
      })
      await revalidateAfter('familyMembers')
    },
    onError: (caught) =>
      toast({
        title: t('updateFailed'),
        description: errorMessage(caught, t('removeFailed')),
        variant: 'destructive',
      }),
  })

  if (!isConfirming) {
    return (
      <button type="button" className="secondary outline" onClick={() => setIsConfirming(true)}>
        {isActive ? t('removeSpouse') : t('withdrawInvitation')}
      </button>
    )
  }
  return (
    <ConfirmStep
      question={
        isActive
          ? t('removeQuestion', { email: spouse.email })
          : t('withdrawQuestion', { email: spouse.email })
      }
      confirmText={isActive ? t('removeSpouse') : t('withdrawInvitation')}
      isBusy={remove.isMutating}
      onConfirm={() => void remove.trigger(undefined)}
      onCancel={() => setIsConfirming(false)}
      isAnnounced
      startsOnCancel
    />
  )
}
