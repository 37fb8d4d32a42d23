import type { UserDto } from '@api/features/auth/auth.schemas'
import { useId } from 'react'
import { BusyButton } from '../../../components/busy-button'
import { useTexts } from '../../../lib/i18n'
import { passkeySupportHere, signInWithPasskey, usePasskeyAction } from '../passkeys'
import { authTexts } from '../texts'

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
  const t = useTexts(authTexts)
  const support = passkeySupportHere()
  const signIn = usePasskeyAction(signInWithPasskey, t('passkeySignInFailed'))
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('passkeyWithName')}</h2>
      </header>
      {support.isOffered ? (
        <>
          <p>{t('passkeySignInIntro')}</p>
          <BusyButton
            type="button"
            isBusy={signIn.isBusy}
            onClick={async () => {
              const reply = await signIn.run()
              if (reply) await onSignedIn(reply.user)
            }}
          >
            {t('signInWithPasskey')}
          </BusyButton>
          {signIn.problem && <p role="alert">{signIn.problem}</p>}
        </>
      ) : (
        <p>{support.reason}</p>
      )}
    </article>
  )
}
