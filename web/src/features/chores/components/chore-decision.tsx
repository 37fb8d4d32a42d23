import { readRejectionReason } from '@api/contracts/chore-form'
import type { ChoreDto } from '@api/features/chores/chores.schemas'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { BusyButton } from '../../../components/busy-button'
import { rememberFocusPlace } from '../../../lib/focus-place'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { type ToastInput, toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { approveChore, rejectChore } from '../api'
import { choreTexts } from '../texts'

export type ChoreDecisionProps = { chore: ChoreDto }

/** A decision's request, its toast and the refresh of everything the money moved. */
function useDecision<TArgs, TResult>(
  send: (args: TArgs) => Promise<TResult>,
  describe: (result: TResult) => ToastInput,
  failureText: string,
) {
  const t = useTexts(choreTexts)
  const revalidateAfter = useRevalidateAfter()
  return useApiMutation(send, {
    onSuccess: async (result) => {
      const restoreFocus = rememberFocusPlace()
      toast(describe(result))
      await revalidateAfter('books')
      // The decided chore leaves the waiting list: focus goes to what is left, not the body.
      restoreFocus()
    },
    onError: (error) => {
      notifyFailure(error, { title: t('actionFailedTitle'), description: failureText })
      // Another parent may have decided it meanwhile (409): show the real state.
      void revalidateAfter('books')
    },
  })
}

/**
 * Approve and Reject of a chore waiting for a parent. Rejecting takes a second step for
 * the reason, which the child reads on its dashboard.
 */
export function ChoreDecision({ chore }: ChoreDecisionProps) {
  const t = useTexts(choreTexts)
  const reasonId = useId()
  const reasonErrorId = useId()
  const [isRejecting, setIsRejecting] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const reasonRef = useRef<HTMLTextAreaElement>(null)
  const subject = { child: chore.childName, title: chore.title }

  // The reason step replaces the Reject button: move focus to where the typing happens.
  useEffect(() => {
    if (isRejecting) reasonRef.current?.focus()
  }, [isRejecting])

  const approve = useDecision(
    (_: undefined) => approveChore(chore.id),
    (result) => ({
      title: t('approvedTitle'),
      description: t(chore.destination === 'savings' ? 'approvedToSavings' : 'approvedToSpending', {
        // An approval always pays; null is only Done's answer while a parent has yet to.
        paid: result.paid ?? chore.reward,
        child: chore.childName,
      }),
    }),
    t('approveFailed'),
  )
  const reject = useDecision(
    (text: string) => rejectChore(chore.id, text),
    () => ({
      title: t('sentBackTitle'),
      description: t('sentBackText', { child: chore.childName }),
    }),
    t('sendBackFailed'),
  )
  const isBusy = approve.isMutating || reject.isMutating

  const onReject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = readRejectionReason(reason)
    if (read.problem) {
      setReasonError(read.problem.message)
      toast({ title: read.problem.message, variant: 'destructive' })
      reasonRef.current?.focus()
      return
    }
    setReasonError(undefined)
    void reject.trigger(read.value)
  }

  if (isRejecting) {
    return (
      <form onSubmit={onReject} noValidate className="confirm-step">
        <label htmlFor={reasonId}>{t('reasonLabel', { child: chore.childName })}</label>
        <textarea
          ref={reasonRef}
          id={reasonId}
          name="reason"
          rows={2}
          maxLength={200}
          value={reason}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? reasonErrorId : undefined}
          onChange={(event) => {
            setReason(event.target.value)
            setReasonError(undefined)
          }}
        />
        {reasonError && (
          <small id={reasonErrorId} role="alert">
            {reasonError}
          </small>
        )}
        <div className="button-row">
          <button
            type="button"
            className="secondary outline"
            onClick={() => {
              setIsRejecting(false)
              setReasonError(undefined)
            }}
          >
            {t('cancel')}
          </button>
          <BusyButton
            type="submit"
            className="button-danger"
            aria-label={t('sendBackLabel', subject)}
            isBusy={isBusy}
          >
            {t('sendBack')}
          </BusyButton>
        </div>
      </form>
    )
  }
  // The visible word starts the accessible name, so voice control users can say it.
  return (
    <div className="button-row">
      <BusyButton
        type="button"
        aria-label={t('approveLabel', subject)}
        isBusy={isBusy}
        onClick={() => void approve.trigger(undefined)}
      >
        {t('approve')}
      </BusyButton>
      <BusyButton
        type="button"
        className="secondary outline"
        aria-label={t('rejectLabel', subject)}
        isBusy={isBusy}
        onClick={() => setIsRejecting(true)}
      >
        {t('reject')}
      </BusyButton>
    </div>
  )
}
