import type { MonitoringStatsReply } from '@api/features/monitoring/monitoring.schemas'
import { currentLanguage, RichText, useTexts } from '../../../lib/i18n'
import { adminTexts } from '../texts'

export type BooksCheckProps = { status: MonitoringStatsReply['books'] }

/**
 * The books checked by the health-check job: each cached balance off its ledger rows and
 * each Lightning payment off its family's wallet, with the family and the amount; then
 * the families whose wallet could not be compared, and why.
 */
export function BooksCheck({ status }: BooksCheckProps) {
  const t = useTexts(adminTexts)
  const language = currentLanguage()
  return (
    <article aria-label={t('booksAndWallets')}>
      <header>{t('booksAndWalletsTitle')}</header>
      {status.checkedAt === null ? (
        <p>{t('notCheckedYet')}</p>
      ) : status.alerts.length === 0 ? (
        <p>
          <RichText
            texts={adminTexts}
            k="booksMatch"
            values={{ date: new Date(status.checkedAt).toLocaleString(language) }}
            parts={{ small: <small /> }}
          />
        </p>
      ) : (
        <ul className="alert-list" aria-label={t('booksAlerts')}>
          {status.alerts.map((alert) => (
            <li key={`${alert.familyId}-${alert.kind}-${alert.message}`} className="alert-critical">
              <RichText
                texts={adminTexts}
                k="booksAlert"
                values={{
                  family: alert.ownerEmail
                    ? t('familyWithOwner', { id: alert.familyId, email: alert.ownerEmail })
                    : t('family', { id: alert.familyId }),
                  message: alert.message,
                  amount: alert.amount,
                }}
                parts={{ strong: <strong /> }}
              />
            </li>
          ))}
        </ul>
      )}
      {status.notChecked.length > 0 && (
        <ul aria-label={t('walletsNotCompared')}>
          {status.notChecked.map((family) => (
            <li key={family.familyId}>
              <small>
                {t('familyNotCompared', { id: family.familyId, reason: family.reason })}
              </small>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
