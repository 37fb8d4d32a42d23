import { LIQUIDITY_ALERT_PERCENT } from '@api/contracts/family'
import type { FamilyOverview } from '@api/features/family/family.schemas'
import { useId } from 'react'
import { Btc } from '../../../../components/btc'
import { RichText, useTexts } from '../../../../lib/i18n'
import { dashboardTexts } from '../texts'

export type LiquidityAlertProps = {
  overview: Pick<FamilyOverview, 'isLiquidityLow' | 'spendingTotal' | 'largestSpendingThreshold'>
}

/**
 * Warns when the children's spending money together exceeds 80% of the largest child
 * spending limit: the family's Lightning wallet may not hold enough to cover it. The
 * server decides; this only says it.
 */
export function LiquidityAlert({ overview }: LiquidityAlertProps) {
  const t = useTexts(dashboardTexts)
  const headingId = useId()
  if (!overview.isLiquidityLow) return null
  return (
    <article aria-labelledby={headingId} className="attention warning">
      <h3 id={headingId}>{t('liquidityTitle')}</h3>
      <p>
        <RichText
          texts={dashboardTexts}
          k="liquidityText"
          values={{ percent: LIQUIDITY_ALERT_PERCENT }}
          parts={{
            total: <Btc value={overview.spendingTotal} withSats />,
            limit: <Btc value={overview.largestSpendingThreshold} withSats />,
          }}
        />
      </p>
    </article>
  )
}
