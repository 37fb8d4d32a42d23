import type { ChildDto } from '@api/features/children/children.schemas'
import type { ChoreDto } from '@api/features/chores/chores.schemas'
import { useId, useState } from 'react'
import { Btc } from '../../../components/btc'
import { ConfirmStep } from '../../../components/confirm-step'
import { ModalDialog } from '../../../components/modal-dialog'
import { errorMessage } from '../../../lib/api-client'
import { RichText, useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { createChore, deleteChore, updateChore, useChores } from '../api'
import { recurrenceText, stateText, whenText } from '../chore-text'
import { choreTexts } from '../texts'
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
  const t = useTexts(choreTexts)
  const when = whenText(chore)
  return (
    <small>
      {chore.childName} · {recurrenceText(chore)}
      {when && ` · ${when}`} · {t(chore.destination === 'savings' ? 'toSavings' : 'toSpending')}
      {chore.autoApprove && ` · ${t('paidWithoutApproval')}`}
    </small>
  )
}

function AddChoreDialog({ childList }: { childList: ChildDto[] }) {
  const t = useTexts(choreTexts)
  return (
    <ModalDialog title={t('addChore')} triggerText={t('addChore')}>
      {(close) => <AddChoreForm childList={childList} onDone={close} />}
    </ModalDialog>
  )
}

function AddChoreForm({ childList, onDone }: { childList: ChildDto[]; onDone: () => void }) {
  const t = useTexts(choreTexts)
  const create = useMoneyMutation(createChore, {
    onSuccess: () => {
      toast({ title: t('choreAddedTitle'), description: t('choreAddedText') })
      onDone()
    },
    failure: { title: t('errorTitle'), description: t('addFailed') },
  })
  return (
    <ChoreForm
      childList={childList}
      submitText={t('addChore')}
      isBusy={create.isMutating}
      onSubmit={(input) => void create.trigger(input)}
    />
  )
}

function EditChoreDialog({ chore }: { chore: ChoreDto }) {
  const t = useTexts(choreTexts)
  return (
    <ModalDialog
      title={t('editTitle', { title: chore.title })}
      triggerText={t('edit')}
      triggerClassName="secondary"
    >
      {(close) => <EditChoreForm chore={chore} onDone={close} />}
    </ModalDialog>
  )
}

function EditChoreForm({ chore, onDone }: { chore: ChoreDto; onDone: () => void }) {
  const t = useTexts(choreTexts)
  const save = useMoneyMutation(
    ({ childId: _, ...input }: Parameters<typeof updateChore>[1] & { childId: number }) =>
      updateChore(chore.id, input),
    {
      onSuccess: (saved) => {
        toast({
          title: t('choreSavedTitle'),
          description: t('choreSavedText', { title: saved.title }),
        })
        onDone()
      },
      failure: { title: t('errorTitle'), description: t('saveFailed') },
    },
  )
  return (
    <ChoreForm
      chore={chore}
      childList={[]}
      submitText={t('saveChore')}
      isBusy={save.isMutating}
      onSubmit={(input) => void save.trigger(input)}
    />
  )
}

function DeleteChoreControl({ chore }: { chore: ChoreDto }) {
  const t = useTexts(choreTexts)
  const [isConfirming, setIsConfirming] = useState(false)
  const remove = useMoneyMutation((_: undefined) => deleteChore(chore.id), {
    onSuccess: () =>
      toast({
        title: t('choreDeletedTitle'),
        description: t('choreDeletedText', { title: chore.title }),
      }),
    failure: { title: t('errorTitle'), description: t('deleteFailed') },
  })
  if (!isConfirming) {
    return (
      <button type="button" className="secondary outline" onClick={() => setIsConfirming(true)}>
        {t('delete')}
      </button>
    )
  }
  return (
    <ConfirmStep
      question={t('deleteQuestion', { title: chore.title, child: chore.childName })}
      confirmText={t('deleteChore')}
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
  const t = useTexts(choreTexts)
  const headingId = useId()
  const { data: chores, error } = useChores()
  const waiting = chores?.filter((c) => c.state === 'done') ?? []
  const others = chores?.filter((c) => c.state !== 'done') ?? []

  return (
    <article aria-labelledby={headingId}>
      <header className="section-header">
        <div>
          <h3 id={headingId}>{t('cardTitle')}</h3>
          <p>
            <small>{t('cardIntro')}</small>
          </p>
        </div>
        {childList.length > 0 && <AddChoreDialog childList={childList} />}
      </header>
      {error !== undefined && <p role="alert">{errorMessage(error, t('loadFailed'))}</p>}
      {waiting.length > 0 && (
        <section aria-label={t('waitingTitle')}>
          <h4>{t('waitingTitle')}</h4>
          <ul className="request-list">
            {waiting.map((chore) => (
              <li key={chore.id}>
                <p>
                  <RichText
                    texts={choreTexts}
                    k="childDidChore"
                    parts={{ child: <strong />, chore: <strong /> }}
                    values={{ child: chore.childName, title: chore.title }}
                  />{' '}
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
        <p>{childList.length > 0 ? t('emptyWithChildren') : t('emptyNoChildren')}</p>
      )}
      {others.length > 0 && (
        <ul className="card-list" aria-label={t('allChores')}>
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
                      {t('sentBack')} <q>{chore.rejectionReason}</q>
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
