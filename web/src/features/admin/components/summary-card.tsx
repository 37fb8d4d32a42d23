import type { ReactNode } from 'react'

export type SummaryCardProps = {
  title: string
  value: ReactNode
  hint?: string
}

/** One figure of a summary row: its name, the figure, and what it counts. */
export function SummaryCard({ title, value, hint }: SummaryCardProps) {
  return (
    <article>
      <header>{title}</header>
      <p className="big-figure">{value}</p>
      {hint && <small>{hint}</small>}
    </article>
  )
}
