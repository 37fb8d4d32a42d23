import { wallClockInstant } from '../../lib/local-date.js'
import type { ImportedPayment } from './wallet-csv.js'

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/

/**
 * When an imported payment happened, as ISO-8601 UTC, for its ledger row; null when the
 * file does not say in a way that can be read for sure (Breez writes the phone's locale
 * format, where 8/4/2026 is April or August).
 *
 * A wall-clock time without a zone (LNbits) is read in the family's zone: the browser
 * that exported it was, most likely, at home. A date after `now` is taken as `now`: a
 * payment cannot have happened after it was recorded, and a wrong clock must not pin a
 * row to the top of every list.
 */
export function paymentInstant(
  payment: Pick<ImportedPayment, 'occurredAt' | 'occurredAtText'>,
  timeZone: string,
  now: Date,
): string | null {
  let instant = payment.occurredAt
  const local = LOCAL_MINUTE.exec(payment.occurredAtText)
  if (instant === null && local) {
    const [, year, month, day, hour, minute] = local.map(Number)
    instant = wallClockInstant(
      { year: year ?? 0, month: month ?? 1, day: day ?? 1, hour: hour ?? 0, minute: minute ?? 0 },
      timeZone,
    )
  }
  if (instant === null) return null
  return instant > now.toISOString() ? now.toISOString() : instant
}
