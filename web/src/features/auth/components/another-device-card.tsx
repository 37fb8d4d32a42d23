import type { SignInCodeReply } from '@api/features/auth/sign-in-codes.schemas'
import { useId, useState } from 'react'
import { BusyButton } from '../../../components/busy-button'
import { QrCode } from '../../../components/qr-code'
import { notifyFailure } from '../../../lib/notify'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { createSignInCode } from '../api'

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })

/**
 * "Sign in on another device", for any signed-in member: a one-time code and a QR code
 * holding the sign-in screen's address with it, so a new phone signs in without an
 * e-mail (a node without a mail server writes links to its log). Nothing is asked of the
 * server until the button is pressed.
 */
export function AnotherDeviceCard() {
  const headingId = useId()
  const [shown, setShown] = useState<SignInCodeReply | null>(null)
  const create = useApiMutation(createSignInCode, {
    onSuccess: setShown,
    onError: (error) => notifyFailure(error, { title: 'No code was made' }),
  })
  const show = () => void create.trigger(undefined)
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>Sign in on another device</h3>
      </header>
      {shown === null ? (
        <>
          <p>
            Show a one-time code here, then enter it on the new device's sign-in screen under "Have
            a code from another device?", or scan the QR code with it. No e-mail needed.
          </p>
          <BusyButton type="button" isBusy={create.isMutating} onClick={show}>
            Show a Sign-in Code
          </BusyButton>
        </>
      ) : (
        <>
          <p className="sign-in-code">
            <span className="visually-hidden">Sign-in code: </span>
            {shown.code}
          </p>
          <QrCode value={shown.link} label="QR code: the sign-in screen with this code" />
          <p>
            It works once, until {timeOf(shown.expiresAt)} (10 minutes). It signs the new device in
            as you: show it only on your own devices.
          </p>
          <div className="button-row">
            <BusyButton
              type="button"
              className="secondary"
              isBusy={create.isMutating}
              onClick={show}
            >
              New Code
            </BusyButton>
            <button type="button" className="secondary outline" onClick={() => setShown(null)}>
              Done
            </button>
          </div>
        </>
      )}
    </article>
  )
}
