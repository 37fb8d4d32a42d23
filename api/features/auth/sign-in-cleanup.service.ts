import { type Db, truncateWriteAheadLog } from '../../../db/client.js'
import { deleteUnpaidSubscriptionInvoicesBefore } from '../../../db/queries/billing.js'
import { deletePlacesExpiredBefore } from '../../../db/queries/connection-test-places.js'
import { deleteJobLeasesEndedBefore } from '../../../db/queries/job-leases.js'
import { deleteExpiredInvoicesBefore } from '../../../db/queries/lightning-invoices.js'
import { deleteLoginTokensExpiredBefore } from '../../../db/queries/login-tokens.js'
import { deleteLoginRecordsBefore } from '../../../db/queries/logins.js'
import { deletePasskeyChallengesExpiredBefore } from '../../../db/queries/passkeys.js'
import { deleteRateCountsEndedBefore } from '../../../db/queries/rate-counts.js'
import { deleteSecurityEventsBefore } from '../../../db/queries/security-events.js'
import { deleteExpiredSessions } from '../../../db/queries/sessions.js'
import { deleteSignInCodesExpiredBefore } from '../../../db/queries/sign-in-codes.js'

const DAY_MS = 86_400_000
/** Job runs stay visible this long after they ended: which instance ran what, lately. */
const JOB_RUNS_KEPT_DAYS = 7

/**
 * The data-purge policy (docs/data-retention.md): expired sessions, links, codes for
 * another device and passkey challenges can never be used again; sign-in records (with the addresses they came from) and security
 * events have served the admin screens after `retentionDays`, and so have invoices
 * that expired unpaid that long ago (children's Lightning invoices and subscription
 * invoices: no money came from them). The per-day, per-country sign-in counts stay, and
 * nothing a family's balances depend on is touched. What the app instances share goes too:
 * job runs a week after they ended, rate-limit windows and connection-test places once
 * over (a request or a test after them starts afresh). The write-ahead log is emptied last, so
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
  const jobRuns = await deleteJobLeasesEndedBefore(
    db,
    new Date(now.getTime() - JOB_RUNS_KEPT_DAYS * DAY_MS).toISOString(),
  )
  const rateWindows = await deleteRateCountsEndedBefore(db, now.toISOString())
  const testPlaces = await deletePlacesExpiredBefore(db, now.toISOString())
  const logEmptied = truncateWriteAheadLog(db)
  return {
    sessions,
    links,
    codes,
    challenges,
    logins,
    events,
    invoices,
    jobRuns,
    rateWindows,
    testPlaces,
    logEmptied,
  }
}
