import { isEmailAddress } from '@api/contracts/email'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import { type FormEvent, useId, useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { ModalDialog } from '../../../components/modal-dialog'
import { errorMessage } from '../../../lib/api-client'
import { type TextFunction, useTexts } from '../../../lib/i18n'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { inviteChild, revokeChildSignIn } from '../api'
import { childrenTexts } from '../texts'

export type ChildSignInDialogProps = {
  child: Pick<ChildDto, 'id' | 'name' | 'email' | 'userId'>
}

type SignInState = { status: string; description: string }

/** "yet" only for a child who never had a sign-in; right after a revoke it would mislead. */
function describeSignIn(
  { name, email, userId }: ChildSignInDialogProps['child'],
  wasRevoked: boolean,
  t: TextFunction<typeof childrenTexts.en>,
): SignInState {
  if (userId !== null) {
    return {
      status: t('canSignIn'),
      description:
        email === null ? t('canSignInOwnEmail', { name }) : t('canSignInWith', { name, email }),
    }
  }
  if (email !== null) {
    return { status: t('cannotSignInYet'), description: t('invitationPending', { name, email }) }
  }
  if (wasRevoked) {
    return { status: t('cannotSignIn'), description: t('signInRevokedDescription', { name }) }
  }
  return { status: t('cannotSignInYet'), description: t('sendSignInLink', { name }) }
}

function ChildSignIn({ child }: ChildSignInDialogProps) {
  const t = useTexts(childrenTexts)
  const revalidateAfter = useRevalidateAfter()
  const [email, setEmail] = useState(child.email ?? '')
  const [isConfirmingRevoke, setIsConfirmingRevoke] = useState(false)
  const [wasRevoked, setWasRevoked] = useState(false)
  const [emailError, setEmailError] = useState<string>()
  const emailErrorId = useId()
  const emailInputId = useId()

  const refreshChild = () => revalidateAfter('childSignIn')

  const invite = useApiMutation((address: string) => inviteChild(child.id, address), {
    onSuccess: async (reply) => {
      toast({ title: t('invitationSent'), description: reply.message })
      await refreshChild()
    },
    onError: (error) => {
      const message = errorMessage(error, t('invitationFailed'))
      setEmailError(message)
      toast({ title: t('invitationFailedTitle'), description: message, variant: 'destructive' })
    },
  })

  const revoke = useApiMutation((_: undefined) => revokeChildSignIn(child.id), {
    onSuccess: async (reply) => {
      toast({ title: t('signInRevoked'), description: reply.message })
      setIsConfirmingRevoke(false)
      setWasRevoked(true)
      setEmail('')
      await refreshChild()
    },
    onError: (error) =>
      toast({
        title: t('revokeFailedTitle'),
        description: errorMessage(error, t('revokeFailed')),
        variant: 'destructive',
      }),
  })

  const onInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The spec's one way: the message under the field and as a toast (no browser bubble).
    if (!isEmailAddress(email)) {
      setEmailError(MESSAGES.invalidEmail)
      toast({ title: MESSAGES.invalidEmail, variant: 'destructive' })
      document.getElementById(emailInputId)?.focus()
      return
    }
    setEmailError(undefined)
    void invite.trigger(email.trim())
  }

  // A pending invitation can be withdrawn too: its link stops working.
  const hasSignIn = child.userId !== null || child.email !== null
  const signIn = describeSignIn(child, wasRevoked, t)

  return (
    <>
      <p>
        <strong>{signIn.status}</strong>
        {' - '}
        {signIn.description}
      </p>
      <form onSubmit={onInvite} noValidate>
        <label>
          {t('childEmail', { name: child.name })}
          <input
            id={emailInputId}
            type="email"
            name="email"
            autoComplete="off"
            inputMode="email"
            required
            aria-invalid={emailError === undefined ? undefined : true}
            aria-describedby={emailError === undefined ? undefined : emailErrorId}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              setEmailError(undefined)
            }}
          />
          {emailError !== undefined && <small id={emailErrorId}>{emailError}</small>}
        </label>
        <button type="submit" aria-busy={invite.isMutating} disabled={invite.isMutating}>
          {t('sendInvitation')}
        </button>
      </form>
      {hasSignIn && (
        <footer>
          {isConfirmingRevoke ? (
            <ConfirmStep
              question={t('revokeQuestion', { name: child.name })}
              confirmText={t('revokeSignIn')}
              isBusy={revoke.isMutating}
              onConfirm={() => void revoke.trigger(undefined)}
              onCancel={() => setIsConfirmingRevoke(false)}
              isAnnounced
            />
          ) : (
            <button type="button" className="secondary" onClick={() => setIsConfirmingRevoke(true)}>
              {t('revokeSignIn')}
            </button>
          )}
        </footer>
      )}
    </>
  )
}

/**
 * Gives a child their own sign-in: a mailed link opens their dashboard. A guardian can
 * also take it away again, after confirming, because that signs the child out.
 */
export function ChildSignInDialog({ child }: ChildSignInDialogProps) {
  const t = useTexts(childrenTexts)
  return (
    <ModalDialog
      title={t('signInTitle', { name: child.name })}
      triggerText={t('childSignIn')}
      triggerClassName="secondary outline"
    >
      {() => <ChildSignIn child={child} />}
    </ModalDialog>
  )
}
