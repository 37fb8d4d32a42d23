import type { Db } from '../../../db/client.js'
import { findSyncPreferences } from '../../../db/queries/sync-preferences.js'
import { findFamilyOwner } from '../../../db/queries/users.js'
import { mailLanguage } from '../../lib/mail-language.js'
import { formatBtcWithSats } from '../../lib/money.js'
import type { LightningDeps } from './lightning-context.js'
import { spendingAlertTexts } from './mail-texts.js'

/** Spec 2: a spending alert fires above 20% of the balance. */
const ALERT_SHARE_PERCENT = 20

export interface BookedSpend {
  familyId: number
  childName: string
  description: string
  /** What the payment cost the child (amount plus fee), in sats. */
  costSat: number
  /** The child's spending balance just before it was booked, in sats. */
  spendingBeforeSat: number
}

export function isLargeSpend(spend: Pick<BookedSpend, 'costSat' | 'spendingBeforeSat'>): boolean {
  return spend.costSat * 100 > spend.spendingBeforeSat * ALERT_SHARE_PERCENT
}

/**
 * E-mails the account holder when one confirmed payment took more than 20% of the
 * child's spending balance and the family turned spending alerts on. Called only by
 * the caller that booked the payment, so once per payment. A mail that fails is
 * logged: the payment itself is done and stays done.
 */
export async function alertLargeSpend(
  db: Db,
  deps: Pick<LightningDeps, 'mailer' | 'log'>,
  spend: BookedSpend,
): Promise<void> {
  try {
    if (!isLargeSpend(spend)) return
    if (!(await findSyncPreferences(db, spend.familyId)).spendingAlerts) return
    const owner = await findFamilyOwner(db, spend.familyId)
    if (!owner) return
    const language = mailLanguage(owner)
    const t = spendingAlertTexts.in(language)
    const paid = {
      name: spend.childName,
      cost: formatBtcWithSats(spend.costSat, language),
      percent: ALERT_SHARE_PERCENT,
      balance: formatBtcWithSats(spend.spendingBeforeSat, language),
    }
    await deps.mailer.sendNotice({
      to: owner.email,
      subject: t('subject', { name: spend.childName }),
      text: [
        spend.description
          ? t('paidFor', { ...paid, description: spend.description })
          : t('paid', paid),
        t('why'),
      ].join('\n\n'),
      language,
    })
  } catch (error) {
    deps.log.error({ err: error, familyId: spend.familyId }, 'spending alert not sent')
  }
}
