import { type ReactNode, useId } from 'react'
import { Btc } from '../../../../components/btc'

export type MoneyCardProps = {
  title: string
  /** BTC string. */
  value: string
  /** The second line's unit: roughly in USD, or (the Lightning figures) in sats. */
  detailUnit?: 'usd' | 'sats'
  /** The card's buttons. */
  children: ReactNode
}

/** My Savings and Spending Money: the balance in BTC, roughly in USD (or sats), and actions. */
export function MoneyCard({ title, value, detailUnit = 'usd', children }: MoneyCardProps) {
  const headingId = useId()
  return (
    <article aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      <p className="big-figure">
        <Btc value={value} />
      </p>
      <p>
        <Btc value={value} unit={detailUnit} />
      </p>
      <div className="button-row">{children}</div>
    </article>
  )
}
