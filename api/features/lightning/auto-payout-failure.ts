import type { Db } from '../../../db/client.js'
import { findAutoPayoutOfPayment, markAutoPayoutFailed } from '../../../db/queries/auto-payouts.js'
import { findChildBalance } from '../../../db/queries/children.js'
import type { LightningPayment } from '../../../db/queries/lightning-payments.js'
import { findFamilyOwner } from '../../../db/queries/users.js'
import { mailLanguage } from '../../lib/mail-language.js'
import { formatBtcWithSats } from '../../lib/money.js'
import type { LightningDeps } from './lightning-context.js'
import { autoPayoutFailureTexts } from './mail-texts.js'

type NoticeDeps = Pick<LightningDeps, 'mailer' | 'log' | 'publicUrl'>

export interface FailedAutoPayout {
  id: number
  familyId: number
  childId: number
  amountSat: number
}

/**
 * Closes an automatic payout that paid nothing, keeping the reason for the Lightning
 * Address tab, and e-mails the account holder. Only the caller whose update closed it
 * mails (the payout pass, or the settling job for a payment that failed later), so a
 * payout is reported once. `from` 'claimed': close it only if it never reached the wallet.
 * @returns whether this call closed it
 */
export async function failAutoPayout(
  db: Db,
  deps: NoticeDeps,
  payout: FailedAutoPayout,
  reason: string,
  at: Date,
  from: 'claimed' | 'any',
): Promise<boolean> {
  const closed = await markAutoPayoutFailed(db, payout.id, reason, at.toISOString(), from)
  if (closed) await tellParent(db, deps, payout, reason)
  return closed
}

/** A payment the settling job found failed: if an automatic payout sent it, that failed too. */
export async function failAutoPayoutOfPayment(
  db: Db,
  deps: NoticeDeps,
  payment: LightningPayment,
  reason: string,
  at: Date,
): Promise<void> {
  const payout = await findAutoPayoutOfPayment(db, payment.familyId, payment.paymentHash)
  if (!payout) return
  await failAutoPayout(db, deps, { ...payout, familyId: payment.familyId }, reason, at, 'any')
}

/** A mail that cannot be sent is logged: the reason stays visible in the Lightning Address tab. */
async function tellParent(
  db: Db,
  deps: NoticeDeps,
  payout: FailedAutoPayout,
  reason: string,
): Promise<void> {
  try {
    const owner = await findFamilyOwner(db, payout.familyId)
    const child = await findChildBalance(db, payout.familyId, payout.childId)
    if (!owner || !child) return
    const name = child.name
    const settings = new URL('/lightning-connect?tab=lightning-address', deps.publicUrl).href
    const language = mailLanguage(owner)
    const t = autoPayoutFailureTexts.in(language)
    await deps.mailer.sendNotice({
      to: owner.email,
      subject: t('subject', { name }),
      text: [
        t('failed', { amount: formatBtcWithSats(payout.amountSat, language), name, reason }),
        t('nothingPaid', { name, settings }),
      ].join('\n\n'),
      language,
    })
  } catch (error) {
    deps.log.error({ err: error, familyId: payout.familyId }, 'automatic payout failure not mailed')
  }
}
