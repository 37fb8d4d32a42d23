import type { FamilyOverview } from '@api/features/family/family.schemas'
import { satsToBtc } from '@api/lib/money'
import { type ReactNode, useId } from 'react'
import { Btc } from '../../../../components/btc'
import { RichText, useTexts } from '../../../../lib/i18n'
import { dashboardTexts } from '../texts'
import { FamilyShareChart, sliceColor } from './family-share-chart'

const ZERO_BTC = satsToBtc(0)

export type SummaryCardsProps = {
  overview: Pick<FamilyOverview, 'childrenShares' | 'childrenTotal' | 'weeklyAllowanceTotal'>
  /** The Total Family Balance card, first in the row (it reads the wallets itself). */
  balance?: ReactNode
}

/**
 * The summary row: the Total Family Balance given, "Family Bitcoin Share" (each child's
 * savings plus spending) and total Weekly Allowance.
 */
export function SummaryCards({ overview, balance }: SummaryCardsProps) {
  const t = useTexts(dashboardTexts)
  const shareId = useId()
  const allowanceId = useId()
  const shares = overview.childrenShares
  const shareText = shares
    .map((s) => t('shareOfChild', { name: s.childName, percent: s.sharePercentage }))
    .join(', ')

  return (
    <div className="summary-grid">
      {balance}
      <article aria-labelledby={shareId}>
        <h3 id={shareId}>{t('shareTitle')}</h3>
        {overview.childrenTotal === ZERO_BTC ? (
          <p>{t('noBitcoinYet')}</p>
        ) : (
          <>
            <FamilyShareChart shares={shares} label={t('shareChartLabel', { shares: shareText })} />
            <ul className="chart-legend">
              {shares.map((share, index) => (
                <li key={share.childId}>
                  {/* A fill, not a style attribute: the CSP blocks those in the page's
                      HTML, where the server draws this card (lib/prerendered-pages.ts). */}
                  <svg className="swatch" viewBox="0 0 2 2" aria-hidden="true">
                    <circle cx="1" cy="1" r="1" fill={sliceColor(index)} />
                  </svg>
                  <RichText
                    texts={dashboardTexts}
                    k="shareLegend"
                    values={{ name: share.childName, percent: share.sharePercentage }}
                    parts={{ amount: <Btc value={share.balanceAmount} /> }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </article>
      <article aria-labelledby={allowanceId}>
        <h3 id={allowanceId}>{t('weeklyAllowanceTitle')}</h3>
        <p className="big-figure">
          <Btc value={overview.weeklyAllowanceTotal} />
        </p>
        <p>
          <RichText
            texts={dashboardTexts}
            k="perWeekFor"
            values={{ count: shares.length }}
            parts={{ amount: <Btc value={overview.weeklyAllowanceTotal} unit="usd" /> }}
          />
        </p>
      </article>
    </div>
  )
}
