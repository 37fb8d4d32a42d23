import type { HealthReport } from '@api/features/health/health.schemas'
import type { MonitoringStatsReply } from '@api/features/monitoring/monitoring.schemas'
import { useId, useState } from 'react'
import { useSWRConfig } from 'swr'
import { LongValue } from '../../components/long-value'
import { type Tab, TabList, tabPanelProps } from '../../components/tab-list'
import { TableBox } from '../../components/table-box'
import { errorMessage } from '../../lib/api-client'
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

type MonitoringTab = 'services' | 'performance' | 'security' | 'errors'

const TABS: readonly Tab<MonitoringTab>[] = [
  { id: 'services', label: 'Services' },
  { id: 'performance', label: 'Performance' },
  { id: 'security', label: 'Security' },
  { id: 'errors', label: 'Errors' },
]

/** /admin/monitoring: the server's health, speed, security events and errors (spec 2). */
export function MonitoringPage() {
  return (
    <RequireAdmin>
      <Monitoring />
    </RequireAdmin>
  )
}

function Monitoring() {
  usePageTitle('System Monitoring')
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
          <h1 id={headingId}>System Monitoring</h1>
          <button type="button" className="secondary" onClick={() => void refreshAll()}>
            Refresh All
          </button>
        </div>
        {health.error !== undefined && (
          <p role="alert">{errorMessage(health.error, 'Failed to load health')}</p>
        )}
        {health.isLoading && <p aria-busy="true">Checking the server...</p>}
        {health.data && <SystemStatus report={health.data} />}
        <MonitoredBooks />
        <TabList
          label="Monitoring views"
          tabs={TABS}
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
  const { metrics } = report
  const alerts = report.alerts.slice(0, DISPLAY_CAPS.alerts)
  return (
    <>
      <article aria-label="System Status">
        <header>
          System Status: <StatusBadge status={report.status} />
        </header>
        <dl className="figures">
          <div>
            <dt>Uptime</dt>
            <dd>{Math.floor(metrics.uptime / 60_000)} min</dd>
          </div>
          <div>
            <dt>Heap used</dt>
            <dd>
              {megabytes(metrics.memory.heapUsed)} of {megabytes(metrics.memory.heapTotal)}
            </dd>
          </div>
          <div>
            <dt>Average response</dt>
            <dd>{metrics.performance.avgResponseTime.toFixed(1)} ms</dd>
          </div>
          <div>
            <dt>Error rate</dt>
            <dd>{(metrics.performance.errorRate * 100).toFixed(1)}%</dd>
          </div>
        </dl>
      </article>
      {alerts.length > 0 && (
        <ul className="alert-list" aria-label="Alerts">
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
  const { data } = useMonitoringStats()
  return (
    <>
      <ServicesTable report={report} />
      <h2>Recent Service Changes</h2>
      {data?.serviceChanges.length === 0 && <p>No service changed state.</p>}
      {data && data.serviceChanges.length > 0 && (
        <ul aria-label="Recent service changes">
          {data.serviceChanges.map((change) => (
            <li key={`${change.at}-${change.component}`}>
              <StatusBadge status={change.to} /> {change.message}{' '}
              <small>{new Date(change.at).toLocaleString()}</small>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function ServicesTable({ report }: { report: HealthReport }) {
  return (
    <TableBox label="Services">
      <table>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Status</th>
            <th scope="col">Response time</th>
            <th scope="col">Last checked</th>
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
              <td>{service.responseTime} ms</td>
              <td>{new Date(service.lastChecked).toLocaleTimeString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  )
}

function PerformanceTab() {
  const { data, error, mutate } = useMonitoringStats()
  if (error !== undefined)
    return <p role="alert">{errorMessage(error, 'Failed to load performance')}</p>
  if (!data) return <p aria-busy="true">Loading performance...</p>
  const { performance, slowQueries } = data
  return (
    <>
      <div className="summary-grid">
        <SummaryCard title="Total Requests" value={performance.totalRequests} />
        <SummaryCard title="Average Response" value={`${performance.averageResponseTime} ms`} />
        <SummaryCard title="95th Percentile" value={`${performance.p95ResponseTime} ms`} />
        <SummaryCard
          title="Slow Requests"
          value={performance.slowRequestCount}
          hint="Answers over one second"
        />
        <SummaryCard
          title="Slow Queries"
          value={slowQueries.totalSlowQueries}
          hint={`Over 100 ms; average ${slowQueries.averageDuration} ms`}
        />
      </div>
      <p>
        <small>Since {new Date(data.since).toLocaleString()}</small>
      </p>
      <button
        type="button"
        className="secondary outline"
        onClick={() => void resetMonitoringStats().then(() => mutate())}
      >
        Reset Performance Stats
      </button>
    </>
  )
}

function SecurityTab() {
  const { data, error, mutate } = useSecurityStats()
  if (error !== undefined)
    return <p role="alert">{errorMessage(error, 'Failed to load security')}</p>
  if (!data) return <p aria-busy="true">Loading security...</p>
  const { metrics } = data
  return (
    <>
      <div className="summary-grid">
        <SummaryCard title="Failed Logins" value={metrics.failedLogins} />
        <SummaryCard title="Rate Limit Hits" value={metrics.rateLimitHits} />
        <SummaryCard title="Unauthorized Attempts" value={metrics.unauthorizedAttempts} />
        <SummaryCard title="Blocked IPs" value={metrics.blockedIPs} />
      </div>
      <h2>Top Suspicious IPs</h2>
      {data.topSuspiciousIPs.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul aria-label="Top suspicious IPs">
          {data.topSuspiciousIPs.slice(0, DISPLAY_CAPS.suspiciousIps).map((entry) => (
            <li key={entry.ip}>
              {entry.ip}: {entry.count}
            </li>
          ))}
        </ul>
      )}
      <h2>Recent Critical Events</h2>
      {data.recentCriticalEvents.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul aria-label="Recent critical events">
          {data.recentCriticalEvents.slice(0, DISPLAY_CAPS.criticalEvents).map((event) => (
            <li key={`${event.timestamp}-${event.description}`}>
              <small>{new Date(event.timestamp).toLocaleString()}</small> {event.description}
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="secondary outline"
        onClick={() => void resetSecurityStats().then(() => mutate())}
      >
        Reset Security Stats
      </button>
    </>
  )
}

function ErrorsTab() {
  const { data, error } = useMonitoringStats()
  if (error !== undefined) return <p role="alert">{errorMessage(error, 'Failed to load errors')}</p>
  if (!data) return <p aria-busy="true">Loading errors...</p>
  const { errors } = data
  const recent = errors.recentErrors.slice(0, DISPLAY_CAPS.recentErrors)
  return (
    <>
      <SummaryCard title="Total Errors" value={errors.totalErrors} hint="Answers of 500 or above" />
      {Object.keys(errors.errorsByType).length > 0 && (
        <dl className="figures" aria-label="Errors by type">
          {Object.entries(errors.errorsByType).map(([type, count]) => (
            <div key={type}>
              <dt>{type}</dt>
              <dd>{count}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2>Recent Errors</h2>
      {recent.length === 0 ? (
        <p>No errors recorded.</p>
      ) : (
        <ul aria-label="Recent errors">
          {recent.map((e) => (
            <li key={`${e.timestamp}-${e.method}-${e.path}`}>
              <LongValue value={`${e.method} ${e.path}`} /> {e.error}{' '}
              <small>{new Date(e.timestamp).toLocaleString()}</small>
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
  const recent = failures.recent.slice(0, DISPLAY_CAPS.recentErrors)
  return (
    <>
      <h2>Failed Job Runs</h2>
      {failures.total === 0 ? (
        <p>No job run failed.</p>
      ) : (
        <>
          <dl className="figures" aria-label="Failed runs by job">
            {Object.entries(failures.byJob).map(([job, count]) => (
              <div key={job}>
                <dt>{job}</dt>
                <dd>{count}</dd>
              </div>
            ))}
          </dl>
          <ul aria-label="Recent job failures">
            {recent.map((f) => (
              <li key={`${f.timestamp}-${f.job}`}>
                <code>{f.job}</code> {f.error}{' '}
                <small>{new Date(f.timestamp).toLocaleString()}</small>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}
