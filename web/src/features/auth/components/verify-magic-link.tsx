import { useEffect, useRef, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { BrandLine } from '../../../components/brand-line'
import { ButtonLink } from '../../../components/button-link'
import { paths } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-client'
import { textsNow, useTexts } from '../../../lib/i18n'
import { takeReturnTo } from '../../../lib/return-to'
import { runOncePerKey } from '../../../lib/run-once'
import { toast } from '../../../lib/toast'
import { verifyMagicLink } from '../api'
import { storeSignedInUser } from '../session-cache'
import { authTexts } from '../texts'
import { PasskeyOffer } from './passkey-offer'

/** The spec's pause on the success state before moving on. */
export const VERIFY_REDIRECT_DELAY_MS = 2000

type VerifyOutcome =
  | { status: 'success'; isNewUser: boolean; next: string }
  | { status: 'error'; message: string }

type VerifyState = { status: 'verifying' } | VerifyOutcome

type MutateFn = Parameters<typeof storeSignedInUser>[0]

/**
 * Redeems the token and performs the once-only effects (cache reset, stored user, toast).
 * Deliberately not useApiMutation: a refused token answers 401, which the shared handling
 * would turn into a trip to /api/login, and a single-use token must never be retried.
 */
async function redeem(token: string, mutate: MutateFn): Promise<VerifyOutcome> {
  const t = textsNow(authTexts)
  try {
    const reply = await verifyMagicLink(token)
    await storeSignedInUser(mutate, reply.user)
    toast({
      title: t('welcome'),
      description: reply.isNewUser ? t('accountCreated') : t('nowLoggedIn'),
    })
    return {
      status: 'success',
      isNewUser: reply.isNewUser,
      // Back to the signed-in page that asked for a sign-in (its session had ended), else the
      // dashboard (spec 2: /, whose signed-in page only offers Go to Dashboard).
      next: reply.needsOnboarding ? paths.onboardingSetup : (takeReturnTo() ?? paths.dashboard),
    }
  } catch (error) {
    toast({
      title: t('invalidLink'),
      description: t('requestNewLink'),
      variant: 'destructive',
    })
    return { status: 'error', message: errorMessage(error, t('verificationFailed')) }
  }
}

/** The page a mailed magic link opens: verifying, then success (and onwards) or error. */
export function VerifyMagicLink() {
  const t = useTexts(authTexts)
  const [params] = useSearchParams()
  const token = params.get('token')
  const navigate = useNavigate()
  const { mutate } = useSWRConfig()
  const [state, setState] = useState<VerifyState>(
    token ? { status: 'verifying' } : { status: 'error', message: t('noToken') },
  )
  // The move onwards after the success state; adding a passkey holds it back.
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    if (!token) return
    let isCurrent = true
    // The token is single-use: a second request (StrictMode's double effect, a re-render)
    // would be refused and replace the success with an error. Every mount shares one run.
    void runOncePerKey(`verify:${token}`, () => redeem(token, mutate)).then((outcome) => {
      if (!isCurrent) return
      setState(outcome)
      if (outcome.status === 'success') {
        redirect.current = setTimeout(
          () => navigate(outcome.next, { replace: true }),
          VERIFY_REDIRECT_DELAY_MS,
        )
      }
    })
    return () => {
      isCurrent = false
      clearTimeout(redirect.current)
    }
  }, [token, mutate, navigate])

  return (
    <main className="container narrow-page">
      <BrandLine />
      {state.status === 'verifying' && (
        <article aria-busy="true">
          <h1>{t('verifying')}</h1>
          <p>{t('oneMoment')}</p>
        </article>
      )}
      {state.status === 'success' && (
        <article>
          <h1>{t('welcome')}</h1>
          <p>{state.isNewUser ? t('accountCreated') : t('nowLoggedIn')}</p>
          <p aria-busy="true">{t('takingYouOnwards')}</p>
          <PasskeyOffer
            onStart={() => clearTimeout(redirect.current)}
            onDone={() => navigate(state.next, { replace: true })}
          />
        </article>
      )}
      {state.status === 'error' && (
        <article role="alert">
          <h1>{state.message}</h1>
          <p>{t('linkRules')}</p>
          <ButtonLink to={paths.onboarding}>{t('returnToLogin')}</ButtonLink>
        </article>
      )}
    </main>
  )
}
