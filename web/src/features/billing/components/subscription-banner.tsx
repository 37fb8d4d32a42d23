import type { UserDto } from '@api/features/auth/auth.schemas'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { ButtonLink } from '../../../components/button-link'
import { paths } from '../../../config/paths'
import { useTimeZone } from '../../../lib/device-known'
import { daysLeft, formatDay } from '../billing-format'

export type SubscriptionBannerProps = {
  user: Pick<UserDto, 'subscriptionStatus' | 'trialExpiresAt'>
}

/**
 * The parent dashboard's trial banner with Upgrade Now (spec 1); in the same place, how
 * to renew once the trial or subscription ended, and a plain link to the subscription
 * while paid. Nothing at all on a server without billing (status `free`).
 */
export function SubscriptionBanner({ user }: SubscriptionBannerProps) {
  const headingId = useId()
  // The banner is on the dashboard's first screen, which the server draws.
  const timeZone = useTimeZone()
  if (user.subscriptionStatus === 'trial' && user.trialExpiresAt) {
    const left = daysLeft(user.trialExpiresAt, new Date())
    return (
      <article aria-labelledby={headingId} className="attention trial-banner">
        <h3 id={headingId}>Free trial</h3>
        <p>
          {left === 1 ? '1 day' : `${left} days`} left in your free trial (until{' '}
          {formatDay(user.trialExpiresAt, timeZone)}). Subscribe to keep managing your family's
          money after it ends.
        </p>
        <ButtonLink to={paths.subscription}>Upgrade Now</ButtonLink>
      </article>
    )
  }
  if (user.subscriptionStatus === 'expired') {
    return (
      <article aria-labelledby={headingId} className="attention warning trial-banner">
        <h3 id={headingId}>Subscription ended</h3>
        <p>
          Everything stays readable and can be exported. To change balances, allowances, goals or
          requests again, renew your subscription.
        </p>
        <ButtonLink to={paths.subscription}>Renew Now</ButtonLink>
      </article>
    )
  }
  if (user.subscriptionStatus === 'active') {
    return (
      <p>
        <Link to={paths.subscription}>Subscription and referral code</Link>
      </p>
    )
  }
  return null
}
