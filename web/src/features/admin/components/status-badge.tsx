import { statusTone } from '../status-tone'

export type StatusBadgeProps = { status: string }

/** A status word in its colour: green, yellow, red or neutral (spec 2, section 4). */
export function StatusBadge({ status }: StatusBadgeProps) {
  return <span className={`status-badge status-${statusTone(status)}`}>{status}</span>
}
