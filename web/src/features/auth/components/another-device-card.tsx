import type { SignInCodeReply } from '@api/features/auth/sign-in-codes.schemas'
import { useId, useState } from 'react'
import { BusyButton } from '../../../components/busy-button'
import { QrCode } from '../../../components/qr-code'
import { currentLanguage, useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { createSignInCode } from '../api'
import { authTexts } from '../texts'

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString(currentLanguage(), { hour: '2-digit', minute: '2-digit' })

/**
 * "Sign in on another device", for any signed-in member: a one-time code and a QR code
 * holding the sign-in screen's address with it, so a new phone signs in without an
 * e-mail (a node without a mail server writes links to its log). Nothing is asked of the
 * server until the button is pressed.
 */
export function AnotherDeviceCard() {
  const headingId = useId()
  const t = useTexts(authTexts)
  const [shown, setShown] = useState<SignInCodeReply | null>(null)
  const create = useApiMutation(createSignInCode, {
    onSuccess: setShown,
    onError: (error) => notifyFailure(error, { title: t('noCode') }),
  })
  const show = () => void create.trigger(undefined)
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{t('anotherDevice')}</h3>
      </header>
      {shown === null ? (
        <>
          <p>{t('anotherDeviceIntro')}</p>
          <BusyButton type="button" isBusy={create.isMutating} onClick={show}>
            {t('showCode')}
          </BusyButton>
        </>
      ) : (
        <>
          <p className="sign-in-code">
            <span className="visually-hidden">{t('signInCodeLabel')}</span>
            {shown.code}
          </p>
          <QrCode value={shown.link} label={t('codeQr')} />
          <p>{t('codeRules', { time: timeOf(shown.expiresAt) })}</p>
          <div className="button-row">
            <BusyButton
              type="button"
              className="secondary"
              isBusy={create.isMutating}
              onClick={show}
            >
              {t('newCode')}
            </BusyButton>
            <button type="button" className="secondary outline" onClick={() => setShown(null)}>
              {t('done')}
            </button>
          </div>
        </>
      )}
    </article>
  )
}
