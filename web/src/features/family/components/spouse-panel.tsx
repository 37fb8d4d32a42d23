import type { Spouse } from '@api/features/family/family.schemas'
import { useId } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { RichText, useTexts } from '../../../lib/i18n'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { resendSpouseInvitation, useFamilyOverview, useSpouse } from '../api'
import { familyTexts } from '../texts'
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
  const t = useTexts(familyTexts)
  const revalidateAfter = useRevalidateAfter()
  const { data: spouse, error, isLoading } = useSpouse()
  const { data: overview } = useFamilyOverview()

  const resend = useApiMutation((_: undefined) => resendSpouseInvitation(), {
    onSuccess: async (reply) => {
      toast({ title: t('invitationSent'), description: reply.message })
      await revalidateAfter('familyMembers')
    },
    onError: (caught) =>
      toast({
        title: t('resendFailedTitle'),
        description: errorMessage(caught, t('resendFailed')),
        variant: 'destructive',
      }),
  })

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{t('spousePanelTitle')}</h3>
        {overview && (
          <p>
            <RichText
              texts={familyTexts}
              k="familyMembers"
              values={{ total: overview.totalMembers }}
              parts={{ strong: <strong /> }}
            />
          </p>
        )}
      </header>

      {isLoading && <p aria-busy="true">{t('loadingSpouse')}</p>}
      {error !== undefined && !isLoading && (
        <p role="alert">{errorMessage(error, t('spouseNotLoaded'))}</p>
      )}

      {spouse?.status === 'active' && (
        <dl className="figures">
          <div>
            <dt>{t('spouse')}</dt>
            <dd>{spouseName(spouse)}</dd>
          </div>
          <div>
            <dt>{t('email')}</dt>
            <dd>{spouse.email}</dd>
          </div>
          <div>
            <dt>{t('status')}</dt>
            <dd>{t('active')}</dd>
          </div>
          <div>
            <dt>{t('netWorthShare')}</dt>
            <dd>{t('percent', { value: spouse.netWorthShare })}</dd>
          </div>
        </dl>
      )}
      {spouse && canManage && <RemoveSpouseControl spouse={spouse} />}

      {spouse?.status === 'invited' && (
        <>
          <p>
            <RichText
              texts={familyTexts}
              k="invitationPending"
              values={{ email: spouse.email, share: spouse.netWorthShare }}
              parts={{ strong: <strong /> }}
            />
          </p>
          {canManage && (
            <button
              type="button"
              className="secondary"
              aria-busy={resend.isMutating}
              disabled={resend.isMutating}
              onClick={() => void resend.trigger(undefined)}
            >
              {t('resendInvitation')}
            </button>
          )}
        </>
      )}

      {spouse === null &&
        (canManage ? (
          <>
            <p>{t('inviteIntro')}</p>
            <InviteSpouseForm />
          </>
        ) : (
          <p>{t('noSpouse')}</p>
        ))}

      {!canManage && (
        <p>
          <small>{t('onlyHolder')}</small>
        </p>
      )}
    </article>
  )
}
