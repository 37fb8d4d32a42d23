import { isEmailAddress } from '@api/contracts/email'
import { MESSAGES } from '@api/contracts/messages'
import type { ChildDto } from '@api/features/children/children.schemas'
import { type FormEvent, useId, useState } from 'react'
import { ConfirmStep } from '../../../components/confirm-step'
import { ModalDialog } from '../../../components/modal-dialog'
import { errorMessage } from '../../../lib/api-client'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { inviteChild, revokeChildSignIn } from '../api'

export type ChildSignInDialogProps = {
  child: Pick<ChildDto, 'id' | 'name' | 'email' | 'userId'>
}

type SignInState = { status: string; description: string }

/** "yet" only for a child who never had a sign-in; right after a revoke it would mislead. */
function describeSignIn(
  { name, email, userId }: ChildSignInDialogProps['child'],
  wasRevoked: boolean,
): SignInState {
  if (userId !== null) {
    return {
      status: 'Can sign in',
      description: `${name} can sign in with ${email ?? 'their own e-mail address'}.`,
    }
  }
  if (email !== null) {
    return {
      status: 'Cannot sign in yet',
      description: `An invitation was sent to ${email}. ${name} can sign in once they open the link.`,
    }
  }
  if (wasRevoked) {
    return {
      status: 'Cannot sign in',
      description: `${name}'s sign-in was revoked. Send a new sign-in link to let ${name} sign in again.`,
    }
  }
  return {
    status: 'Cannot sign in yet',
    description: `Send a sign-in link to an e-mail address ${name} can open.`,
  }
}

function ChildSignIn({ child }: ChildSignInDialogProps) {
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
      toast({ title: 'Invitation Sent', description: reply.message })
      await refreshChild()
    },
    onError: (error) => {
      const message = errorMessage(error, 'Failed to send invitation')
      setEmailError(message)
      toast({ title: 'Invitation Failed', description: message, variant: 'destructive' })
    },
  })

  const revoke = useApiMutation((_: undefined) => revokeChildSignIn(child.id), {
    onSuccess: async (reply) => {
      toast({ title: 'Sign-in Revoked', description: reply.message })
      setIsConfirmingRevoke(false)
      setWasRevoked(true)
      setEmail('')
      await refreshChild()
    },
    onError: (error) =>
      toast({
        title: 'Revoke Failed',
        description: errorMessage(error, 'Failed to revoke sign-in'),
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
  const signIn = describeSignIn(child, wasRevoked)

  return (
    <>
      <p>
        <strong>{signIn.status}</strong>
        {' - '}
        {signIn.description}
      </p>
      <form onSubmit={onInvite} noValidate>
        <label>
          {child.name}'s e-mail address
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
          Send Invitation
        </button>
      </form>
      {hasSignIn && (
        <footer>
          {isConfirmingRevoke ? (
            <ConfirmStep
              question={`Revoke sign-in for ${child.name}? They will be signed out.`}
              confirmText="Revoke Sign-in"
              isBusy={revoke.isMutating}
              onConfirm={() => void revoke.trigger(undefined)}
              onCancel={() => setIsConfirmingRevoke(false)}
              isAnnounced
            />
          ) : (
            <button type="button" className="secondary" onClick={() => setIsConfirmingRevoke(true)}>
              Revoke Sign-in
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
  return (
    <ModalDialog
      title={`Sign-in for ${child.name}`}
      triggerText="Child Sign-in"
      triggerClassName="secondary outline"
    >
      {() => <ChildSignIn child={child} />}
    </ModalDialog>
  )
}
