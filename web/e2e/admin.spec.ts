import { beforeAll, describe, expect, it } from 'vitest'
import { AdminDashboardPage, hasDrawing, MonitoringPage } from './pages/admin-pages.js'
import { LandingPage } from './pages/landing-page.js'
import { ParentDashboard } from './pages/parent-dashboard.js'
import { setUpFamilyApp } from './support/family-app.js'

const app = setUpFamilyApp()
const OPERATOR = 'operator@example.org'

/** Asks for a sign-in link for `email` (signing the account up when new). */
async function requestLink(email: string) {
  const answer = await fetch(`${app.server.url}/api/onboarding/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  })
  expect(answer.status).toBe(200)
}

// The instance's first account, and so its administrator, whichever test runs first.
beforeAll(() => requestLink(OPERATOR))

async function signInOperator() {
  await requestLink(OPERATOR)
  return app.signInByLink(OPERATOR)
}

describe('the admin dashboard', () => {
  it('opens from the Admin button with its figures, chart, login geography and tabs', async () => {
    const { page, api } = await signInOperator()
    await api.addChild({ name: 'Ada', age: 9, weeklyAllowance: '0.00010000' })
    const dashboard = new ParentDashboard(page)
    await dashboard.goto()
    await dashboard.header.admin.click()
    await page.waitForURL(`${app.server.url}/admin`)

    const admin = new AdminDashboardPage(page)
    await admin.heading.waitFor()
    expect(await page.title()).toBe('Admin Dashboard · Family Bitcoin Allowance')
    await admin.summary('Total Users').getByText('1', { exact: true }).waitFor()
    // Signed in over loopback: the family's own network.
    await admin.countries.getByText('Local network').waitFor()
    await admin.signupsChart.waitFor()
    await expect.poll(() => hasDrawing(admin.signupsChart)).toBe(true)
    await page.getByRole('cell', { name: OPERATOR }).waitFor()

    await admin.tab('Engagement').click()
    await admin.funnel.getByText('Signed up').waitFor()
    await admin.funnel.getByText('100%').first().waitFor()
    await admin.summary('Activation Rate').getByText('100%').waitFor()
    await admin.tab('Revenue').click()
    await page.getByText('Billing is off on this server', { exact: false }).waitFor()
    await admin.summary('Total Revenue').getByText('0 sats').waitFor()
    await page.getByRole('img', { name: /Subscription revenue per month/ }).waitFor()
    await admin.tab('Lightning').click()
    await page.getByRole('heading', { name: 'Lightning', exact: true }).waitFor()
    await page.getByText('0% of families have connected a Lightning wallet.').waitFor()
    // The operator's receiving wallet, not the operator family's: billing is off here.
    await page.getByRole('heading', { name: 'Billing Wallet' }).waitFor()
    await page
      .getByText('Billing is off on this server: no wallet receives subscriptions.')
      .waitFor()
  })

  it('shows the monitoring screen with the system status and its four tabs', async () => {
    const { page } = await signInOperator()
    const admin = new AdminDashboardPage(page)
    await admin.goto()
    await admin.monitoringLink.click()
    await page.waitForURL(`${app.server.url}/admin/monitoring`)

    const monitoring = new MonitoringPage(page)
    await monitoring.heading.waitFor()
    expect(await page.title()).toBe('System Monitoring · Family Bitcoin Allowance')
    await monitoring.systemStatus.waitFor()
    // The books check runs with the health-check job, which this server does not run.
    await monitoring.books.getByText('Not checked yet.').waitFor()
    await monitoring.panel.getByRole('row', { name: /database up/ }).waitFor()
    await monitoring.tab('Performance').click()
    await monitoring.panel.getByText('Total Requests').waitFor()
    await monitoring.panel.getByText('95th Percentile').waitFor()
    await monitoring.tab('Security').click()
    await monitoring.panel.getByText('Failed Logins').waitFor()
    await monitoring.tab('Errors').click()
    await monitoring.panel.getByText('Total Errors').waitFor()
    await monitoring.panel.getByText('No errors recorded.').waitFor()
    await monitoring.panel.getByText('No job run failed.').waitFor()

    const refreshed = page.waitForResponse((res) => res.url().endsWith('/admin/monitoring/stats'))
    await monitoring.refreshAll.click()
    expect((await refreshed).status()).toBe(200)
  })
})

describe('someone who is not the operator', () => {
  it('is sent to / from both admin screens, and the server refuses the figures', async () => {
    const { page } = await app.signUpParent()
    for (const path of ['/admin', '/admin/monitoring']) {
      await page.goto(path)
      await page.waitForURL(`${app.server.url}/`)
      await new LandingPage(page).goToDashboard.waitFor()
    }
    expect((await page.request.get('/api/admin/user-stats')).status()).toBe(403)
    expect((await page.request.get('/admin/monitoring/stats')).status()).toBe(403)
  })
})
