import { REFERRAL_REWARD_MONTHS } from '@api/contracts/billing'
import { useId, useState } from 'react'
import { CopyButton } from '../../../components/copy-button'
import { notifyFailure } from '../../../lib/notify'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { getReferralCode } from '../api'

/** The family's referral code: one month free for both sides of a first payment. */
export function ReferralCard() {
  const headingId = useId()
  const [code, setCode] = useState<string | null>(null)
  const referral = useApiMutation((_: undefined) => getReferralCode(), {
    onSuccess: (reply) => setCode(reply.referralCode),
    onError: (error) => notifyFailure(error, { title: 'Failed to generate referral code' }),
  })
  return (
    <article aria-labelledby={headingId}>
      <h2 id={headingId}>Referral</h2>
      <p>
        Share your code with another family. When they use it on their first payment, you both get{' '}
        {REFERRAL_REWARD_MONTHS === 1 ? 'one month' : `${REFERRAL_REWARD_MONTHS} months`} free.
      </p>
      {code ? (
        <>
          <p>
            Your referral code: <code>{code}</code>
          </p>
          <CopyButton text={code} what="referral code" />
        </>
      ) : (
        <button
          type="button"
          className="secondary"
          aria-busy={referral.isMutating}
          disabled={referral.isMutating}
          onClick={() => void referral.trigger(undefined)}
        >
          Get Referral Code
        </button>
      )}
    </article>
  )
}
