import type { Spouse } from '@api/features/family/family.schemas'
import { useId } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { resendSpouseInvitation, useFamilyOverview, useSpouse } from '../api'
import { InviteSpouseForm } from './invite-spouse-form'
import { RemoveSpouseControl } from './remove-spouse-control'

export type SpousePanelProps = {
  /** Only the parent who holds the account invites; a spouse sees the panel read-only. */
  canManage: boolean
}

function spouseName(spouse: Spouse): string {
  const name = [spouse.firstName, spouse.lastName].filter(Boolean).join(' ')
  return name || spouse.email
}

/** "Spouse and family management": the spouse, the pending invitation, or the invite form. */
export function SpousePanel({ canManage }: SpousePanelProps) {
  const headingId = useId()
  const revalidateAfter = useRevalidateAfter()
  const { data: spouse, error, isLoading } = useSpouse()
  const { data: overview } = useFamilyOverview()

  const resend = useApiMutation((_: undefined) => resendSpouseInvitation(), {
    onSuccess: async (reply) => {
      toast({ title: 'Invitation Sent', description: reply.message })
      await revalidateAfter('familyMembers')
    },
    onError: (caught) =>
      toast({
        title: 'Resend Failed',
        description: errorMessage(caught, 'Failed to resend invitation'),
        variant: 'destructive',
      }),
  })

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>Spouse and family management</h3>
        {overview && (
          <p>
            Family members: <strong>{overview.totalMembers}</strong>
          </p>
        )}
      </header>

      {isLoading && <p aria-busy="true">Loading spouse details...</p>}
      {error !== undefined && !isLoading && (
        <p role="alert">{errorMessage(error, 'The spouse details could not be loaded.')}</p>
      )}

      {spouse?.status === 'active' && (
        <dl className="figures">
          <div>
            <dt>Spouse</dt>
            <dd>{spouseName(spouse)}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{spouse.email}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>Active</dd>
          </div>
          <div>
            <dt>Net worth share</dt>
            <dd>{spouse.netWorthShare}%</dd>
          </div>
        </dl>
      )}
      {spouse && canManage && <RemoveSpouseControl spouse={spouse} />}

      {spouse?.status === 'invited' && (
        <>
          <p>
            Invitation pending for <strong>{spouse.email}</strong> (net worth share{' '}
            {spouse.netWorthShare}%). They join the family when they open the e-mailed link.
          </p>
          {canManage && (
            <button
              type="button"
              className="secondary"
              aria-busy={resend.isMutating}
              disabled={resend.isMutating}
              onClick={() => void resend.trigger(undefined)}
            >
              Resend Invitation
            </button>
          )}
        </>
      )}

      {spouse === null &&
        (canManage ? (
          <>
            <p>
              Invite your spouse to help manage allowances, approvals and family goals. They get
              their own sign-in.
            </p>
            <InviteSpouseForm />
          </>
        ) : (
          <p>No spouse has been invited yet.</p>
        ))}

      {!canManage && (
        <p>
          <small>Only the parent who holds the account can invite or change the spouse.</small>
        </p>
      )}
    </article>
  )
}
