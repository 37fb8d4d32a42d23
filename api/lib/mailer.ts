import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'

/** An e-mail whose whole point is one link (sign-in, spouse or child invitation). */
export interface LinkMail {
  to: string
  subject: string
  /** One or two sentences above the link. */
  lead: string
  actionText: string
  link: string
}

/** A plain notice to a parent (a reminder, an alert): a subject and a few lines of text. */
export interface NoticeMail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  /** True when mail really leaves the machine (SMTP configured). */
  readonly isConfigured: boolean
  sendLink(mail: LinkMail): Promise<void>
  sendNotice(mail: NoticeMail): Promise<void>
  /** Checks the SMTP server answers; only meaningful when configured. */
  verify(): Promise<void>
}

export class MailError extends Error {
  override name = 'MailError'
}

/** nodemailer waits up to 2 minutes to connect and 10 for an answer; a request cannot. */
const SMTP_TIMEOUT_MS = 15_000

/**
 * SMTP when SMTP_URL is set. Otherwise every link goes to the server log on one
 * line, so a family can sign in on a fresh install with no mail server at all.
 */
export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  log: FastifyBaseLogger
  /** Longest wait for each step with the mail server: DNS, connecting, its greeting, each answer. */
  timeoutMs?: number
}): Mailer {
  const { smtpUrl, from, log, timeoutMs = SMTP_TIMEOUT_MS } = options
  if (!smtpUrl) {
    return {
      isConfigured: false,
      async sendLink(mail) {
        log.info({ to: mail.to }, `${mail.subject} for ${mail.to}: ${mail.link}`)
      },
      async sendNotice(mail) {
        log.info(
          { to: mail.to },
          `${mail.subject} for ${mail.to}: ${mail.text.replace(/\s+/g, ' ')}`,
        )
      },
      async verify() {},
    }
  }
  // Options a query of SMTP_URL names (?socketTimeout=...) still win over these.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    dnsTimeout: timeoutMs,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  })
  const send = async (message: { to: string; subject: string; text: string; html: string }) => {
    try {
      await transport.sendMail({ from, ...message })
    } catch (error) {
      log.error({ err: error, to: message.to }, 'sending mail failed')
      throw new MailError('The e-mail could not be sent. Please try again later.')
    }
  }
  return {
    isConfigured: true,
    sendLink: (mail) =>
      send({
        to: mail.to,
        subject: mail.subject,
        text: `${mail.lead}\n\n${mail.actionText}: ${mail.link}\n\nThe link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.\n`,
        html: renderHtml(mail),
      }),
    sendNotice: (mail) =>
      send({
        to: mail.to,
        subject: mail.subject,
        text: `${mail.text}\n`,
        html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${mail.text
          .split(/\n{2,}/)
          .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
          .join('\n')}</body></html>`,
      }),
    async verify() {
      await transport.verify()
    },
  }
}

function renderHtml(mail: LinkMail): string {
  const link = escapeHtml(mail.link)
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(mail.lead)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#f7931a;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(mail.actionText)}</a></p>
<p style="color:#555;font-size:13px">Or paste this address into your browser: ${link}<br>
The link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail.</p>
</body></html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
