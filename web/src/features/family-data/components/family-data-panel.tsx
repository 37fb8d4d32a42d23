import { DELETE_CONFIRMATION } from '@api/contracts/family-deletion'
import { useId, useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { errorMessage } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { deleteFamilyFromServer, downloadFamilyExport } from '../api'

export type FamilyDataPanelProps = {
  /** Only the parent who holds the account may delete the family. */
  canDelete: boolean
}

/** The family's data on this server: a download of all of it, and its deletion. */
export function FamilyDataPanel({ canDelete }: FamilyDataPanelProps) {
  const headingId = useId()
  const [isDeleting, setIsDeleting] = useState(false)
  const [typed, setTyped] = useState('')

  const download = useApiMutation((_: undefined) => downloadFamilyExport(), {
    onError: (caught) =>
      toast({
        title: 'Download failed',
        description: errorMessage(caught, 'The family data could not be downloaded'),
        variant: 'destructive',
      }),
  })
  const remove = useApiMutation((confirmation: string) => deleteFamilyFromServer(confirmation), {
    // Everyone of the family is signed out: start again from the landing page.
    onSuccess: () => window.location.assign('/'),
    onError: (caught) =>
      toast({
        title: 'Delete failed',
        description: errorMessage(caught, 'The family could not be deleted'),
        variant: 'destructive',
      }),
  })

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>Your Family's Data</h3>
      </header>
      <p>
        Download everything this server keeps about your family (children, activity, requests, goals
        and settings) as one JSON file.
      </p>
      <button
        type="button"
        className="secondary"
        aria-busy={download.isMutating}
        disabled={download.isMutating}
        onClick={() => void download.trigger(undefined)}
      >
        Download Family Data
      </button>
      {canDelete && !isDeleting && (
        <p>
          <button type="button" className="button-danger" onClick={() => setIsDeleting(true)}>
            Delete Family From Server
          </button>
        </p>
      )}
      {canDelete && isDeleting && (
        <ConfirmStep
          question="Delete your family and all its data from this server? This cannot be undone."
          confirmText="Delete Everything"
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
            Type {DELETE_CONFIRMATION} to confirm
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
