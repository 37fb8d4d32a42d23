import { useId, useState } from 'react'
import { type Tab, TabList, tabPanelProps } from '../../components/tab-list'
import { TableBox } from '../../components/table-box'
import { errorMessage } from '../../lib/api-client'
import { currentLanguage, RichText, type TextFunction, useTexts } from '../../lib/i18n'
import { usePageTitle } from '../../lib/page-meta'
import { useEngagementStats, useOperatorWallet, useRevenueStats, useUserStats } from './api'
import { AdminNav } from './components/admin-nav'
import { BarChart } from './components/bar-chart'
import { FunnelBars } from './components/funnel-bars'
import { LoginGeography } from './components/login-geography'
import { MailSettingsTab } from './components/mail-settings-tab'
import { RequireAdmin } from './components/require-admin'
import { SummaryCard } from './components/summary-card'
import { statusWord } from './status-word'
import { adminTexts } from './texts'

type AdminTab = 'users' | 'engagement' | 'revenue' | 'lightning' | 'mail'

// The spec's four tabs, and Mail: the mail server set in the app (issue 23, a node's
// owner cannot set SMTP_URL).
const TABS = [
  { id: 'users', label: 'tabUsers' },
  { id: 'engagement', label: 'tabEngagement' },
  { id: 'revenue', label: 'tabRevenue' },
  { id: 'lightning', label: 'tabLightning' },
  { id: 'mail', label: 'tabMail' },
] as const satisfies readonly Tab<AdminTab>[]

type AdminText = TextFunction<typeof adminTexts.en>

/** /admin: the operator's view of the instance (spec 2, section 2). */
export function AdminPage() {
  return (
    <RequireAdmin>
      <AdminDashboard />
    </RequireAdmin>
  )
}

function AdminDashboard() {
  const t = useTexts(adminTexts)
  usePageTitle(t('adminDashboard'))
  const headingId = useId()
  const tabsId = useId()
  const [tab, setTab] = useState<AdminTab>('users')
  const users = useUserStats()
  return (
    <main className="container admin-screen">
      <AdminNav />
      <section aria-labelledby={headingId}>
        <h1 id={headingId}>{t('adminDashboard')}</h1>
        {users.error !== undefined && (
          <p role="alert">{errorMessage(users.error, t('usersFailed'))}</p>
        )}
        <div className="summary-grid" aria-busy={users.isLoading}>
          <SummaryCard title={t('totalUsers')} value={users.data?.totalUsers ?? '-'} />
          <SummaryCard
            title={t('activeUsers')}
            value={users.data?.activeUsers ?? '-'}
            hint={t('activeUsersHint')}
          />
          <SummaryCard title={t('payingFamilies')} value={users.data?.paidUsers ?? '-'} />
          <SummaryCard title={t('familiesInTrial')} value={users.data?.trialUsers ?? '-'} />
        </div>
        <LoginGeography />
        <TabList
          label={t('adminViews')}
          tabs={TABS.map((tab) => ({ ...tab, label: t(tab.label) }))}
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
  const t = useTexts(adminTexts)
  const language = currentLanguage()
  const { data } = useUserStats()
  if (!data) return null
  return (
    <>
      <h2>{t('signupsTitle')}</h2>
      <BarChart
        label={t('signups')}
        labels={data.signupsByDay.map((d) => d.day.slice(5))}
        values={data.signupsByDay.map((d) => d.count)}
        description={t('signupsDescription', {
          total: data.signupsByDay.reduce((n, d) => n + d.count, 0),
        })}
      />
      <h2>{t('recentSignups')}</h2>
      {data.recentSignups.length === 0 ? (
        <p>{t('noAccounts')}</p>
      ) : (
        <TableBox label={t('recentSignupsTable')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('signedUp')}</th>
                <th scope="col">{t('subscription')}</th>
              </tr>
            </thead>
            <tbody>
              {data.recentSignups.map((signup) => (
                <tr key={signup.id}>
                  <td>{signup.email}</td>
                  <td>{new Date(signup.createdAt).toLocaleDateString(language)}</td>
                  <td>
                    {signup.subscriptionStatus === 'active' ? (
                      <mark>{statusWord(signup.subscriptionStatus, t)}</mark>
                    ) : (
                      statusWord(signup.subscriptionStatus, t)
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
  const t = useTexts(adminTexts)
  const { data, error, isLoading } = useEngagementStats()
  if (isLoading) return <p aria-busy="true">{t('loadingEngagement')}</p>
  if (error !== undefined) return <p role="alert">{errorMessage(error, t('engagementFailed'))}</p>
  if (!data) return null
  return (
    <>
      <div className="summary-grid">
        <SummaryCard
          title={t('activationRate')}
          value={t('percent', { value: data.userActivationRate })}
          hint={t('activationRateHint')}
        />
        <SummaryCard
          title={t('timeToFirstChild')}
          value={t('hours', { value: data.avgTimeToFirstChild })}
          hint={t('timeToFirstChildHint')}
        />
        <SummaryCard
          title={t('lightningConfigured')}
          value={t('percent', { value: data.lightningConfigRate })}
          hint={t('lightningConfiguredHint')}
        />
      </div>
      <h2>{t('funnelTitle')}</h2>
      <FunnelBars stages={data.featureAdoptionFunnel} />
    </>
  )
}

/** Whole sats with the language's thousands separators. */
const sats = (t: AdminText, amount: number) =>
  t('sats', { amount: amount.toLocaleString(currentLanguage()) })

function RevenueTab() {
  const t = useTexts(adminTexts)
  const { data, error, isLoading } = useRevenueStats()
  if (isLoading) return <p aria-busy="true">{t('loadingRevenue')}</p>
  if (error !== undefined) return <p role="alert">{errorMessage(error, t('revenueFailed'))}</p>
  if (!data) return null
  return (
    <>
      {!data.billingEnabled && <p>{t('billingOffFree')}</p>}
      <div className="summary-grid">
        <SummaryCard title={t('totalRevenue')} value={sats(t, data.totalRevenue)} />
        <SummaryCard title={t('thisMonth')} value={sats(t, data.monthlyRevenue)} />
        <SummaryCard title={t('thisYear')} value={sats(t, data.yearlyRevenue)} />
      </div>
      <h2>{t('revenueTitle')}</h2>
      <BarChart
        label={t('revenueSats')}
        labels={data.revenueByMonth.map((m) => m.month)}
        values={data.revenueByMonth.map((m) => m.amount)}
        description={t('revenueDescription', {
          total: sats(
            t,
            data.revenueByMonth.reduce((n, m) => n + m.amount, 0),
          ),
        })}
      />
      <h2>{t('recentPayments')}</h2>
      {data.recentPayments.length === 0 ? (
        <p>{t('noPayments')}</p>
      ) : (
        <TableBox label={t('recentPaymentsTable')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('email')}</th>
                <th scope="col">{t('amount')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('created')}</th>
              </tr>
            </thead>
            <tbody>
              {data.recentPayments.map((payment) => (
                <tr key={payment.id}>
                  <td>{payment.userEmail}</td>
                  <td>{sats(t, payment.amount)}</td>
                  <td>
                    {payment.status === 'paid' ? (
                      <mark>{statusWord(payment.status, t)}</mark>
                    ) : (
                      statusWord(payment.status, t)
                    )}
                  </td>
                  <td>{new Date(payment.createdAt).toLocaleDateString(currentLanguage())}</td>
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
  const t = useTexts(adminTexts)
  const { data } = useEngagementStats()
  const wallet = useOperatorWallet()
  return (
    <article>
      <h2>{t('lightning')}</h2>
      <p>{data ? t('lightningRate', { rate: data.lightningConfigRate }) : t('loading')}</p>
      <h3>{t('billingWallet')}</h3>
      <p>
        <small>
          <RichText texts={adminTexts} k="billingWalletIntro" parts={{ code: <code /> }} />
        </small>
      </p>
      {wallet.error !== undefined && (
        <p role="alert">{errorMessage(wallet.error, t('billingWalletFailed'))}</p>
      )}
      {wallet.data && !wallet.data.billingEnabled && <p>{t('billingOffNoWallet')}</p>}
      {wallet.data?.billingEnabled && (
        <p>
          {wallet.data.provider}:{' '}
          {wallet.data.connected ? (
            <strong>{sats(t, wallet.data.balance)}</strong>
          ) : (
            <span>{t('balanceUnavailable', { error: wallet.data.error ?? '' })}</span>
          )}
        </p>
      )}
    </article>
  )
}
