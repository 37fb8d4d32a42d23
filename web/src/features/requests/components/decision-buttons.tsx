import { BusyButton } from '../../../components/busy-button'
import { rememberFocusPlace } from '../../../lib/focus-place'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { type ToastInput, toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { requestsTexts } from '../texts'

export type DecisionButtonsProps<TResult> = {
  /** Names the request for screen readers, e.g. "Mia's request for 0.001 BTC". */
  subject: string
  approveText: string
  rejectText: string
  decide: (approved: boolean) => Promise<TResult>
  /** The toast for the decision as the server recorded it. */
  describe: (result: TResult) => ToastInput
  /** The failure toast's description when the server sends no message of its own. */
  failureText: string
}

/** Approve and Deny (or Reject) of one request; both wait while either is being sent. */
export function DecisionButtons<TResult>({
  subject,
  approveText,
  rejectText,
  decide,
  describe,
  failureText,
}: DecisionButtonsProps<TResult>) {
  const t = useTexts(requestsTexts)
  const revalidateAfter = useRevalidateAfter()
  const decision = useApiMutation(decide, {
    onSuccess: async (result) => {
      const restoreFocus = rememberFocusPlace()
      toast(describe(result))
      await revalidateAfter('books')
      // The decided request leaves the list: focus goes to what is left, not the body.
      restoreFocus()
    },
    onError: (error) => {
      notifyFailure(error, { title: t('actionFailed'), description: failureText })
      // Another parent may have decided it meanwhile (409): show the real state.
      void revalidateAfter('books')
    },
  })
  const isBusy = decision.isMutating
  // The visible word starts the accessible name, so voice control users can say it.
  return (
    <div className="button-row">
      <BusyButton
        type="button"
        aria-label={t('decisionLabel', { action: approveText, subject })}
        isBusy={isBusy}
        onClick={() => void decision.trigger(true)}
      >
        {approveText}
      </BusyButton>
      <BusyButton
        type="button"
        className="secondary outline"
        aria-label={t('decisionLabel', { action: rejectText, subject })}
        isBusy={isBusy}
        onClick={() => void decision.trigger(false)}
      >
        {rejectText}
      </BusyButton>
    </div>
  )
}
