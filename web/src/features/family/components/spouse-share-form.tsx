import { type FormEvent, useState } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { setSpouseShare } from '../api'
import { familyTexts } from '../texts'
import { ShareSlider } from './share-slider'

export type SpouseShareFormProps = {
  initialShare: number
  canManage: boolean
}

/** The spouse's share of the family net worth (the parent holds the rest). */
export function SpouseShareForm({ initialShare, canManage }: SpouseShareFormProps) {
  const t = useTexts(familyTexts)
  const revalidateAfter = useRevalidateAfter()
  const [share, setShare] = useState(initialShare)

  const save = useApiMutation(setSpouseShare, {
    onSuccess: async (reply) => {
      toast({ title: t('saved'), description: reply.message })
      await revalidateAfter('familyMembers')
    },
    onError: (error) =>
      toast({
        title: t('updateFailed'),
        description: errorMessage(error, t('spouseShareFailed')),
        variant: 'destructive',
      }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save.trigger(share)
  }

  return (
    <form onSubmit={onSubmit}>
      <ShareSlider
        label={t('spouseShare')}
        value={share}
        onChange={setShare}
        isDisabled={!canManage}
      />
      {canManage && (
        <button
          type="submit"
          className="secondary"
          aria-busy={save.isMutating}
          disabled={save.isMutating || share === initialShare}
        >
          {t('updateSpouseShare')}
        </button>
      )}
    </form>
  )
}
