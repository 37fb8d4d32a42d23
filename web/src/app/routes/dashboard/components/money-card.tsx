import { type ReactNode, useId } from 'react'
import { Btc } from '../../../../components/btc'

export type MoneyCardProps = {
  title: string
  /** BTC string. */
  value: string
  /** Spending money is Lightning money: its sats go beside the BTC (docs/money-rules.md). */
  withSats?: boolean
  /** The second line's unit: roughly in USD, or in sats where the spec says so (the demo). */
  detailUnit?: 'usd' | 'sats'
  /** The card's buttons. */
  children: ReactNode
}

/** My Savings and Spending Money: the balance in BTC, roughly in USD (or sats), and actions. */
export function MoneyCard({
  title,
  value,
  withSats = false,
  detailUnit = 'usd',
  children,
}: MoneyCardProps) {
  const headingId = useId()
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="big-figure">
        <Btc value={value} withSats={withSats} />
      </p>
      <p>
        <Btc value={value} unit={detailUnit} />
      </p>
      <div className="button-row">{children}</div>
    </article>
  )
}
