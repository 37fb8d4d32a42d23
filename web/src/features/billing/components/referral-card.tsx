import { REFERRAL_REWARD_MONTHS } from '@api/contracts/billing'
import { useId, useState } from 'react'
import { CopyButton } from '../../../components/copy-button'
import { RichText, useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { getReferralCode } from '../api'
import { billingTexts } from '../texts'

/** The family's referral code: one month free for both sides of a first payment. */
export function ReferralCard() {
  const headingId = useId()
  const t = useTexts(billingTexts)
  const [code, setCode] = useState<string | null>(null)
  const referral = useApiMutation((_: undefined) => getReferralCode(), {
    onSuccess: (reply) => setCode(reply.referralCode),
    onError: (error) => notifyFailure(error, { title: t('referralFailed') }),
  })
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>{t('referral')}</h2>
      <p>{t('referralIntro', { count: REFERRAL_REWARD_MONTHS })}</p>
      {code ? (
        <>
          <p>
            <RichText
              texts={billingTexts}
              k="yourReferralCode"
              values={{ code }}
              parts={{ code: <code /> }}
            />
          </p>
          <CopyButton text={code} what={t('referralCode')} />
        </>
      ) : (
        <button
          type="button"
          className="secondary"
          aria-busy={referral.isMutating}
          disabled={referral.isMutating}
          onClick={() => void referral.trigger(undefined)}
        >
          {t('getReferralCode')}
        </button>
      )}
    </article>
  )
}
