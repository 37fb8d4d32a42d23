import { describe, expect, it } from 'vitest'
import { createMailer } from './mailer.js'

describe('createMailer without SMTP', () => {
  it('writes each link to the log on one line with the full URL', async () => {
    const lines: string[] = []
    const log = { info: (_context: object, message: string) => lines.push(message) } as never
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.z', log })
    expect(await mailer.isConfigured()).toBe(false)
    const link = 'http://localhost:3000/auth/verify?token=abc_DEF-123'
    await mailer.sendLink({
      to: 'ada@example.org',
      subject: 'Your Family Bitcoin sign-in link',
      lead: '',
      actionText: 'Sign in',
      link,
      language: 'en',
    })
    expect(lines).toEqual([`Your Family Bitcoin sign-in link for ada@example.org: ${link}`])
    expect(lines[0]).not.toContain('\n')
  })
})

describe('createMailer without SMTP, notices', () => {
  it('writes a notice to the log on one line', async () => {
    const lines: string[] = []
    const log = { info: (_context: object, message: string) => lines.push(message) } as never
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.z', log })
    await mailer.sendNotice({
      to: 'ada@example.org',
      subject: 'Spending alert: Kim',
      text: 'Kim paid 3002 sats.\n\nYou get this e-mail because alerts are on.',
      language: 'en',
    })
    expect(lines).toEqual([
      'Spending alert: Kim for ada@example.org: Kim paid 3002 sats. You get this e-mail because alerts are on.',
    ])
  })
})
