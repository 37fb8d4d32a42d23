import type { HealthReport } from '@api/features/health/health.schemas'
import type { MonitoringStatsReply } from '@api/features/monitoring/monitoring.schemas'
import { useId, useState } from 'react'
import { useSWRConfig } from 'swr'
import { LongValue } from '../../components/long-value'
import { type Tab, TabList, tabPanelProps } from '../../components/tab-list'
import { TableBox } from '../../components/table-box'
import { errorMessage } from '../../lib/api-client'
import { currentLanguage, RichText, useTexts } from '../../lib/i18n'
import { usePageTitle } from '../../lib/page-meta'
import {
  HEALTH_KEY,
  MONITORING_STATS_KEY,
  resetMonitoringStats,
  resetSecurityStats,
  SECURITY_STATS_KEY,
  useHealth,
  useMonitoringStats,
  useSecurityStats,
} from './api'
import { AdminNav } from './components/admin-nav'
import { BooksCheck } from './components/books-check'
import { RequireAdmin } from './components/require-admin'
import { StatusBadge } from './components/status-badge'
import { SummaryCard } from './components/summary-card'
import { DISPLAY_CAPS, megabytes } from './status-tone'
import { adminTexts } from './texts'

type MonitoringTab = 'services' | 'performance' | 'security' | 'errors'

const TABS = [
  { id: 'services', label: 'tabServices' },
  { id: 'performance', label: 'tabPerformance' },
  { id: 'security', label: 'tabSecurity' },
  { id: 'errors', label: 'tabErrors' },
] as const satisfies readonly Tab<MonitoringTab>[]

/** A moment the server reports, in the language shown. */
const momentOf = (iso: string) => new Date(iso).toLocaleString(currentLanguage())

/** /admin/monitoring: the server's health, speed, security events and errors (spec 2). */
export function MonitoringPage() {
  return (
    <RequireAdmin>
      <Monitoring />
    </RequireAdmin>
  )
}

function Monitoring() {
  const t = useTexts(adminTexts)
  usePageTitle(t('systemMonitoring'))
  const headingId = useId()
  const tabsId = useId()
  const [tab, setTab] = useState<MonitoringTab>('services')
  const { mutate } = useSWRConfig()
  const health = useHealth()
  const refreshAll = () =>
    Promise.all([HEALTH_KEY, MONITORING_STATS_KEY, SECURITY_STATS_KEY].map((key) => mutate(key)))

  return (
    <main className="container admin-screen">
      <AdminNav />
      <section aria-labelledby={headingId}>
        <div className="dashboard-intro">
          <h1 id={headingId}>{t('systemMonitoring')}</h1>
          <button type="button" className="secondary" onClick={() => void refreshAll()}>
            {t('refreshAll')}
          </button>
        </div>
        {health.error !== undefined && (
          <p role="alert">{errorMessage(health.error, t('healthFailed'))}</p>
        )}
        {health.isLoading && <p aria-busy="true">{t('checkingServer')}</p>}
        {health.data && <SystemStatus report={health.data} />}
        <MonitoredBooks />
        <TabList
          label={t('monitoringViews')}
          tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
          selected={tab}
          onSelect={setTab}
          idPrefix={tabsId}
        />
        <div {...tabPanelProps(tabsId, tab)}>
          {tab === 'services' && health.data && <ServicesTab report={health.data} />}
          {tab === 'performance' && <PerformanceTab />}
          {tab === 'security' && <SecurityTab />}
          {tab === 'errors' && <ErrorsTab />}
        </div>
      </section>
    </main>
  )
}

function SystemStatus({ report }: { report: HealthReport }) {
  const t = useTexts(adminTexts)
  const { metrics } = report
  const alerts = report.alerts.slice(0, DISPLAY_CAPS.alerts)
  return (
    <>
      <article aria-label={t('systemStatus')}>
        <header>
          <RichText
            texts={adminTexts}
            k="systemStatusLabel"
            parts={{ badge: <StatusBadge status={report.status} /> }}
          />
        </header>
        <dl className="figures">
          <div>
            <dt>{t('uptime')}</dt>
            <dd>{t('minutes', { value: Math.floor(metrics.uptime / 60_000) })}</dd>
          </div>
          <div>
            <dt>{t('heapUsed')}</dt>
            <dd>
              {t('heapOf', {
                used: megabytes(metrics.memory.heapUsed),
                total: megabytes(metrics.memory.heapTotal),
              })}
            </dd>
          </div>
          <div>
            <dt>{t('averageResponse')}</dt>
            <dd>{t('ms', { value: metrics.performance.avgResponseTime.toFixed(1) })}</dd>
          </div>
          <div>
            <dt>{t('errorRate')}</dt>
            <dd>{t('percent', { value: (metrics.performance.errorRate * 100).toFixed(1) })}</dd>
          </div>
        </dl>
      </article>
      {alerts.length > 0 && (
        <ul className="alert-list" aria-label={t('alerts')}>
          {alerts.map((alert) => (
            <li key={`${alert.component}-${alert.message}`} className={`alert-${alert.severity}`}>
              <strong>{alert.component}</strong>: {alert.message}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function MonitoredBooks() {
  const { data } = useMonitoringStats()
  return data ? <BooksCheck status={data.books} /> : null
}

function ServicesTab({ report }: { report: HealthReport }) {
  const t = useTexts(adminTexts)
  const { data } = useMonitoringStats()
  return (
    <>
      <ServicesTable report={report} />
      <h2>{t('recentServiceChanges')}</h2>
      {data?.serviceChanges.length === 0 && <p>{t('noServiceChanges')}</p>}
      {data && data.serviceChanges.length > 0 && (
        <ul aria-label={t('recentServiceChangesList')}>
          {data.serviceChanges.map((change) => (
            <li key={`${change.at}-${change.component}`}>
              <StatusBadge status={change.to} /> {change.message}{' '}
              <small>{momentOf(change.at)}</small>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function ServicesTable({ report }: { report: HealthReport }) {
  const t = useTexts(adminTexts)
  return (
    <TableBox label={t('services')}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('service')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('responseTime')}</th>
            <th scope="col">{t('lastChecked')}</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(report.services).map(([name, service]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>
                <StatusBadge status={service.status} />
                {service.error && <small> {service.error}</small>}
              </td>
              <td>{t('ms', { value: service.responseTime })}</td>
              <td>{new Date(service.lastChecked).toLocaleTimeString(currentLanguage())}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}

function PerformanceTab() {
  const t = useTexts(adminTexts)
  const { data, error, mutate } = useMonitoringStats()
  if (error !== undefined) return <p role="alert">{errorMessage(error, t('performanceFailed'))}</p>
  if (!data) return <p aria-busy="true">{t('loadingPerformance')}</p>
  const { performance, slowQueries } = data
  return (
    <>
      <div className="summary-grid">
        <SummaryCard title={t('totalRequests')} value={performance.totalRequests} />
        <SummaryCard
          title={t('averageResponseCard')}
          value={t('ms', { value: performance.averageResponseTime })}
        />
        <SummaryCard title={t('p95')} value={t('ms', { value: performance.p95ResponseTime })} />
        <SummaryCard
          title={t('slowRequests')}
          value={performance.slowRequestCount}
          hint={t('slowRequestsHint')}
        />
        <SummaryCard
          title={t('slowQueries')}
          value={slowQueries.totalSlowQueries}
          hint={t('slowQueriesHint', { average: slowQueries.averageDuration })}
        />
      </div>
      <p>
        <small>{t('since', { date: momentOf(data.since) })}</small>
      </p>
      <button
        type="button"
        className="secondary outline"
        onClick={() => void resetMonitoringStats().then(() => mutate())}
      >
        {t('resetPerformance')}
      </button>
    </>
  )
}

function SecurityTab() {
  const t = useTexts(adminTexts)
  const { data, error, mutate } = useSecurityStats()
  if (error !== undefined) return <p role="alert">{errorMessage(error, t('securityFailed'))}</p>
  if (!data) return <p aria-busy="true">{t('loadingSecurity')}</p>
  const { metrics } = data
  return (
    <>
      <div className="summary-grid">
        <SummaryCard title={t('failedLogins')} value={metrics.failedLogins} />
        <SummaryCard title={t('rateLimitHits')} value={metrics.rateLimitHits} />
        <SummaryCard title={t('unauthorizedAttempts')} value={metrics.unauthorizedAttempts} />
        <SummaryCard title={t('blockedIps')} value={metrics.blockedIPs} />
      </div>
      <h2>{t('topSuspiciousIps')}</h2>
      {data.topSuspiciousIPs.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul aria-label={t('topSuspiciousIpsList')}>
          {data.topSuspiciousIPs.slice(0, DISPLAY_CAPS.suspiciousIps).map((entry) => (
            <li key={entry.ip}>
              {entry.ip}: {entry.count}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('recentCriticalEvents')}</h2>
      {data.recentCriticalEvents.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul aria-label={t('recentCriticalEventsList')}>
          {data.recentCriticalEvents.slice(0, DISPLAY_CAPS.criticalEvents).map((event) => (
            <li key={`${event.timestamp}-${event.description}`}>
              <small>{momentOf(event.timestamp)}</small> {event.description}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="secondary outline"
        onClick={() => void resetSecurityStats().then(() => mutate())}
      >
        {t('resetSecurity')}
      </button>
    </>
  )
}

function ErrorsTab() {
  const t = useTexts(adminTexts)
  const { data, error } = useMonitoringStats()
  if (error !== undefined) return <p role="alert">{errorMessage(error, t('errorsFailed'))}</p>
  if (!data) return <p aria-busy="true">{t('loadingErrors')}</p>
  const { errors } = data
  const recent = errors.recentErrors.slice(0, DISPLAY_CAPS.recentErrors)
  return (
    <>
      <SummaryCard
        title={t('totalErrors')}
        value={errors.totalErrors}
        hint={t('totalErrorsHint')}
      />
      {Object.keys(errors.errorsByType).length > 0 && (
        <dl className="figures" aria-label={t('errorsByType')}>
          {Object.entries(errors.errorsByType).map(([type, count]) => (
            <div key={type}>
              <dt>{type}</dt>
              <dd>{count}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2>{t('recentErrors')}</h2>
      {recent.length === 0 ? (
        <p>{t('noErrors')}</p>
      ) : (
        <ul aria-label={t('recentErrorsList')}>
          {recent.map((e) => (
            <li key={`${e.timestamp}-${e.method}-${e.path}`}>
              <LongValue value={`${e.method} ${e.path}`} /> {e.error}{' '}
              <small>{momentOf(e.timestamp)}</small>
            </li>
          ))}
        </ul>
      )}
      <JobFailures failures={data.jobFailures} />
    </>
  )
}

/** Scheduled jobs whose runs failed: each failure was logged and the job runs again on time. */
function JobFailures({ failures }: { failures: MonitoringStatsReply['jobFailures'] }) {
  const t = useTexts(adminTexts)
  const recent = failures.recent.slice(0, DISPLAY_CAPS.recentErrors)
  return (
    <>
      <h2>{t('failedJobRuns')}</h2>
      {failures.total === 0 ? (
        <p>{t('noJobFailures')}</p>
      ) : (
        <>
          <dl className="figures" aria-label={t('failedRunsByJob')}>
            {Object.entries(failures.byJob).map(([job, count]) => (
              <div key={job}>
                <dt>{job}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </dl>
          <ul aria-label={t('recentJobFailures')}>
            {recent.map((f) => (
              <li key={`${f.timestamp}-${f.job}`}>
                <code>{f.job}</code> {f.error} <small>{momentOf(f.timestamp)}</small>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
