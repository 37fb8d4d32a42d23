import type { ChoreDto } from '@api/features/chores/chores.schemas'
import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { BusyButton } from '../../../components/busy-button'
import { useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { markChoreDone, useChores } from '../api'
import { recurrenceText, stateText, whenText } from '../chore-text'
import { choreTexts } from '../texts'

function DoneButton({ chore }: { chore: ChoreDto }) {
  const t = useTexts(choreTexts)
  const done = useMoneyMutation((_: undefined) => markChoreDone(chore.id), {
    onSuccess: (result) =>
      toast(
        result.paid === null
          ? { title: t('wellDone'), description: t('parentWillCheck') }
          : {
              title: t('wellDone'),
              description: t(
                chore.destination === 'savings' ? 'addedToSavings' : 'addedToSpending',
                { paid: result.paid },
              ),
            },
      ),
    failure: { title: t('errorTitle'), description: t('markDoneFailed') },
  })
  return (
    <BusyButton
      type="button"
      aria-label={t('doneLabel', { title: chore.title })}
      isBusy={done.isMutating}
      onClick={() => void done.trigger(undefined)}
    >
      {t('done')}
    </BusyButton>
  )
}

export type ChildChoresCardProps = { childId: number }

/**
 * The child dashboard's chores: each with its reward and when it is for, "Done" while it
 * can be done, and the reason when a parent sent it back. The money it earned shows in
 * the activity as Chore Payment rows. Nothing while the child has no chores.
 */
export function ChildChoresCard({ childId }: ChildChoresCardProps) {
  const t = useTexts(choreTexts)
  const headingId = useId()
  // A child gets only its own; a parent's Child View filters the family's list.
  const { data: chores } = useChores()
  const own = chores?.filter((chore) => chore.childId === childId) ?? []
  if (own.length === 0) return null
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{t('myChores')}</h3>
      <ul className="card-list">
        {own.map((chore) => {
          const when = whenText(chore)
          const canBeDone = chore.state === 'open' && chore.startsOn === null
          return (
            <li key={chore.id}>
              <p>
                <strong>{chore.title}</strong>: <Btc value={chore.reward} /> (
                <Btc value={chore.reward} unit="sats" />)
                <br />
                <small>
                  {recurrenceText(chore)}
                  {when && ` · ${when}`} · {stateText(chore)}
                </small>
                {chore.rejectionReason && (
                  <>
                    <br />
                    <small>
                      {t('parentSentBack')} <q>{chore.rejectionReason}</q>
                    </small>
                  </>
                )}
              </p>
              {canBeDone && (
                <div className="button-row">
                  <DoneButton chore={chore} />
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </article>
  )
}
