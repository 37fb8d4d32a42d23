import { useId } from 'react'
import { formatUsd, satsToBtc } from '../../../../../api/lib/money'
import { Btc } from '../../../components/btc'
import type { FamilyMoney } from '../family-money'
import { FamilyShareChart, sliceColor } from './family-share-chart'

function percentOf(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((part / whole) * 1000) / 10}%`
}

export type SummaryCardsProps = { family: FamilyMoney }

/** "Family Bitcoin Share" (each child's savings plus spending) and total Weekly Allowance. */
export function SummaryCards({ family }: SummaryCardsProps) {
  const shareId = useId()
  const allowanceId = useId()
  const shareText = family.shares
    .map((s) => `${s.name} ${percentOf(s.totalSat, family.totalSat)}`)
    .join(', ')
  const weekly = satsToBtc(family.weeklyAllowanceSat)

  return (
    <div className="summary-grid">
      <article aria-labelledby={shareId}>
        <h3 id={shareId}>Family Bitcoin Share</h3>
        {family.totalSat === 0 ? (
          <p>No bitcoin in the children's accounts yet.</p>
        ) : (
          <>
            <FamilyShareChart shares={family.shares} label={`Family Bitcoin Share: ${shareText}`} />
            <ul className="chart-legend">
              {family.shares.map((share, index) => (
                <li key={share.childId}>
                  <span
                    className="swatch"
                    aria-hidden="true"
                    style={{ backgroundColor: sliceColor(index) }}
                  />
                  {share.name}: <Btc value={satsToBtc(share.totalSat)} /> (
                  {percentOf(share.totalSat, family.totalSat)})
                </li>
              ))}
            </ul>
          </>
        )}
      </article>
      <article aria-labelledby={allowanceId}>
        <h3 id={allowanceId}>Weekly Allowance</h3>
        <p className="big-figure">
          <Btc value={weekly} />
        </p>
        <p>
          ≈ {formatUsd(family.weeklyAllowanceSat)} per week for {family.shares.length}{' '}
          {family.shares.length === 1 ? 'child' : 'children'}
        </p>
      </article>
    </div>
  )
}
