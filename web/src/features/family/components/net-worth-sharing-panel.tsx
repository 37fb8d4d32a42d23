import { type FormEvent, useId, useState } from 'react'
import { Btc } from '../../../components/btc'
import { errorMessage } from '../../../lib/api-client'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { saveNetWorthSettings, useFamilyOverview, useSpouse } from '../api'
import { ShareSlider } from './share-slider'
import { SpouseShareForm } from './spouse-share-form'

export type NetWorthSharingPanelProps = {
  /** The family's current settings, as the signed-in user record carries them. */
  sharingEnabled: boolean
  sharePercentage: number
  /** Only the parent who holds the account changes them; a spouse sees them read-only. */
  canManage: boolean
}

/** "Family net worth sharing": who sees which share of the family's bitcoin. */
export function NetWorthSharingPanel({
  sharingEnabled,
  sharePercentage,
  canManage,
}: NetWorthSharingPanelProps) {
  const headingId = useId()
  const revalidateAfter = useRevalidateAfter()
  const { data: overview, error: overviewError, isLoading } = useFamilyOverview()
  const { data: spouse } = useSpouse()
  const [isEnabled, setIsEnabled] = useState(sharingEnabled)
  const [percentage, setPercentage] = useState(sharePercentage)

  const save = useApiMutation(saveNetWorthSettings, {
    onSuccess: async () => {
      toast({ title: 'Saved', description: 'Net worth sharing settings updated' })
      // The settings live on the user record; the overview's shares follow from them.
      await revalidateAfter('netWorthSharing')
    },
    onError: (error) =>
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'Failed to update net worth sharing'),
        variant: 'destructive',
      }),
  })

  const isUnchanged = isEnabled === sharingEnabled && percentage === sharePercentage
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save.trigger({ sharingEnabled: isEnabled, sharePercentage: percentage })
  }

  return (
    <article aria-labelledby={headingId}>
      <header>
        <h3 id={headingId}>Family net worth sharing</h3>
        <p>Choose how much of the family's bitcoin picture is shared with the family.</p>
      </header>

      <form onSubmit={onSubmit}>
        <label>
          <input
            type="checkbox"
            role="switch"
            aria-checked={isEnabled}
            checked={isEnabled}
            disabled={!canManage}
            onChange={(event) => setIsEnabled(event.target.checked)}
          />
          Share family net worth
        </label>
        <ShareSlider
          label="Share percentage"
          value={percentage}
          onChange={setPercentage}
          isDisabled={!canManage || !isEnabled}
        />
        {canManage && (
          <button
            type="submit"
            aria-busy={save.isMutating}
            disabled={save.isMutating || isUnchanged}
          >
            Save Sharing Settings
          </button>
        )}
      </form>

      {spouse && (
        // Keyed by the saved value so the slider starts again from what the server holds.
        <SpouseShareForm
          key={spouse.netWorthShare}
          initialShare={spouse.netWorthShare}
          canManage={canManage}
        />
      )}

      {isLoading && <p aria-busy="true">Loading family overview...</p>}
      {overviewError !== undefined && !isLoading && (
        <p role="alert">
          {errorMessage(overviewError, 'The family overview could not be loaded.')}
        </p>
      )}
      {overview && (
        <>
          <p>
            {overview.sharedNetWorthShare === 0
              ? 'Sharing is off: none of the net worth is shared, and the spouse holds no share.'
              : `${overview.sharedNetWorthShare}% of the net worth is shared; the spouse holds their share of that part (${overview.spouseNetWorthShare}% of the whole) and the parent the rest.`}
          </p>
          <div className="overflow-auto">
            <table>
              <caption>Net worth shares</caption>
              <thead>
                <tr>
                  <th scope="col">Member</th>
                  <th scope="col">Share</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Shared with the family</th>
                  <td>{overview.sharedNetWorthShare}%</td>
                </tr>
                <tr>
                  <th scope="row">Parent</th>
                  <td>{overview.parentNetWorthShare}%</td>
                </tr>
                <tr>
                  <th scope="row">Spouse</th>
                  <td>{overview.spouseNetWorthShare}%</td>
                </tr>
              </tbody>
            </table>
          </div>
          {overview.childrenShares.length > 0 && (
            <div className="overflow-auto">
              <table>
                <caption>Children's balances</caption>
                <thead>
                  <tr>
                    <th scope="col">Child</th>
                    <th scope="col">Balance</th>
                    <th scope="col">Share</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.childrenShares.map((child) => (
                    <tr key={child.childId}>
                      <th scope="row">{child.childName}</th>
                      <td>
                        <Btc value={child.balanceAmount} />
                      </td>
                      <td>{child.sharePercentage}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </article>
  )
}
