import type { ChildInterestDto, InterestDto } from '@api/features/interest/interest.schemas'
import { useId } from 'react'
import { useSWRConfig } from 'swr'
import { Btc } from '../../../components/btc'
import { BusyButton } from '../../../components/busy-button'
import { errorMessage } from '../../../lib/api-client'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { INTEREST_KEY, setChildRate, setFamilyRate, useInterest } from '../api'
import { monthName } from '../month-name'
import { RateForm } from './rate-form'

function UseFamilyRateButton({ child }: { child: ChildInterestDto }) {
  const { mutate } = useSWRConfig()
  const clear = useApiMutation((_: undefined) => setChildRate(child.childId, null), {
    onSuccess: async (interest) => {
      toast({ title: 'Saved', description: `${child.childName} earns the family's rate again` })
      await mutate(INTEREST_KEY, interest, { revalidate: false })
    },
    onError: (error) =>
      notifyFailure(error, { title: 'Update Failed', description: 'Failed to save the rate' }),
  })
  return (
    <BusyButton
      type="button"
      className="secondary outline"
      isBusy={clear.isMutating}
      onClick={() => void clear.trigger(undefined)}
    >
      Use Family Rate
    </BusyButton>
  )
}

function ChildInterest({ child, interest }: { child: ChildInterestDto; interest: InterestDto }) {
  // A list item, not an article: the child's own card on the same tab is the article
  // named after the child.
  return (
    <li>
      <h4>{child.childName}</h4>
      <dl className="figures">
        <div>
          <dt>Rate</dt>
          <dd>
            {child.rate}% a year {child.ownRate === null ? '(family rate)' : '(own rate)'}
          </dd>
        </div>
        <div>
          <dt>Lowest savings this month</dt>
          <dd>
            <Btc value={child.lowestBalance} />
          </dd>
        </div>
        <div>
          <dt>So far</dt>
          <dd>
            <Btc value={child.soFar} unit="sats" />
          </dd>
        </div>
        <div>
          <dt>By the end of {monthName(interest.month)}</dt>
          <dd>
            <Btc value={child.projected} unit="sats" />
          </dd>
        </div>
        {child.lastMonth !== null && (
          <div>
            <dt>Paid for {monthName(interest.previousMonth)}</dt>
            <dd>
              <Btc value={child.lastMonth} unit="sats" />
            </dd>
          </div>
        )}
      </dl>
      <RateForm
        key={child.ownRate ?? ''}
        label={`${child.childName}'s own rate (% a year)`}
        name="childRate"
        saved={child.ownRate ?? ''}
        savedText={() => `${child.childName} has a rate of their own`}
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
  const headingId = useId()
  const { data: interest, error } = useInterest()
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>Interest on Savings</h3>
      </header>
      <p>
        Each month, every child earns interest on the <strong>lowest</strong> savings balance they
        kept that month, credited to their savings after the month ends. It is internal accounting:
        you pay it by sending the sats from your own wallet.
      </p>
      {error !== undefined && (
        <p role="alert">{errorMessage(error, 'The interest could not be loaded.')}</p>
      )}
      {interest && (
        <>
          <RateForm
            key={interest.familyRate}
            label="Family rate (% a year)"
            name="familyRate"
            saved={interest.familyRate}
            savedText={(saved) =>
              saved.familyRate === '0'
                ? 'Interest is off for the family'
                : `Savings earn ${saved.familyRate}% a year`
            }
            save={setFamilyRate}
          />
          <p>
            Promised for {monthName(interest.month)} if no savings go lower:{' '}
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
