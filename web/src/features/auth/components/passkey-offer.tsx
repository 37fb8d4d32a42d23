import { BusyButton } from '../../../components/busy-button'
import { useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { addPasskey, passkeySupportHere, usePasskeyAction } from '../passkeys'
import { authTexts } from '../texts'

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
  const t = useTexts(authTexts)
  const add = usePasskeyAction(addPasskey, t('passkeyNotAdded'))
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
            toast({ title: t('passkeyAdded'), description: t('nextTimePasskey') })
            onDone()
          }}
        >
          {t('addPasskeyHere')}
        </BusyButton>{' '}
        <small>{t('passkeyOfferHint')}</small>
      </p>
      {add.problem && (
        <>
          <p role="alert">{add.problem}</p>
          <button type="button" onClick={onDone}>
            {t('continue')}
          </button>
        </>
      )}
    </>
  )
}
