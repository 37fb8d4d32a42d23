import { describe, expect, it } from 'vitest'
import { AdminDashboardPage, MailSettingsPanel } from './pages/admin-pages.js'
import { setUpFamilyApp } from './support/family-app.js'

// A node as Umbrel runs it: no SMTP_URL, so the first sign-in link is in the log (info
// level). The family app's mailbox is then only where the admin points the app.
const app = setUpFamilyApp({ SMTP_URL: '', LOG_LEVEL: 'info' })
const OPERATOR = 'operator@example.org'

/** The last sign-in link the server wrote to its log for `email`. */
function linkInLog(email: string): string | undefined {
  const pattern = new RegExp(`for ${email.replace('.', '\\.')}: (http\\S+token=[\\w-]+)`, 'g')
  return [...app.server.logs().matchAll(pattern)].at(-1)?.[1]
}

describe('mail settings set by the admin in the app', () => {
  it('take the node from links in the log to mail, with a test mail first', async () => {
    const page = await app.open()
    const started = await page.request.post('/api/onboarding/start', { data: { email: OPERATOR } })
    expect(started.status()).toBe(200)
    await expect.poll(() => linkInLog(OPERATOR)).toBeDefined()
    await page.goto(linkInLog(OPERATOR) ?? '')
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor()

    const admin = new AdminDashboardPage(page)
    await admin.goto()
    await admin.tab('Mail').click()
    await page.getByText('No mail server is set, so they are written to the server log').waitFor()
    const mail = new MailSettingsPanel(page)
    expect(await mail.sendTestMail.getAttribute('aria-disabled')).toBe('true')

    const { hostname, port } = new URL(app.mailbox.smtpUrl)
    await mail.host.fill(hostname)
    await mail.security.selectOption('none')
    await mail.port.fill('0')
    await mail.sender.fill('Family Bitcoin <family@example.org>')
    await mail.save.click()
    await mail.form.getByText('The port is a whole number from 1 to 65535, such as 587').waitFor()
    await mail.port.fill(port)
    await mail.save.click()
    await page.getByText(`Mail now goes through ${hostname}.`).waitFor()

    await mail.sendTestMail.click()
    await mail.testOutcome.getByText(`A test mail was sent to ${OPERATOR}.`).waitFor()
    expect(app.mailbox.messages.map((m) => m.to)).toEqual([[OPERATOR]])

    // From now on sign-in links arrive by mail.
    const again = await page.request.post('/api/onboarding/resend-magic-link', {
      data: { email: OPERATOR },
    })
    expect(again.status()).toBe(200)
    expect(await app.mailbox.waitForLink(OPERATOR)).toContain('/auth/verify?token=')
  })
})
