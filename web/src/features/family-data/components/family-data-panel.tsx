import { DELETE_CONFIRMATION } from '@api/contracts/family-deletion'
import { useId, useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { deleteFamilyFromServer, downloadFamilyExport } from '../api'
import { familyDataTexts } from '../texts'

export type FamilyDataPanelProps = {
  /** Only the parent who holds the account may delete the family. */
  canDelete: boolean
}

/** The family's data on this server: a download of all of it, and its deletion. */
export function FamilyDataPanel({ canDelete }: FamilyDataPanelProps) {
  const headingId = useId()
  const t = useTexts(familyDataTexts)
  const [isDeleting, setIsDeleting] = useState(false)
  const [typed, setTyped] = useState('')

  const download = useApiMutation((_: undefined) => downloadFamilyExport(), {
    onError: (caught) =>
      toast({
        title: t('downloadFailedTitle'),
        description: errorMessage(caught, t('downloadFailed')),
        variant: 'destructive',
      }),
  })
  const remove = useApiMutation((confirmation: string) => deleteFamilyFromServer(confirmation), {
    // Everyone of the family is signed out: start again from the landing page.
    onSuccess: () => window.location.assign('/'),
    onError: (caught) =>
      toast({
        title: t('deleteFailedTitle'),
        description: errorMessage(caught, t('deleteFailed')),
        variant: 'destructive',
      }),
  })

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{t('title')}</h3>
      </header>
      <p>{t('intro')}</p>
      <button
        type="button"
        className="secondary"
        aria-busy={download.isMutating}
        disabled={download.isMutating}
        onClick={() => void download.trigger(undefined)}
      >
        {t('download')}
      </button>
      {canDelete && !isDeleting && (
        <p>
          <button type="button" className="button-danger" onClick={() => setIsDeleting(true)}>
            {t('deleteFamily')}
          </button>
        </p>
      )}
      {canDelete && isDeleting && (
        <ConfirmStep
          question={t('deleteQuestion')}
          confirmText={t('deleteEverything')}
          isBusy={remove.isMutating}
          onConfirm={() => void remove.trigger(typed)}
          onCancel={() => {
            setIsDeleting(false)
            setTyped('')
          }}
          isAnnounced
          startsOnCancel
        >
          <label>
            {t('typeToConfirm', { word: DELETE_CONFIRMATION })}
            <input
              value={typed}
              autoComplete="off"
              onChange={(event) => setTyped(event.target.value)}
            />
          </label>
        </ConfirmStep>
      )}
    </article>
  )
}
