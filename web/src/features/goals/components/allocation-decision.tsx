import type { PendingAllocationDto } from '@api/features/goals/goals.schemas'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { BusyButton } from '../../../components/busy-button'
import { useTimeZone } from '../../../lib/device-known'
import { rememberFocusPlace } from '../../../lib/focus-place'
import { useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { type ToastInput, toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { decideAllocation, useRefreshGoalData } from '../api'
import { applyToLabel, formatDateTime } from '../goal-rules'
import { goalsTexts } from '../texts'

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
  const t = useTexts(goalsTexts)
  const refresh = useRefreshGoalData()
  const headingId = useId()
  // On the dashboard's first screen, which the server draws.
  const timeZone = useTimeZone()
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
      const restoreFocus = rememberFocusPlace()
      toast(
        describe?.(decided) ??
          (decided.status === 'denied'
            ? {
                title: t('requestDenied'),
                description: t('requestDeniedText', { name: request.childName ?? t('theChild') }),
              }
            : {
                title: t('requestApproved'),
                description: t('nowGoesTo', {
                  percentage: decided.percentage,
                  title: request.goalTitle,
                }),
              }),
      )
      await refresh()
      onDecided?.(request.id)
      // The decided request leaves the list: focus goes to what is left, not the body.
      restoreFocus()
    },
    onError: (error) => notifyFailure(error, { title: failureText }),
  })

  const onDeny = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const denialReason = reason.trim()
    if (!denialReason) {
      // The spec's one way: under the field and as a toast.
      const required = t('denialReasonRequired')
      setReasonError(required)
      toast({ title: required, variant: 'destructive' })
      reasonRef.current?.focus()
      return
    }
    setReasonError(undefined)
    void decide.trigger({ approved: false, denialReason })
  }

  const childName = request.childName ?? t('aChild')
  const share = { name: childName, percentage: request.percentage, title: request.goalTitle }
  const subject = t('requestSubject', share)
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{t('requestHeading', share)}</h3>
      <dl className="figures">
        <div>
          <dt>{t('applyTo')}</dt>
          <dd>{applyToLabel(t, request.applyTo)}</dd>
        </div>
        <div>
          <dt>{t('asked')}</dt>
          <dd>{formatDateTime(request.createdAt, timeZone)}</dd>
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
            {t('reasonForDenial')}
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
              {t('cancel')}
            </button>
            <BusyButton
              type="submit"
              className="button-danger"
              aria-label={t('confirmDenialOf', { subject })}
              isBusy={decide.isMutating}
            >
              {t('confirmDenial')}
            </BusyButton>
          </div>
        </form>
      ) : (
        <div className="button-row">
          {/* Named like the withdrawal buttons: which child, goal and share. */}
          <BusyButton
            type="button"
            aria-label={t('approveSubject', { subject })}
            isBusy={decide.isMutating}
            onClick={() => void decide.trigger({ approved: true })}
          >
            {t('approve')}
          </BusyButton>
          <BusyButton
            type="button"
            className="secondary"
            aria-label={t('denySubject', { subject })}
            isBusy={decide.isMutating}
            onClick={() => setIsDenying(true)}
          >
            {t('deny')}
          </BusyButton>
        </div>
      )}
    </article>
  )
}
