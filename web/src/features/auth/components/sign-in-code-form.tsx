import { readSignInCode, SIGN_IN_CODE_PARAM } from '@api/contracts/sign-in-code'
import type { UserDto } from '@api/features/auth/auth.schemas'
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { BusyButton } from '../../../components/busy-button'
import { FormField } from '../../../components/form-field'
import { errorMessage } from '../../../lib/api-client'
import { textsNow, useTexts } from '../../../lib/i18n'
import { runOncePerKey } from '../../../lib/run-once'
import { redeemSignInCode } from '../api'
import { authTexts } from '../texts'

export type SignInCodeFormProps = {
  /** The code was accepted: this device is signed in as `user`. */
  onSignedIn: (user: UserDto) => Promise<void>
}

/**
 * "Have a code from another device?" on the sign-in screen: the code a signed-in member
 * shows under Sign in on another device, typed here or arriving in the QR code's link
 * (`?code=`), which is then redeemed at once. Not useApiMutation: a wrong code answers
 * 401, which the shared handling would turn into a trip to /api/login, and a code is
 * single-use, never retried.
 */
export function SignInCodeForm({ onSignedIn }: SignInCodeFormProps) {
  const headingId = useId()
  const t = useTexts(authTexts)
  const [params] = useSearchParams()
  const fromLink = params.get(SIGN_IN_CODE_PARAM)
  const [code, setCode] = useState(fromLink ?? '')
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const [isBusy, setIsBusy] = useState(false)

  const redeem = useCallback(
    async (typed: string) => {
      const read = readSignInCode(typed)
      if (read.problem) {
        setProblem(read.problem.message)
        return
      }
      setProblem(undefined)
      setIsBusy(true)
      try {
        const reply = await runOncePerKey(`sign-in-code:${read.value}`, () =>
          redeemSignInCode(read.value),
        )
        await onSignedIn(reply.user)
      } catch (error) {
        setProblem(errorMessage(error, textsNow(authTexts)('codeNotChecked')))
      } finally {
        setIsBusy(false)
      }
    },
    [onSignedIn],
  )

  // A scanned QR code opens this screen with the code: sign in without a further tap.
  useEffect(() => {
    if (fromLink) void redeem(fromLink)
  }, [fromLink, redeem])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void redeem(code)
  }

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('haveCode')}</h2>
      </header>
      <p>{t('haveCodeIntro')}</p>
      <form onSubmit={onSubmit} noValidate aria-label={t('signInWithCode')}>
        <FormField label={t('signInCode')} error={problem} hint={t('signInCodeHint')}>
          {(control) => (
            <input
              {...control}
              name="code"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <BusyButton type="submit" isBusy={isBusy}>
          {t('signInWithCodeButton')}
        </BusyButton>
      </form>
    </article>
  )
}
