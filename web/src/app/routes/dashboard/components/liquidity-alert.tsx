import { LIQUIDITY_ALERT_PERCENT } from '@api/contracts/family'
import type { FamilyOverview } from '@api/features/family/family.schemas'
import { useId } from 'react'
import { Btc } from '../../../../components/btc'

export type LiquidityAlertProps = {
  overview: Pick<FamilyOverview, 'isLiquidityLow' | 'spendingTotal' | 'largestSpendingThreshold'>
}

/**
 * Warns when the children's spending money together exceeds 80% of the largest child
 * spending limit: the family's Lightning wallet may not hold enough to cover it. The
 * server decides; this only says it.
 */
export function LiquidityAlert({ overview }: LiquidityAlertProps) {
  const headingId = useId()
  if (!overview.isLiquidityLow) return null
  return (
    <article aria-labelledby={headingId} className="attention warning">
      <h3 id={headingId}>Lightning Liquidity Alert</h3>
      <p>
        The children's spending balances total <Btc value={overview.spendingTotal} withSats />,
        above {LIQUIDITY_ALERT_PERCENT}% of the largest spending limit (
        <Btc value={overview.largestSpendingThreshold} withSats />
        ). Make sure your Lightning wallet holds enough to cover their spending.
      </p>
    </article>
  )
}
