import { useId } from 'react'
import { errorMessage } from '../../../lib/api-client'
import { useLoginStats } from '../api'

/** Sign-ins per country, most first, in a list that scrolls (spec 2, section 9). */
export function LoginGeography() {
  const headingId = useId()
  const { data, error, isLoading } = useLoginStats()
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h2 id={headingId}>Login Geography</h2>
      </header>
      {isLoading && <p aria-busy="true">Loading sign-ins...</p>}
      {error !== undefined && <p role="alert">{errorMessage(error, 'Failed to load logins')}</p>}
      {data && (
        <>
          <dl className="figures">
            <div>
              <dt>Total Logins</dt>
              <dd>{data.totalLogins}</dd>
            </div>
            <div>
              <dt>Unique IPs</dt>
              <dd>{data.uniqueIPs}</dd>
            </div>
          </dl>
          {data.countryStats.length === 0 ? (
            <p>No sign-ins recorded yet.</p>
          ) : (
            <ul className="country-list" aria-label="Sign-ins by country">
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
