import type { Db } from '../../../db/client.js'
import {
  type AutoPayoutRecord,
  claimAutoPayout,
  findAutoPayoutSetting,
  listAutoPayoutSettings,
  listChildrenWithAutoPayout,
  listLatestAutoPayouts,
  markAutoPayoutPaying,
  saveAutoPayoutSetting,
  sumAutoPayoutsOfWeek,
} from '../../../db/queries/auto-payouts.js'
import { findChildBalance, listChildren } from '../../../db/queries/children.js'
import { inTransaction } from '../../../db/transaction.js'
import { checkBtcInput } from '../../contracts/amount-input.js'
import { writeLedgerDescription } from '../../contracts/ledger-descriptions.js'
import { largestPayableSat, MAX_INVOICE_SAT } from '../../contracts/lightning.js'
import { MESSAGES } from '../../contracts/messages.js'
import { AppError, acceptOrRefuse } from '../../errors.js'
import type { CreditedAllowance } from '../../lib/allowance-credits.js'
import { availableSpending } from '../../lib/available-spending.js'
import { findAccessibleChild } from '../../lib/child-access.js'
import { weekStartOf } from '../../lib/local-date.js'
import { formatBtcWithSats, satsToBtc } from '../../lib/money.js'
import type { SessionUser } from '../../lib/sessions.js'
import { failAutoPayout } from './auto-payout-failure.js'
import type {
  AutoPayoutBody,
  AutoPayoutDto,
  AutoPayoutResultDto,
  AutoPayoutsReply,
  SaveAutoPayoutReply,
} from './lightning.schemas.js'
import { type LightningDeps, requireFamilyWallet } from './lightning-context.js'
import { payChecked } from './payments.service.js'
import { childPayoutAddress, fetchPayoutInvoice } from './payouts.service.js'

/** Every child of the caller's family with its setting (off when never set) and last result. */
export async function readAutoPayouts(db: Db, familyId: number): Promise<AutoPayoutsReply> {
  const [children, settings, latest] = await Promise.all([
    listChildren(db, familyId),
    listAutoPayoutSettings(db, familyId),
    listLatestAutoPayouts(db, familyId),
  ])
  return {
    children: children.map((child) =>
      toDto(
        child.id,
        settings.find((s) => s.childId === child.id),
        latest.find((r) => r.childId === child.id),
      ),
    ),
  }
}

/**
 * Turns a child's automatic payout on or off and sets its weekly limit. On needs a
 * limit and the child's Lightning address; another family's child is a 404.
 * @throws AppError 400 'missing-field' / 'invalid-amount' for the limit,
 * 400 'no-lightning-address', 404 for a child the caller cannot see
 */
export async function saveAutoPayout(
  db: Db,
  user: SessionUser,
  childId: number,
  body: AutoPayoutBody,
  now: Date,
): Promise<SaveAutoPayoutReply> {
  const child = await findAccessibleChild(db, user, childId)
  const saved = await findAutoPayoutSetting(db, user.familyId, child.id)
  const typedLimit =
    body.weeklyLimit === undefined
      ? undefined
      : acceptOrRefuse(
          checkBtcInput(body.weeklyLimit, {
            field: 'weeklyLimit',
            message: MESSAGES.invalidWeeklyLimit,
            requiredMessage: MESSAGES.weeklyLimitRequired,
          }),
        )
  const weeklyLimitSat = typedLimit ?? saved?.weeklyLimitSat ?? null
  if (body.enabled) {
    if (weeklyLimitSat === null) {
      throw new AppError(400, 'missing-field', MESSAGES.weeklyLimitRequired, 'weeklyLimit')
    }
    await childPayoutAddress(db, user.familyId, child)
  }
  await saveAutoPayoutSetting(db, {
    familyId: user.familyId,
    childId: child.id,
    isEnabled: body.enabled,
    weeklyLimitSat,
    at: now.toISOString(),
  })
  const latest = (await listLatestAutoPayouts(db, user.familyId)).find(
    (r) => r.childId === child.id,
  )
  return {
    success: true,
    message: body.enabled
      ? `${child.name} is paid out automatically after each allowance, up to ${formatBtcWithSats(weeklyLimitSat ?? 0)} a week`
      : `Automatic payouts for ${child.name} are off`,
    ...toDto(child.id, { isEnabled: body.enabled, weeklyLimitSat }, latest),
  }
}

function toDto(
  childId: number,
  setting: { isEnabled: boolean; weeklyLimitSat: number | null } | undefined,
  latest: AutoPayoutRecord | undefined,
): AutoPayoutDto {
  return {
    childId,
    enabled: setting?.isEnabled ?? false,
    weeklyLimit:
      setting === undefined || setting.weeklyLimitSat === null
        ? null
        : satsToBtc(setting.weeklyLimitSat),
    last: latest ? toResultDto(latest) : null,
  }
}

/** A payout handed to the wallet ends as its Lightning payment ends. */
function toResultDto(record: AutoPayoutRecord): AutoPayoutResultDto {
  const base = {
    allowanceDate: record.runDate,
    amount: satsToBtc(record.amountSat),
    fee: null,
    reason: record.failure,
    at: record.updatedAt,
  }
  if (record.state === 'failed' || record.state === 'skipped') {
    return { ...base, outcome: record.state }
  }
  const payment = record.state === 'paying' ? record.payment : null
  if (payment?.state === 'succeeded') {
    return { ...base, outcome: 'paid', fee: satsToBtc(payment.feeSat ?? 0) }
  }
  if (payment?.state === 'failed') return { ...base, outcome: 'failed', reason: payment.failure }
  if (payment?.state === 'pending') return { ...base, outcome: 'pending' }
  return { ...base, outcome: 'in-progress' }
}

export interface AutoPayoutTally {
  paid: number
  pending: number
  failed: number
  skipped: number
}

/** Families paid out side by side: each has its own wallet and its own address services. */
const FAMILIES_AT_ONCE = 8

/**
 * After allowances are credited: pays each credited child whose automatic payout is
 * on (see payOutAllowance). A family's children are paid one after another, through
 * their one wallet. A child's unexpected failure is logged and does not stop the others.
 * `clock` is read for each payout: a pass can last minutes, and a payment's deadline
 * (after which the settling job may close it as never taken) counts from its own start.
 */
export async function payOutAllowances(
  db: Db,
  deps: LightningDeps,
  credits: readonly CreditedAllowance[],
  clock: () => Date,
): Promise<AutoPayoutTally> {
  const tally: AutoPayoutTally = { paid: 0, pending: 0, failed: 0, skipped: 0 }
  const on = await listChildrenWithAutoPayout(
    db,
    credits.map((c) => c.childId),
  )
  const byFamily = new Map<number, CreditedAllowance[]>()
  for (const credit of credits.filter((c) => on.has(c.childId))) {
    byFamily.set(credit.familyId, [...(byFamily.get(credit.familyId) ?? []), credit])
  }
  const families = [...byFamily.values()]
  for (let i = 0; i < families.length; i += FAMILIES_AT_ONCE) {
    await Promise.all(
      families.slice(i, i + FAMILIES_AT_ONCE).map(async (familyCredits) => {
        for (const credit of familyCredits) {
          try {
            const outcome = await payOutAllowance(db, deps, credit, clock)
            if (outcome !== 'none') tally[outcome]++
          } catch (error) {
            deps.log.error(
              { err: error, familyId: credit.familyId, childId: credit.childId },
              'automatic payout stopped by an unexpected error',
            )
          }
        }
      }),
    )
  }
  return tally
}

/** Why nothing is paid out of an allowance, in the parent's words; null when something is. */
function nothingDue(amounts: {
  spendingSat: number
  weeklyLimitSat: number
  leftThisWeekSat: number
  payableSat: number
}): string | null {
  if (amounts.spendingSat <= 0) {
    return "None of this allowance stayed in the spending balance (goal shares or the spending limit's move to savings took it)."
  }
  if (amounts.leftThisWeekSat <= 0) {
    return `This week's limit of ${formatBtcWithSats(amounts.weeklyLimitSat)} is already paid out.`
  }
  if (amounts.payableSat <= 0) {
    return 'The spending balance is already spent or held by payments under way (a payout needs room for its routing fee too).'
  }
  return null
}

/**
 * Pays one credited allowance out to the child's Lightning address: the smallest of
 * what of it went to spending, what the weekly limit leaves this week, and the most
 * the available spending (not held by payments under way) can pay with its fee
 * budget, so the payout's fee is booked in full like its amount.
 *
 * Exactly once: the credit is claimed (a row per child and allowance date, unique)
 * before anything goes over the network; a second pass, a restart or a second
 * instance finds it taken. The amount is decided in that claim's transaction, so two
 * allowances of one week never both fill the limit. No transaction is held across a
 * network call. Then the manual payout's path: the address's invoice, checked; the
 * payment claimed as pending and the child debited only once the wallet confirms. A
 * crash after sending leaves the payment pending for the settling job.
 *
 * A failure pays nothing, leaves the money in the spending balance, keeps the reason
 * for the Lightning Address tab and e-mails the parent (failAutoPayout); so does a
 * pending payment the settling job later finds failed.
 * @returns what became of it; 'none' when it was off or already acted on
 */
async function payOutAllowance(
  db: Db,
  deps: LightningDeps,
  credit: CreditedAllowance,
  clock: () => Date,
): Promise<keyof AutoPayoutTally | 'none'> {
  const { familyId, childId } = credit
  const at = clock().toISOString()
  const claim = await inTransaction(db, async (trx) => {
    // Read again inside: the parent may have turned it off since the list was read.
    const setting = await findAutoPayoutSetting(trx, familyId, childId)
    const child = await findChildBalance(trx, familyId, childId)
    if (!setting?.isEnabled || setting.weeklyLimitSat === null || !child) return undefined
    const weekStart = weekStartOf(credit.runDate)
    const amounts = {
      spendingSat: credit.spendingSat,
      weeklyLimitSat: setting.weeklyLimitSat,
      leftThisWeekSat:
        setting.weeklyLimitSat - (await sumAutoPayoutsOfWeek(trx, childId, weekStart)),
      // What can be paid with its fee budget out of the available spending.
      payableSat: largestPayableSat((await availableSpending(trx, child)).availableSat),
    }
    const skipped = nothingDue(amounts)
    const amountSat = skipped
      ? 0
      : Math.min(amounts.spendingSat, amounts.leftThisWeekSat, amounts.payableSat, MAX_INVOICE_SAT)
    const id = await claimAutoPayout(trx, {
      familyId,
      childId,
      runDate: credit.runDate,
      weekStart,
      amountSat,
      state: skipped ? 'skipped' : 'claimed',
      failure: skipped,
      at,
    })
    return id === undefined ? undefined : { id, amountSat, childName: child.name, skipped }
  })
  if (!claim) return 'none'
  if (claim.skipped) return 'skipped'

  const payout = { id: claim.id, familyId, childId, amountSat: claim.amountSat }
  const fail = async (reason: string) => {
    await failAutoPayout(db, deps, payout, reason, clock(), 'any')
    return 'failed' as const
  }
  try {
    const address = await childPayoutAddress(db, familyId, { id: childId, name: claim.childName })
    const wallet = await requireFamilyWallet(db, deps, familyId)
    const invoice = await fetchPayoutInvoice(wallet, deps.lnurl, address, claim.amountSat)
    await markAutoPayoutPaying(db, claim.id, invoice.paymentHash, clock().toISOString())
    const paid = await payChecked(db, deps, { familyId, userId: null }, wallet, {
      childId,
      paymentHash: invoice.paymentHash,
      bolt11: invoice.bolt11,
      amountSat: invoice.amountSat,
      description: writeLedgerDescription('automaticPayout', { address }),
      // The moment it is sent: its deadline for the settling job counts from here.
      now: clock(),
    })
    if (paid.status === 'failed') {
      return await fail(paid.error ?? 'The payment failed; nothing was paid.')
    }
    return paid.status === 'succeeded' ? 'paid' : 'pending'
  } catch (error) {
    // Every AppError on this path is raised before anything is sent.
    if (error instanceof AppError) return await fail(error.message)
    // Anything else may have struck after the payment went out: only a payout that
    // never reached the wallet is closed; one that did is the settling job's.
    await failAutoPayout(
      db,
      deps,
      payout,
      'An unexpected error stopped the payout before it was sent; nothing was paid.',
      clock(),
      'claimed',
    )
    throw error
  }
}
