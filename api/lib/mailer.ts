import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js'
import type { MailTlsMode } from '../../db/schema.js'
import type { Language } from '../contracts/languages.js'
import { linkMailTexts } from './mail-texts.js'

/** An e-mail whose whole point is one link (sign-in, spouse or child invitation). */
export interface LinkMail {
  to: string
  subject: string
  /** One or two sentences above the link. */
  lead: string
  actionText: string
  link: string
  /** The recipient's (api/lib/mail-language.ts): the words around the link are in it too. */
  language: Language
}

/** A plain notice to a parent (a reminder, an alert): a subject and a few lines of text. */
export interface NoticeMail {
  to: string
  subject: string
  text: string
  /** The recipient's (api/lib/mail-language.ts), for the HTML part's `lang`. */
  language: Language
}

export interface Mailer {
  /**
   * Whether mail leaves the machine now: SMTP_URL is set, or an admin saved a mail
   * server in the app. Asked at each use, since an admin may set one at any time.
   */
  isConfigured(): Promise<boolean>
  sendLink(mail: LinkMail): Promise<void>
  sendNotice(mail: NoticeMail): Promise<void>
  /** Checks the SMTP server answers; only meaningful when configured. */
  verify(): Promise<void>
}

/** A mail server an admin set in the app, its password opened (api/lib/mail-server.ts). */
export interface MailServer {
  host: string
  port: number
  tlsMode: MailTlsMode
  /** Null: the server takes mail without a login (a relay on the LAN). */
  username: string | null
  password: string | null
  /** The From of every e-mail. */
  sender: string
}

/**
 * Sending failed. The message is fit for anyone (a sign-in page shows it); `cause` is
 * the SMTP server's own error, which only the log and the admin's test mail show.
 */
export class MailError extends Error {
  override name = 'MailError'
}

const SEND_FAILED = 'The e-mail could not be sent. Please try again later.'

/**
 * nodemailer waits up to 2 minutes to connect and 10 for an answer: a server that does
 * not answer must fail a request (a sign-in link, the admin's test mail) well before the
 * browser gives up, and never hold a job for minutes.
 */
const SMTP_TIMEOUT_MS = 15_000

/** nodemailer's waits for each step with the mail server: DNS, connecting, its greeting, each answer. */
function smtpTimeouts(timeoutMs: number) {
  return {
    dnsTimeout: timeoutMs,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  }
}

/**
 * nodemailer's options for a saved server. `tls`: TLS from the first byte (port 465);
 * `starttls`: plain, then upgraded, and refused if the server cannot (port 587);
 * `none`: never encrypted, for a relay on the family's own network.
 */
export function smtpOptions(
  server: MailServer,
  timeoutMs = SMTP_TIMEOUT_MS,
): SMTPTransport.Options {
  return {
    host: server.host,
    port: server.port,
    secure: server.tlsMode === 'tls',
    requireTLS: server.tlsMode === 'starttls',
    ignoreTLS: server.tlsMode === 'none',
    ...(server.username !== null
      ? { auth: { user: server.username, pass: server.password ?? '' } }
      : {}),
    ...smtpTimeouts(timeoutMs),
  }
}

/**
 * SMTP_URL when set; otherwise the mail server an admin saved in the app, read at each
 * send so a change counts without a restart; otherwise every link goes to the server
 * log on one line, so a family can sign in on a fresh install with no mail server at all.
 */
export function createMailer(options: {
  smtpUrl: string | undefined
  from: string
  log: FastifyBaseLogger
  /** The mail server saved in the app, if any; SMTP_URL wins over it. */
  savedServer?: () => Promise<MailServer | undefined>
  /** Longest wait for each step with the mail server: DNS, connecting, its greeting, each answer. */
  timeoutMs?: number
}): Mailer {
  const { smtpUrl, from, log, savedServer, timeoutMs = SMTP_TIMEOUT_MS } = options
  // Options a query of SMTP_URL names (?socketTimeout=...) still win over these.
  const environment = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts(timeoutMs) })
    : undefined

  /** Where mail goes now; undefined: to the log. */
  const currentServer = async (): Promise<{ transport: Transporter; from: string } | undefined> => {
    if (environment) return { transport: environment, from }
    const server = await savedServer?.()
    return (
      server && {
        transport: nodemailer.createTransport(smtpOptions(server, timeoutMs)),
        from: server.sender,
      }
    )
  }

  const send = async (
    message: { to: string; subject: string; text: string; html: string },
    logInstead: () => void,
  ) => {
    try {
      const server = await currentServer()
      if (!server) return logInstead()
      await server.transport.sendMail({ from: server.from, ...message })
    } catch (error) {
      log.error({ err: error, to: message.to }, 'sending mail failed')
      throw new MailError(SEND_FAILED, { cause: error })
    }
  }

  return {
    isConfigured: async () => (await currentServer()) !== undefined,
    sendLink: (mail) =>
      send(
        {
          to: mail.to,
          subject: mail.subject,
          text: `${mail.lead}\n\n${mail.actionText}: ${mail.link}\n\n${linkMailTexts.in(mail.language)('linkRules')}\n`,
          html: renderHtml(mail),
        },
        () => log.info({ to: mail.to }, `${mail.subject} for ${mail.to}: ${mail.link}`),
      ),
    sendNotice: (mail) =>
      send(
        {
          to: mail.to,
          subject: mail.subject,
          text: `${mail.text}\n`,
          html: `<!doctype html><html lang="${mail.language}"><body style="font-family:sans-serif;line-height:1.5">${mail.text
            .split(/\n{2,}/)
            .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
            .join('\n')}</body></html>`,
        },
        () =>
          log.info(
            { to: mail.to },
            `${mail.subject} for ${mail.to}: ${mail.text.replace(/\s+/g, ' ')}`,
          ),
      ),
    async verify() {
      await (await currentServer())?.transport.verify()
    },
  }
}

function renderHtml(mail: LinkMail): string {
  const link = escapeHtml(mail.link)
  const t = linkMailTexts.in(mail.language)
  return `<!doctype html><html lang="${mail.language}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(mail.lead)}</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#f7931a;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(mail.actionText)}</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(t('orPaste'))} ${link}<br>
${escapeHtml(t('linkRules'))}</p>
</body></html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
