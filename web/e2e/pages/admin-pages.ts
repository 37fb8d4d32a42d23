import type { Locator, Page } from 'playwright-core'

/** What the check below uses of a canvas (this project's types have no DOM). */
interface Canvas2d {
  width: number
  height: number
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> }
  } | null
}

/** Whether a canvas has anything drawn on it: chart.js paints it once the chart exists. */
export function hasDrawing(canvas: Locator): Promise<boolean> {
  return canvas.evaluate((element) => {
    const target = element as unknown as Canvas2d
    const context = target.width > 0 ? target.getContext('2d') : null
    if (!context) return false
    const { data } = context.getImageData(0, 0, target.width, target.height)
    return Array.from(data).some((value, index) => index % 4 === 3 && value > 0)
  })
}

/** `/admin`: summary cards, the login geography and the spec's four tabs, then Mail. */
export class AdminDashboardPage {
  readonly heading: Locator
  readonly loginGeography: Locator
  readonly countries: Locator
  readonly signupsChart: Locator
  readonly funnel: Locator
  readonly monitoringLink: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Admin Dashboard' })
    this.loginGeography = page.getByRole('article', { name: 'Login Geography' })
    this.countries = page.getByRole('list', { name: 'Sign-ins by country' })
    this.signupsChart = page.getByRole('img', { name: /New accounts per day/ })
    this.funnel = page.getByRole('list', { name: 'Feature adoption funnel' })
    this.monitoringLink = page.getByRole('link', { name: 'Monitoring' })
  }

  goto() {
    return this.page.goto('/admin')
  }

  tab(name: 'Users' | 'Engagement' | 'Revenue' | 'Lightning' | 'Mail') {
    return this.page.getByRole('tab', { name })
  }

  summary(title: string) {
    return this.page
      .getByRole('article')
      .filter({ has: this.page.getByText(title, { exact: true }) })
  }
}

/** The Mail tab of `/admin`: the mail server form and the test mail. */
export class MailSettingsPanel {
  readonly form: Locator
  readonly host: Locator
  readonly security: Locator
  readonly port: Locator
  readonly username: Locator
  readonly password: Locator
  readonly sender: Locator
  readonly save: Locator
  readonly sendTestMail: Locator
  /** The test mail's outcome: sent (status) or the mail server's error (alert). */
  readonly testOutcome: Locator

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Mail server' })
    this.host = this.form.getByLabel('Mail server')
    this.security = this.form.getByLabel('Security')
    this.port = this.form.getByLabel('Port')
    this.username = this.form.getByLabel('User name')
    this.password = this.form.getByLabel('Password')
    this.sender = this.form.getByLabel('Sender')
    this.save = this.form.getByRole('button', { name: 'Save Mail Settings' })
    this.sendTestMail = page.getByRole('button', { name: 'Send Test Mail' })
    const test = page.getByRole('region', { name: 'Test mail' })
    this.testOutcome = test.getByRole('status').or(test.getByRole('alert'))
  }
}

/** `/admin/monitoring`: Refresh All, the system status, alerts and four tabs. */
export class MonitoringPage {
  readonly heading: Locator
  readonly refreshAll: Locator
  readonly systemStatus: Locator
  readonly books: Locator

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'System Monitoring' })
    this.refreshAll = page.getByRole('button', { name: 'Refresh All' })
    this.systemStatus = page.getByRole('article', { name: 'System Status' })
    this.books = page.getByRole('article', { name: 'Books and wallets' })
  }

  goto() {
    return this.page.goto('/admin/monitoring')
  }

  tab(name: 'Services' | 'Performance' | 'Security' | 'Errors') {
    return this.page.getByRole('tab', { name })
  }

  get panel() {
    return this.page.getByRole('tabpanel')
  }
}
