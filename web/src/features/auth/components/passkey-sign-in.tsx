import type { UserDto } from '@api/features/auth/auth.schemas'
import { useId } from 'react'
import { BusyButton } from '../../../components/busy-button'
import { passkeySupportHere, signInWithPasskey, usePasskeyAction } from '../passkeys'

export type PasskeySignInProps = {
  /** The passkey was accepted: this device is signed in as `user`. */
  onSignedIn: (user: UserDto) => Promise<void>
}

/**
 * "Sign in with a passkey" on the sign-in screen, where the page can offer passkeys; where
 * it cannot (plain HTTP on the home network), the sentence saying why.
 */
export function PasskeySignIn({ onSignedIn }: PasskeySignInProps) {
  const headingId = useId()
  const support = passkeySupportHere()
  const signIn = usePasskeyAction(signInWithPasskey, 'Signing in with a passkey failed.')
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>Sign in with a passkey</h2>
      </header>
      {support.isOffered ? (
        <>
          <p>If you added a passkey for this app on this device, sign in with it.</p>
          <BusyButton
            type="button"
            isBusy={signIn.isBusy}
            onClick={async () => {
              const reply = await signIn.run()
              if (reply) await onSignedIn(reply.user)
            }}
          >
            Sign In With a Passkey
          </BusyButton>
          {signIn.problem && <p role="alert">{signIn.problem}</p>}
        </>
      ) : (
        <p>{support.reason}</p>
      )}
    </article>
  )
}
