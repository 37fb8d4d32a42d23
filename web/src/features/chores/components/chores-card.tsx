import type { ChildDto } from '@api/features/children/children.schemas'
import type { ChoreDto } from '@api/features/chores/chores.schemas'
import { useId, useState } from 'react'
import { Btc } from '../../../components/btc'
import { ConfirmStep } from '../../../components/confirm-step'
import { ModalDialog } from '../../../components/modal-dialog'
import { errorMessage } from '../../../lib/api-client'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { createChore, deleteChore, updateChore, useChores } from '../api'
import { DESTINATION_TEXT, recurrenceText, stateText, whenText } from '../chore-text'
import { ChoreDecision } from './chore-decision'
import { ChoreForm } from './chore-form'

function Reward({ chore }: { chore: ChoreDto }) {
  return (
    <>
      <Btc value={chore.reward} /> (<Btc value={chore.reward} unit="sats" />)
    </>
  )
}

/** A chore's child, schedule and where its reward goes, in one line. */
function ChoreFacts({ chore }: { chore: ChoreDto }) {
  const when = whenText(chore)
  return (
    <small>
      {chore.childName} · {recurrenceText(chore)}
      {when && ` · ${when}`} · to {DESTINATION_TEXT[chore.destination].toLowerCase()}
      {chore.autoApprove && ' · paid without approval'}
    </small>
  )
}

function AddChoreDialog({ childList }: { childList: ChildDto[] }) {
  return (
    <ModalDialog title="Add Chore" triggerText="Add Chore">
      {(close) => <AddChoreForm childList={childList} onDone={close} />}
    </ModalDialog>
  )
}

function AddChoreForm({ childList, onDone }: { childList: ChildDto[]; onDone: () => void }) {
  const create = useMoneyMutation(createChore, {
    onSuccess: () => {
      toast({ title: 'Chore Added', description: 'Your child can mark it done on their dashboard' })
      onDone()
    },
    failure: { title: 'Error', description: 'Failed to add the chore' },
  })
  return (
    <ChoreForm
      childList={childList}
      submitText="Add Chore"
      isBusy={create.isMutating}
      onSubmit={(input) => void create.trigger(input)}
    />
  )
}

function EditChoreDialog({ chore }: { chore: ChoreDto }) {
  return (
    <ModalDialog title={`Edit ${chore.title}`} triggerText="Edit" triggerClassName="secondary">
      {(close) => <EditChoreForm chore={chore} onDone={close} />}
    </ModalDialog>
  )
}

function EditChoreForm({ chore, onDone }: { chore: ChoreDto; onDone: () => void }) {
  const save = useMoneyMutation(
    ({ childId: _, ...input }: Parameters<typeof updateChore>[1] & { childId: number }) =>
      updateChore(chore.id, input),
    {
      onSuccess: (saved) => {
        toast({ title: 'Chore Saved', description: `${saved.title} was updated` })
        onDone()
      },
      failure: { title: 'Error', description: 'Failed to save the chore' },
    },
  )
  return (
    <ChoreForm
      chore={chore}
      childList={[]}
      submitText="Save Chore"
      isBusy={save.isMutating}
      onSubmit={(input) => void save.trigger(input)}
    />
  )
}

function DeleteChoreControl({ chore }: { chore: ChoreDto }) {
  const [isConfirming, setIsConfirming] = useState(false)
  const remove = useMoneyMutation((_: undefined) => deleteChore(chore.id), {
    onSuccess: () => toast({ title: 'Chore Deleted', description: `${chore.title} was removed` }),
    failure: { title: 'Error', description: 'Failed to delete the chore' },
  })
  if (!isConfirming) {
    return (
      <button type="button" className="secondary outline" onClick={() => setIsConfirming(true)}>
        Delete
      </button>
    )
  }
  return (
    <ConfirmStep
      question={`Delete ${chore.title} for ${chore.childName}? What it paid stays in the activity.`}
      confirmText="Delete Chore"
      isBusy={remove.isMutating}
      onConfirm={() => void remove.trigger(undefined)}
      onCancel={() => setIsConfirming(false)}
      isAnnounced
      startsOnCancel
    />
  )
}

export type ChoresCardProps = { childList: ChildDto[] }

/**
 * The parent dashboard's Chores card: chores waiting for approval first, with Approve and
 * Reject, then every other chore of the family with Edit and Delete, and Add Chore.
 */
export function ChoresCard({ childList }: ChoresCardProps) {
  const headingId = useId()
  const { data: chores, error } = useChores()
  const waiting = chores?.filter((c) => c.state === 'done') ?? []
  const others = chores?.filter((c) => c.state !== 'done') ?? []

  return (
    <article aria-labelledby={headingId}>
      <header className="section-header">
        <div>
          <h3 id={headingId}>Chores</h3>
          <p>
            <small>Children earn sats for chores; the reward is paid when you approve.</small>
          </p>
        </div>
        {childList.length > 0 && <AddChoreDialog childList={childList} />}
      </header>
      {error !== undefined && (
        <p role="alert">{errorMessage(error, 'The chores could not be loaded.')}</p>
      )}
      {waiting.length > 0 && (
        <section aria-label="Waiting for approval">
          <h4>Waiting for approval</h4>
          <ul className="request-list">
            {waiting.map((chore) => (
              <li key={chore.id}>
                <p>
                  <strong>{chore.childName}</strong> did <strong>{chore.title}</strong>:{' '}
                  <Reward chore={chore} />
                  <br />
                  <ChoreFacts chore={chore} />
                </p>
                <ChoreDecision chore={chore} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {chores && chores.length === 0 && (
        <p>
          {childList.length > 0
            ? 'No chores yet. Add one, and your child earns sats for doing it.'
            : 'Add a child first, then set chores for them.'}
        </p>
      )}
      {others.length > 0 && (
        <ul className="card-list" aria-label="All chores">
          {others.map((chore) => (
            <li key={chore.id}>
              <p>
                <strong>{chore.title}</strong>: <Reward chore={chore} /> · {stateText(chore)}
                <br />
                <ChoreFacts chore={chore} />
                {chore.rejectionReason && (
                  <>
                    <br />
                    <small>
                      Sent back: <q>{chore.rejectionReason}</q>
                    </small>
                  </>
                )}
              </p>
              <div className="button-row">
                <EditChoreDialog chore={chore} />
                <DeleteChoreControl chore={chore} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
