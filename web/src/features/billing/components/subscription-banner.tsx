import type { UserDto } from '@api/features/auth/auth.schemas'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { ButtonLink } from '../../../components/button-link'
import { paths } from '../../../config/paths'
import { useTimeZone } from '../../../lib/device-known'
import { currentLanguage, useTexts } from '../../../lib/i18n'
import { daysLeft, formatDay } from '../billing-format'
import { billingTexts } from '../texts'

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
  const t = useTexts(billingTexts)
  // The banner is on the dashboard's first screen, which the server draws.
  const timeZone = useTimeZone()
  if (user.subscriptionStatus === 'trial' && user.trialExpiresAt) {
    const left = daysLeft(user.trialExpiresAt, new Date())
    return (
      <article aria-labelledby={headingId} className="attention trial-banner">
        <h3 id={headingId}>{t('freeTrial')}</h3>
        <p>
          {t('trialLeft', {
            count: left,
            date: formatDay(user.trialExpiresAt, currentLanguage(), timeZone),
          })}
        </p>
        <ButtonLink to={paths.subscription}>{t('upgradeNow')}</ButtonLink>
      </article>
    )
  }
  if (user.subscriptionStatus === 'expired') {
    return (
      <article aria-labelledby={headingId} className="attention warning trial-banner">
        <h3 id={headingId}>{t('subscriptionEnded')}</h3>
        <p>{t('renewToChange')}</p>
        <ButtonLink to={paths.subscription}>{t('renewNow')}</ButtonLink>
      </article>
    )
  }
  if (user.subscriptionStatus === 'active') {
    return (
      <p>
        <Link to={paths.subscription}>{t('subscriptionLink')}</Link>
      </p>
    )
  }
  return null
}
