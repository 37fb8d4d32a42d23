import { describe, expect, it } from 'vitest'
import { createMailer } from './mailer.js'

describe('createMailer without SMTP', () => {
  it('writes each link to the log on one line with the full URL', async () => {
    const lines: string[] = []
    const log = { info: (_context: object, message: string) => lines.push(message) } as never
    const mailer = createMailer({ smtpUrl: undefined, from: 'x@y.z', log })
    expect(mailer.isConfigured).toBe(false)
    const link = 'http://localhost:3000/auth/verify?token=abc_DEF-123'
    await mailer.sendLink({
      to: 'ada@example.org',
      subject: 'Your Family Bitcoin sign-in link',
      lead: '',
      actionText: 'Sign in',
      link,
    })
    expect(lines).toEqual([`Your Family Bitcoin sign-in link for ada@example.org: ${link}`])
    expect(lines[0]).not.toContain('\n')
  })
})
