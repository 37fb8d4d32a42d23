import type { Db } from '../../db/client.js'
import { sumHeldSpending } from '../../db/queries/lightning-payments.js'
import { AppError } from '../errors.js'
import { satsToBtc } from './money.js'

/**
 * "Available spending": a child's spending balance less what their Lightning payments
 * under way hold (each one's amount plus its fee budget, from the moment it is claimed
 * until it settles). Every debit of a spending balance checks this one figure, never the
 * balance alone: Lightning payments and payouts, manual debits and moves to savings,
 * goal contributions, savings transfers, CSV imports, and a balance set by hand (which
 * may not go below what is held). So whatever happens while a payment is in flight, its
 * settlement finds its amount and fee still there (docs/money-rules.md).
 */
export interface SpendingAvailability {
  balanceSat: number
  heldSat: number
  availableSat: number
}

/** Read it inside the transaction that debits, so the check and the debit see one state. */
export async function availableSpending(
  db: Db,
  child: { id: number; spendingSat: number },
): Promise<SpendingAvailability> {
  const heldSat = (await sumHeldSpending(db, [child.id])).get(child.id) ?? 0
  return {
    balanceSat: child.spendingSat,
    heldSat,
    availableSat: Math.max(0, child.spendingSat - heldSat),
  }
}

/** What the payments under way of each of these children hold (0 for most). */
export async function heldSpendingOf(
  db: Db,
  childIds: readonly number[],
): Promise<Map<number, number>> {
  return sumHeldSpending(db, childIds)
}

/**
 * Checks that a debit fits in the available spending.
 * @param refusal the caller's words for "not enough" (the spec's, or a parent's); when
 * the balance would cover it but payments under way hold part of it, the answer says so
 * @throws AppError 'insufficient-spending' (400, or 409 when deciding something that
 * was asked earlier)
 */
export async function requireAvailableSpending(
  db: Db,
  child: { id: number; spendingSat: number },
  amountSat: number,
  refusal: { message: string; field?: string; status?: 400 | 409 },
): Promise<SpendingAvailability> {
  const availability = await availableSpending(db, child)
  if (amountSat > availability.availableSat) {
    throw new AppError(
      refusal.status ?? 400,
      'insufficient-spending',
      amountSat > availability.balanceSat
        ? refusal.message
        : `${refusal.message} (${heldText(availability.heldSat)})`,
      refusal.field,
    )
  }
  return availability
}

/** Why part of a balance cannot be used now, in a parent's words. */
export function heldText(heldSat: number): string {
  return `${satsToBtc(heldSat)} BTC of it is held by Lightning payments under way until they settle`
}
