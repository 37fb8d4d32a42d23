import type { UserDto } from '@api/features/auth/auth.schemas'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { Link, Navigate } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { BrandLine } from '../../../components/brand-line'
import { LoadingScreen } from '../../../components/loading-screen'
import { paths } from '../../../config/paths'
import { errorMessage, messageOf } from '../../../lib/api-client'
import { RichText, textsNow, useTexts } from '../../../lib/i18n'
import { takeReturnTo } from '../../../lib/return-to'
import { clearCachedQueries } from '../../../lib/swr-config'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useAuth } from '../../../lib/use-auth'
import { resendMagicLink, startOnboarding } from '../api'
import { storeSignedInUser } from '../session-cache'
import { authTexts } from '../texts'
import { PasskeySignIn } from './passkey-sign-in'
import { SignInCodeForm } from './sign-in-code-form'

/**
 * The spec's "Check your email" once a link is on its way. When the per-address limit
 * held it back, the server says so and when to ask again: the spec's words would claim
 * a link that was never sent.
 */
function toastLinkSent(reply: { nextLinkAt: string | null; message: string }) {
  const t = textsNow(authTexts)
  if (reply.nextLinkAt !== null) {
    toast({ title: t('noLinkSent'), description: reply.message, variant: 'destructive' })
    return
  }
  toast({ title: t('checkEmail'), description: t('linkSent') })
}

/**
 * The sign-in and sign-up page: one e-mail step for new and returning users (the server
 * creates the account and trial when the address is new), then a check-your-e-mail step.
 * The spec's payment step is never reached, so it is not built. Below the e-mail step, a
 * code from another device or a passkey signs an existing member in without e-mail.
 */
export function OnboardingScreen() {
  const t = useTexts(authTexts)
  const { isLoading, isAuthenticated } = useAuth()
  const { mutate } = useSWRConfig()
  const [email, setEmail] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  // Where to go once signed in on this screen (a code, a passkey): set before the user is
  // stored, so the redirect below never sends them to / instead.
  const [next, setNext] = useState<string | null>(null)
  // The address is all the page asks for: typing starts there, each time the field
  // appears (on arrival, and back from "Use a different email").
  const focusOnArrival = useCallback((input: HTMLInputElement | null) => input?.focus(), [])

  // Whoever signs in next must not see data cached for the previous user.
  useEffect(() => {
    void clearCachedQueries(mutate)
  }, [mutate])

  const signedInHere = useCallback(
    async (user: UserDto) => {
      setNext(takeReturnTo() ?? paths.dashboard)
      await storeSignedInUser(mutate, user)
      // Not the render's t: this callback stays the same while the language may change.
      const text = textsNow(authTexts)
      toast({ title: text('welcome'), description: text('nowLoggedIn') })
    },
    [mutate],
  )

  const start = useApiMutation(startOnboarding, {
    onSuccess: toastLinkSent,
    onError: (error) =>
      toast({
        title: t('error'),
        description: errorMessage(error, t('startFailed')),
        variant: 'destructive',
      }),
  })
  const resend = useApiMutation(resendMagicLink, {
    onSuccess: toastLinkSent,
    onError: (error) =>
      toast({
        title: t('resendFailed'),
        description: errorMessage(error, messageOf(error)),
        variant: 'destructive',
      }),
  })

  if (isLoading) return <LoadingScreen />
  if (isAuthenticated) return <Navigate to={next ?? paths.landing} replace />

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const address = email.trim()
    // The server mails a link to new and known addresses alike, so either answer leads to
    // the same next step.
    if (await start.trigger(address)) setSentTo(address)
  }

  return (
    <main className="container narrow-page">
      <BrandLine />
      {sentTo === null ? (
        <article>
          <header>
            <h1>{t('getStarted')}</h1>
            <p>{t('getStartedIntro')}</p>
          </header>
          <form onSubmit={onSubmit}>
            <label>
              {t('emailAddress')}
              <input
                ref={focusOnArrival}
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            </label>
            <button type="submit" aria-busy={start.isMutating} disabled={start.isMutating}>
              {t('sendMagicLink')}
            </button>
          </form>
          <footer>
            <small>
              <RichText texts={authTexts} k="tryDemo" parts={{ a: <Link to={paths.demo} /> }} />
            </small>
          </footer>
        </article>
      ) : (
        <article aria-labelledby="check-email-heading">
          <header>
            <h1 id="check-email-heading">{t('checkEmail')}</h1>
          </header>
          <p>
            <RichText
              texts={authTexts}
              k="sentTo"
              values={{ email: sentTo }}
              parts={{ strong: <strong /> }}
            />
          </p>
          <p>{t('nothingArrived')}</p>
          <div className="button-row">
            <button
              type="button"
              aria-busy={resend.isMutating}
              disabled={resend.isMutating}
              onClick={() => void resend.trigger(sentTo)}
            >
              {t('resend')}
            </button>
            <button type="button" className="secondary outline" onClick={() => setSentTo(null)}>
              {t('differentEmail')}
            </button>
          </div>
        </article>
      )}
      {/* Beside the spec's e-mail step: other ways in that need no e-mail. */}
      {sentTo === null && <SignInCodeForm onSignedIn={signedInHere} />}
      {sentTo === null && <PasskeySignIn onSignedIn={signedInHere} />}
    </main>
  )
}
