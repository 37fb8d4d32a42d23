import { useTexts } from '../../../lib/i18n'
import { statusTone } from '../status-tone'
import { statusWord } from '../status-word'
import { adminTexts } from '../texts'

export type StatusBadgeProps = { status: string }

/** A status word in its colour: green, yellow, red or neutral (spec 2, section 4). */
export function StatusBadge({ status }: StatusBadgeProps) {
  const t = useTexts(adminTexts)
  return (
    <span className={`status-badge status-${statusTone(status)}`}>{statusWord(status, t)}</span>
  )
}
