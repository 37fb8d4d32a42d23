import { type FormEvent, useId, useState } from 'react'
import { Btc } from '../../../components/btc'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useRevalidateAfter } from '../../../lib/reads-after-writes'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { saveNetWorthSettings, useFamilyOverview, useSpouse } from '../api'
import { familyTexts } from '../texts'
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
  const t = useTexts(familyTexts)
  const revalidateAfter = useRevalidateAfter()
  const { data: overview, error: overviewError, isLoading } = useFamilyOverview()
  const { data: spouse } = useSpouse()
  const [isEnabled, setIsEnabled] = useState(sharingEnabled)
  const [percentage, setPercentage] = useState(sharePercentage)

  const save = useApiMutation(saveNetWorthSettings, {
    onSuccess: async () => {
      toast({ title: t('saved'), description: t('sharingSaved') })
      // The settings live on the user record; the overview's shares follow from them.
      await revalidateAfter('netWorthSharing')
    },
    onError: (error) =>
      toast({
        title: t('updateFailed'),
        description: errorMessage(error, t('sharingFailed')),
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
        <h3 id={headingId}>{t('sharingTitle')}</h3>
        <p>{t('sharingIntro')}</p>
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
          {t('shareNetWorth')}
        </label>
        <ShareSlider
          label={t('sharePercentage')}
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
            {t('saveSharing')}
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

      {isLoading && <p aria-busy="true">{t('loadingOverview')}</p>}
      {overviewError !== undefined && !isLoading && (
        <p role="alert">{errorMessage(overviewError, t('overviewNotLoaded'))}</p>
      )}
      {overview && (
        <>
          <p>
            {overview.sharedNetWorthShare === 0
              ? t('sharingOff')
              : t('sharingOn', {
                  shared: overview.sharedNetWorthShare,
                  spouse: overview.spouseNetWorthShare,
                })}
          </p>
          <div className="overflow-auto">
            <table>
              <caption>{t('sharesCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('member')}</th>
                  <th scope="col">{t('share')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('sharedWithFamily')}</th>
                  <td>{t('percent', { value: overview.sharedNetWorthShare })}</td>
                </tr>
                <tr>
                  <th scope="row">{t('parent')}</th>
                  <td>{t('percent', { value: overview.parentNetWorthShare })}</td>
                </tr>
                <tr>
                  <th scope="row">{t('spouse')}</th>
                  <td>{t('percent', { value: overview.spouseNetWorthShare })}</td>
                </tr>
              </tbody>
            </table>
          </div>
          {overview.childrenShares.length > 0 && (
            <div className="overflow-auto">
              <table>
                <caption>{t('childrenCaption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('child')}</th>
                    <th scope="col">{t('balance')}</th>
                    <th scope="col">{t('share')}</th>
                  </tr>
                </thead>
                <tbody>
                  {overview.childrenShares.map((child) => (
                    <tr key={child.childId}>
                      <th scope="row">{child.childName}</th>
                      <td>
                        <Btc value={child.balanceAmount} />
                      </td>
                      <td>{t('percent', { value: child.sharePercentage })}</td>
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
