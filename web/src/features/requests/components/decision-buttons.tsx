import { useApiMutation } from '../../../lib/use-api-mutation'

export type DecisionButtonsProps<TResult> = {
  /** Names the request for screen readers, e.g. "Mia's request for 0.001 BTC". */
  subject: string
  approveText: string
  rejectText: string
  decide: (approved: boolean) => Promise<TResult>
  onDecided: (result: TResult) => unknown
  onError: (error: unknown) => void
}

/** Approve and Deny (or Reject) of one request; both wait while either is being sent. */
export function DecisionButtons<TResult>({
  subject,
  approveText,
  rejectText,
  decide,
  onDecided,
  onError,
}: DecisionButtonsProps<TResult>) {
  const decision = useApiMutation(decide, {
    onSuccess: async (result) => {
      await onDecided(result)
    },
    onError,
  })
  const isBusy = decision.isMutating
  // The visible word starts the accessible name, so voice control users can say it.
  return (
    <div className="button-row">
      <button
        type="button"
        aria-label={`${approveText} ${subject}`}
        aria-busy={isBusy}
        disabled={isBusy}
        onClick={() => void decision.trigger(true)}
      >
        {approveText}
      </button>
      <button
        type="button"
        className="secondary outline"
        aria-label={`${rejectText} ${subject}`}
        disabled={isBusy}
        onClick={() => void decision.trigger(false)}
      >
        {rejectText}
      </button>
    </div>
  )
}
