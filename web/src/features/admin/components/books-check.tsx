import type { MonitoringStatsReply } from '@api/features/monitoring/monitoring.schemas'

export type BooksCheckProps = { status: MonitoringStatsReply['books'] }

/**
 * The books checked by the health-check job: each cached balance off its ledger rows and
 * each Lightning payment off its family's wallet, with the family and the amount; then
 * the families whose wallet could not be compared, and why.
 */
export function BooksCheck({ status }: BooksCheckProps) {
  return (
    <article aria-label="Books and wallets">
      <header>Books and Wallets</header>
      {status.checkedAt === null ? (
        <p>Not checked yet.</p>
      ) : status.alerts.length === 0 ? (
        <p>
          Every balance equals its ledger rows and every wallet compared matches its books{' '}
          <small>(checked {new Date(status.checkedAt).toLocaleString()})</small>.
        </p>
      ) : (
        <ul className="alert-list" aria-label="Books alerts">
          {status.alerts.map((alert) => (
            <li key={`${alert.familyId}-${alert.kind}-${alert.message}`} className="alert-critical">
              <strong>
                Family {alert.familyId}
                {alert.ownerEmail ? ` (${alert.ownerEmail})` : ''}
              </strong>
              : {alert.message}. Difference: {alert.amount} BTC
            </li>
          ))}
        </ul>
      )}
      {status.notChecked.length > 0 && (
        <ul aria-label="Wallets not compared">
          {status.notChecked.map((family) => (
            <li key={family.familyId}>
              <small>
                Family {family.familyId} not compared: {family.reason}
              </small>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
