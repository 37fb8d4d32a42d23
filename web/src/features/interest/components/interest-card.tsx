import type { ChildInterestDto, InterestDto } from '@api/features/interest/interest.schemas'
import { useId } from 'react'
import { useSWRConfig } from 'swr'
import { Btc } from '../../../components/btc'
import { BusyButton } from '../../../components/busy-button'
import { errorMessage } from '../../../lib/api-client'
import { RichText, useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { INTEREST_KEY, setChildRate, setFamilyRate, useInterest } from '../api'
import { monthName } from '../month-name'
import { interestTexts } from '../texts'
import { RateForm } from './rate-form'

function UseFamilyRateButton({ child }: { child: ChildInterestDto }) {
  const t = useTexts(interestTexts)
  const { mutate } = useSWRConfig()
  const clear = useApiMutation((_: undefined) => setChildRate(child.childId, null), {
    onSuccess: async (interest) => {
      toast({
        title: t('saved'),
        description: t('childUsesFamilyRate', { child: child.childName }),
      })
      await mutate(INTEREST_KEY, interest, { revalidate: false })
    },
    onError: (error) =>
      notifyFailure(error, { title: t('updateFailed'), description: t('saveFailed') }),
  })
  return (
    <BusyButton
      type="button"
      className="secondary outline"
      isBusy={clear.isMutating}
      onClick={() => void clear.trigger(undefined)}
    >
      {t('useFamilyRate')}
    </BusyButton>
  )
}

function ChildInterest({ child, interest }: { child: ChildInterestDto; interest: InterestDto }) {
  const t = useTexts(interestTexts)
  // A list item, not an article: the child's own card on the same tab is the article
  // named after the child.
  return (
    <li>
      <h4>{child.childName}</h4>
      <dl className="figures">
        <div>
          <dt>{t('rate')}</dt>
          <dd>{t(child.ownRate === null ? 'rateFamily' : 'rateOwn', { rate: child.rate })}</dd>
        </div>
        <div>
          <dt>{t('lowestThisMonth')}</dt>
          <dd>
            <Btc value={child.lowestBalance} />
          </dd>
        </div>
        <div>
          <dt>{t('parentSoFar')}</dt>
          <dd>
            <Btc value={child.soFar} unit="sats" />
          </dd>
        </div>
        <div>
          <dt>{t('byMonthEnd', { month: monthName(interest.month) })}</dt>
          <dd>
            <Btc value={child.projected} unit="sats" />
          </dd>
        </div>
        {child.lastMonth !== null && (
          <div>
            <dt>{t('paidFor', { month: monthName(interest.previousMonth) })}</dt>
            <dd>
              <Btc value={child.lastMonth} unit="sats" />
            </dd>
          </div>
        )}
      </dl>
      <RateForm
        key={child.ownRate ?? ''}
        label={t('childRateLabel', { child: child.childName })}
        name="childRate"
        saved={child.ownRate ?? ''}
        savedText={() => t('childHasOwnRate', { child: child.childName })}
        save={(rate) => setChildRate(child.childId, rate)}
      >
        {child.ownRate !== null && <UseFamilyRateButton child={child} />}
      </RateForm>
    </li>
  )
}

/**
 * The parent's "Interest on Savings": the family's yearly rate, each child's own rate and
 * figures, and what the family promised this month, which the parents pay with real sats.
 */
export function InterestCard() {
  const t = useTexts(interestTexts)
  const headingId = useId()
  const { data: interest, error } = useInterest()
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>{t('cardTitle')}</h3>
      </header>
      <p>
        <RichText texts={interestTexts} k="cardIntro" parts={{ strong: <strong /> }} />
      </p>
      {error !== undefined && <p role="alert">{errorMessage(error, t('loadFailed'))}</p>}
      {interest && (
        <>
          <RateForm
            key={interest.familyRate}
            label={t('familyRateLabel')}
            name="familyRate"
            saved={interest.familyRate}
            savedText={(saved) =>
              saved.familyRate === '0'
                ? t('interestOff')
                : t('savingsEarn', { rate: saved.familyRate })
            }
            save={setFamilyRate}
          />
          <p>
            {t('promisedFor', { month: monthName(interest.month) })}{' '}
            <strong>
              <Btc value={interest.promised} />
            </strong>{' '}
            (<Btc value={interest.promised} unit="sats" />)
          </p>
          {interest.children.length > 0 && (
            <ul className="card-list">
              {interest.children.map((child) => (
                <ChildInterest key={child.childId} child={child} interest={interest} />
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  )
}
