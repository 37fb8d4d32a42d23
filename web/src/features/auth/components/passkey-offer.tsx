import { BusyButton } from '../../../components/busy-button'
import { toast } from '../../../lib/toast'
import { addPasskey, passkeySupportHere, usePasskeyAction } from '../passkeys'

export type PasskeyOfferProps = {
  /** The person chose to add one: whatever was about to move on must wait. */
  onStart: () => void
  /** Moves on (the page's next step), after a passkey was added or not. */
  onDone: () => void
}

/**
 * After a sign-in by link: add a passkey for this device, so the next sign-in needs no
 * e-mail. Offered only where the page can (HTTPS or localhost); ignoring it changes
 * nothing.
 */
export function PasskeyOffer({ onStart, onDone }: PasskeyOfferProps) {
  const add = usePasskeyAction(addPasskey, 'The passkey was not added.')
  const support = passkeySupportHere()
  if (!support.isOffered) return null
  return (
    <>
      <p>
        <BusyButton
          type="button"
          className="secondary"
          isBusy={add.isBusy}
          onClick={async () => {
            onStart()
            const added = await add.run('')
            if (!added) return
            toast({ title: 'Passkey added', description: 'Next time, sign in with your passkey.' })
            onDone()
          }}
        >
          Add a Passkey for This Device
        </BusyButton>{' '}
        <small>Sign in with your fingerprint, face or PIN next time, no e-mail needed.</small>
      </p>
      {add.problem && (
        <>
          <p role="alert">{add.problem}</p>
          <button type="button" onClick={onDone}>
            Continue
          </button>
        </>
      )}
    </>
  )
}
