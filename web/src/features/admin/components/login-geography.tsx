import { useId } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { useTexts } from '../../../lib/i18n'
import { useLoginStats } from '../api'
import { adminTexts } from '../texts'

/** Sign-ins per country, most first, in a list that scrolls (spec 2, section 9). */
export function LoginGeography() {
  const headingId = useId()
  const t = useTexts(adminTexts)
  const { data, error, isLoading } = useLoginStats()
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>{t('loginGeography')}</h2>
      </header>
      {isLoading && <p aria-busy="true">{t('loadingSignIns')}</p>}
      {error !== undefined && <p role="alert">{errorMessage(error, t('loginsFailed'))}</p>}
      {data && (
        <>
          <dl className="figures">
            <div>
              <dt>{t('totalLogins')}</dt>
              <dd>{data.totalLogins}</dd>
            </div>
            <div>
              <dt>{t('uniqueIps')}</dt>
              <dd>{data.uniqueIPs}</dd>
            </div>
          </dl>
          {data.countryStats.length === 0 ? (
            <p>{t('noSignIns')}</p>
          ) : (
            <ul className="country-list" aria-label={t('signInsByCountry')}>
              {data.countryStats.map((c) => (
                <li key={c.country}>
                  <span>{c.countryName}</span>
                  <strong>{c.count}</strong>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  )
}
