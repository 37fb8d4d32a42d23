import { type Db, truncateWriteAheadLog } from '../../../db/client.js'
import { deleteUnpaidSubscriptionInvoicesBefore } from '../../../db/queries/billing.js'
import { deleteExpiredInvoicesBefore } from '../../../db/queries/lightning-invoices.js'
import { deleteLoginTokensExpiredBefore } from '../../../db/queries/login-tokens.js'
import { deleteLoginRecordsBefore } from '../../../db/queries/logins.js'
import { deletePasskeyChallengesExpiredBefore } from '../../../db/queries/passkeys.js'
import { deleteSecurityEventsBefore } from '../../../db/queries/security-events.js'
import { deleteExpiredSessions } from '../../../db/queries/sessions.js'
import { deleteSignInCodesExpiredBefore } from '../../../db/queries/sign-in-codes.js'

const DAY_MS = 86_400_000

/**
 * The data-purge policy (docs/data-retention.md): expired sessions, links, codes for
 * another device and passkey challenges can never be used again; sign-in records (with the addresses they came from) and security
 * events have served the admin screens after `retentionDays`, and so have invoices
 * that expired unpaid that long ago (children's Lightning invoices and subscription
 * invoices: no money came from them). The per-day, per-country sign-in counts stay, and
 * nothing a family's balances depend on is touched. The write-ahead log is emptied last, so
 * what went (and what a family deletion since the last pass removed) leaves the files too.
 * Returns what went.
 */
export async function purgeExpiredSignIns(db: Db, now: Date, retentionDays: number) {
  const sessions = await deleteExpiredSessions(db, now.toISOString())
  // A day's grace keeps "this link expired" answers possible for links opened late.
  const links = await deleteLoginTokensExpiredBefore(
    db,
    new Date(now.getTime() - DAY_MS).toISOString(),
  )
  const codes = await deleteSignInCodesExpiredBefore(
    db,
    new Date(now.getTime() - DAY_MS).toISOString(),
  )
  const challenges = await deletePasskeyChallengesExpiredBefore(db, now.toISOString())
  const retainedSince = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  const logins = await deleteLoginRecordsBefore(db, retainedSince)
  const events = await deleteSecurityEventsBefore(db, retainedSince)
  const invoices =
    (await deleteExpiredInvoicesBefore(db, retainedSince)) +
    (await deleteUnpaidSubscriptionInvoicesBefore(db, retainedSince))
  const logEmptied = truncateWriteAheadLog(db)
  return { sessions, links, codes, challenges, logins, events, invoices, logEmptied }
}
