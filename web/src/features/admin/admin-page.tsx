import { useId, useState } from 'react'
import { type Tab, TabList, tabPanelProps } from '../../components/tab-list'
import { TableBox } from '../../components/table-box'
import { errorMessage } from '../../lib/api-client'
import { usePageTitle } from '../../lib/page-meta'
import { useEngagementStats, useOperatorWallet, useRevenueStats, useUserStats } from './api'
import { AdminNav } from './components/admin-nav'
import { BarChart } from './components/bar-chart'
import { FunnelBars } from './components/funnel-bars'
import { LoginGeography } from './components/login-geography'
import { MailSettingsTab } from './components/mail-settings-tab'
import { RequireAdmin } from './components/require-admin'
import { SummaryCard } from './components/summary-card'

type AdminTab = 'users' | 'engagement' | 'revenue' | 'lightning' | 'mail'

// The spec's four tabs, and Mail: the mail server set in the app (issue 23, a node's
// owner cannot set SMTP_URL).
const TABS: readonly Tab<AdminTab>[] = [
  { id: 'users', label: 'Users' },
  { id: 'engagement', label: 'Engagement' },
  { id: 'revenue', label: 'Revenue' },
  { id: 'lightning', label: 'Lightning' },
  { id: 'mail', label: 'Mail' },
]

/** /admin: the operator's view of the instance (spec 2, section 2). */
export function AdminPage() {
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  )
}

function AdminDashboard() {
  usePageTitle('Admin Dashboard')
  const headingId = useId()
  const tabsId = useId()
  const [tab, setTab] = useState<AdminTab>('users')
  const users = useUserStats()
  return (
    <main className="container admin-screen">
      <AdminNav />
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>Admin Dashboard</h1>
        {users.error !== undefined && (
          <p role="alert">{errorMessage(users.error, 'Failed to load user stats')}</p>
        )}
        <div className="summary-grid" aria-busy={users.isLoading}>
          <SummaryCard title="Total Users" value={users.data?.totalUsers ?? '-'} />
          <SummaryCard
            title="Active Users"
            value={users.data?.activeUsers ?? '-'}
            hint="Signed in during the last 30 days"
          />
          <SummaryCard title="Paying Families" value={users.data?.paidUsers ?? '-'} />
          <SummaryCard title="Families in Trial" value={users.data?.trialUsers ?? '-'} />
        </div>
        <LoginGeography />
        <TabList
          label="Admin views"
          tabs={TABS}
          selected={tab}
          onSelect={setTab}
          idPrefix={tabsId}
        />
        <div {...tabPanelProps(tabsId, tab)}>
          {tab === 'users' && <UsersTab />}
          {tab === 'engagement' && <EngagementTab />}
          {tab === 'revenue' && <RevenueTab />}
          {tab === 'lightning' && <LightningTab />}
          {tab === 'mail' && <MailSettingsTab />}
        </div>
      </section>
    </main>
  )
}

function UsersTab() {
  const { data } = useUserStats()
  if (!data) return null
  return (
    <>
      <h2>Signups over the last 30 days</h2>
      <BarChart
        label="Signups"
        labels={data.signupsByDay.map((d) => d.day.slice(5))}
        values={data.signupsByDay.map((d) => d.count)}
        description={`New accounts per day: ${data.signupsByDay.reduce((n, d) => n + d.count, 0)} in 30 days`}
      />
      <h2>Recent Signups</h2>
      {data.recentSignups.length === 0 ? (
        <p>No accounts yet.</p>
      ) : (
        <TableBox label="Recent signups">
          <table>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Signed up</th>
                <th scope="col">Subscription</th>
              </tr>
            </thead>
            <tbody>
              {data.recentSignups.map((signup) => (
                <tr key={signup.id}>
                  <td>{signup.email}</td>
                  <td>{new Date(signup.createdAt).toLocaleDateString()}</td>
                  <td>
                    {signup.subscriptionStatus === 'active' ? (
                      <mark>{signup.subscriptionStatus}</mark>
                    ) : (
                      signup.subscriptionStatus
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </>
  )
}

function EngagementTab() {
  const { data, error, isLoading } = useEngagementStats()
  if (isLoading) return <p aria-busy="true">Loading engagement...</p>
  if (error !== undefined)
    return <p role="alert">{errorMessage(error, 'Failed to load engagement stats')}</p>
  if (!data) return null
  return (
    <>
      <div className="summary-grid">
        <SummaryCard
          title="Activation Rate"
          value={`${data.userActivationRate}%`}
          hint="Families that added a child"
        />
        <SummaryCard
          title="Time to First Child"
          value={`${data.avgTimeToFirstChild} h`}
          hint="Average hours from sign-up"
        />
        <SummaryCard
          title="Lightning Configured"
          value={`${data.lightningConfigRate}%`}
          hint="Families with a Lightning connection"
        />
      </div>
      <h2>Feature Adoption Funnel</h2>
      <FunnelBars stages={data.featureAdoptionFunnel} />
    </>
  )
}

const sats = (amount: number) => `${amount.toLocaleString()} sats`

function RevenueTab() {
  const { data, error, isLoading } = useRevenueStats()
  if (isLoading) return <p aria-busy="true">Loading revenue...</p>
  if (error !== undefined)
    return <p role="alert">{errorMessage(error, 'Failed to load revenue stats')}</p>
  if (!data) return null
  return (
    <>
      {!data.billingEnabled && (
        <p>Billing is off on this server: families use it free and pay nothing.</p>
      )}
      <div className="summary-grid">
        <SummaryCard title="Total Revenue" value={sats(data.totalRevenue)} />
        <SummaryCard title="This Month" value={sats(data.monthlyRevenue)} />
        <SummaryCard title="This Year" value={sats(data.yearlyRevenue)} />
      </div>
      <h2>Revenue over the last 12 months</h2>
      <BarChart
        label="Revenue (sats)"
        labels={data.revenueByMonth.map((m) => m.month)}
        values={data.revenueByMonth.map((m) => m.amount)}
        description={`Subscription revenue per month: ${sats(data.revenueByMonth.reduce((n, m) => n + m.amount, 0))} in 12 months`}
      />
      <h2>Recent Payments</h2>
      {data.recentPayments.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <TableBox label="Recent payments">
          <table>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {data.recentPayments.map((payment) => (
                <tr key={payment.id}>
                  <td>{payment.userEmail}</td>
                  <td>{sats(payment.amount)}</td>
                  <td>
                    {payment.status === 'paid' ? <mark>{payment.status}</mark> : payment.status}
                  </td>
                  <td>{new Date(payment.createdAt).toLocaleDateString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </>
  )
}

function LightningTab() {
  const { data } = useEngagementStats()
  const wallet = useOperatorWallet()
  return (
    <article>
      <h2>Lightning</h2>
      <p>
        {data
          ? `${data.lightningConfigRate}% of families have connected a Lightning wallet.`
          : 'Loading...'}
      </p>
      <h3>Billing Wallet</h3>
      <p>
        <small>
          Where the families' subscriptions are paid (<code>BILLING_LIGHTNING_URL</code>); your
          family's own wallet is on your dashboard.
        </small>
      </p>
      {wallet.error !== undefined && (
        <p role="alert">{errorMessage(wallet.error, 'Failed to load the billing wallet')}</p>
      )}
      {wallet.data && !wallet.data.billingEnabled && (
        <p>Billing is off on this server: no wallet receives subscriptions.</p>
      )}
      {wallet.data?.billingEnabled && (
        <p>
          {wallet.data.provider}:{' '}
          {wallet.data.connected ? (
            <strong>{wallet.data.balance.toLocaleString('en-US')} sats</strong>
          ) : (
            <span>balance not available. {wallet.data.error}</span>
          )}
        </p>
      )}
    </article>
  )
}
