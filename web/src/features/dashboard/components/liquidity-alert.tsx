import { useId } from 'react'
import { satsToBtc } from '../../../../../api/lib/money'
import { Btc } from '../../../components/btc'
import { type FamilyMoney, LIQUIDITY_ALERT_PERCENT } from '../family-money'

export type LiquidityAlertProps = { family: FamilyMoney }

/**
 * Warns when the children's spending money together exceeds 80% of the largest child
 * spending limit: the family's Lightning wallet may not hold enough to cover it.
 */
export function LiquidityAlert({ family }: LiquidityAlertProps) {
  const headingId = useId()
  if (!family.isLiquidityLow) return null
  return (
    <article aria-labelledby={headingId} className="attention warning">
      <h3 id={headingId}>Lightning Liquidity Alert</h3>
      <p>
        The children's spending balances total <Btc value={satsToBtc(family.spendingSat)} />, above{' '}
        {LIQUIDITY_ALERT_PERCENT}% of the largest spending limit (
        <Btc value={satsToBtc(family.largestThresholdSat)} />
        ). Make sure your Lightning wallet holds enough to cover their spending.
      </p>
    </article>
  )
}
