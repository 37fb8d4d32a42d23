import type { PendingAllocationDto } from '@api/features/goals/goals.schemas'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { notifyFailure } from '../../../lib/notify'
import { type ToastInput, toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { decideAllocation, useRefreshGoalData } from '../api'
import { applyToLabel, formatDateTime } from '../goal-rules'

export type AllocationDecisionProps = {
  request: PendingAllocationDto
  /** The failure toast's fallback text; screens word it differently. */
  failureText: string
  /** After a successful approval or denial, once the lists are fresh. */
  onDecided?: (requestId: number) => void
  /** Sends the decision; the API unless given (the demo sends nothing). */
  decide?: (requestId: number, decision: Decision) => Promise<PendingAllocationDto>
  /** The toast after a decision; the server's recorded outcome unless given. */
  describe?: (decided: PendingAllocationDto) => ToastInput
}

const DENIAL_REASON_REQUIRED = 'Please provide a reason for denial'

export type Decision = { approved: true } | { approved: false; denialReason: string }

/**
 * One child's allocation request with Approve and Deny. Denying takes a second step for
 * the reason, which the child will read.
 */
export function AllocationDecision({
  request,
  failureText,
  onDecided,
  decide: send = decideAllocation,
  describe,
}: AllocationDecisionProps) {
  const refresh = useRefreshGoalData()
  const headingId = useId()
  const reasonErrorId = useId()
  const [isDenying, setIsDenying] = useState(false)
  const [reason, setReason] = useState('')
  const [reasonError, setReasonError] = useState<string>()
  const reasonRef = useRef<HTMLTextAreaElement>(null)

  // The reason step replaces the Deny button: move focus to where the typing happens.
  useEffect(() => {
    if (isDenying) reasonRef.current?.focus()
  }, [isDenying])

  const decide = useApiMutation((decision: Decision) => send(request.id, decision), {
    onSuccess: async (decided) => {
      toast(
        describe?.(decided) ??
          (decided.status === 'denied'
            ? {
                title: 'Request Denied',
                description: `${request.childName ?? 'The child'} will see your reason.`,
              }
            : {
                title: 'Request Approved',
                description: `${decided.percentage}% now goes to ${request.goalTitle}.`,
              }),
      )
      await refresh()
      onDecided?.(request.id)
    },
    onError: (error) => notifyFailure(error, { title: failureText }),
  })

  const onDeny = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const denialReason = reason.trim()
    if (!denialReason) {
      setReasonError(DENIAL_REASON_REQUIRED)
      return
    }
    setReasonError(undefined)
    void decide.trigger({ approved: false, denialReason })
  }

  const childName = request.childName ?? 'A child'
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>
        {childName}: {request.percentage}% for {request.goalTitle}
      </h3>
      <dl className="figures">
        <div>
          <dt>Apply to</dt>
          <dd>{applyToLabel(request.applyTo)}</dd>
        </div>
        <div>
          <dt>Asked</dt>
          <dd>{formatDateTime(request.createdAt)}</dd>
        </div>
      </dl>
      {request.requestNote && (
        <blockquote>
          {request.requestNote}
          <footer>
            <cite>{childName}</cite>
          </footer>
        </blockquote>
      )}
      {isDenying ? (
        <form onSubmit={onDeny} noValidate className="confirm-step">
          <label>
            Reason for denial
            <textarea
              ref={reasonRef}
              name="denialReason"
              rows={2}
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
          </label>
          <div className="button-row">
            <button
              type="button"
              className="secondary outline"
              onClick={() => {
                setIsDenying(false)
                setReasonError(undefined)
              }}
            >
              Cancel
            </button>
            <button
              type="submit"
              className="button-danger"
              aria-busy={decide.isMutating}
              disabled={decide.isMutating}
            >
              Confirm Denial
            </button>
          </div>
        </form>
      ) : (
        <div className="button-row">
          <button
            type="button"
            aria-busy={decide.isMutating}
            disabled={decide.isMutating}
            onClick={() => void decide.trigger({ approved: true })}
          >
            Approve
          </button>
          <button
            type="button"
            className="secondary"
            disabled={decide.isMutating}
            onClick={() => setIsDenying(true)}
          >
            Deny
          </button>
        </div>
      )}
    </article>
  )
}
