import type { ChoreDto } from '@api/features/chores/chores.schemas'
import { useId } from 'react'
import { Btc } from '../../../components/btc'
import { BusyButton } from '../../../components/busy-button'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { markChoreDone, useChores } from '../api'
import { DESTINATION_TEXT, recurrenceText, stateText, whenText } from '../chore-text'

function DoneButton({ chore }: { chore: ChoreDto }) {
  const done = useMoneyMutation((_: undefined) => markChoreDone(chore.id), {
    onSuccess: (result) =>
      toast(
        result.paid === null
          ? { title: 'Well Done!', description: 'Your parent will check it and pay the reward' }
          : {
              title: 'Well Done!',
              description: `${result.paid} BTC was added to your ${DESTINATION_TEXT[chore.destination].toLowerCase()}`,
            },
      ),
    failure: { title: 'Error', description: 'Failed to mark the chore done' },
  })
  return (
    <BusyButton
      type="button"
      aria-label={`Done: ${chore.title}`}
      isBusy={done.isMutating}
      onClick={() => void done.trigger(undefined)}
    >
      Done
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
  const headingId = useId()
  // A child gets only its own; a parent's Child View filters the family's list.
  const { data: chores } = useChores()
  const own = chores?.filter((chore) => chore.childId === childId) ?? []
  if (own.length === 0) return null
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>My Chores</h3>
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
                      Your parent sent it back: <q>{chore.rejectionReason}</q>
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
