import type { Db } from '../../../db/client.js'
import {
  deleteMailSettings,
  findMailSettings,
  saveMailSettings as writeMailSettings,
} from '../../../db/queries/mail-settings.js'
import type { Config } from '../../config.js'
import { AppError, conflict } from '../../errors.js'
import { memberMailLanguage } from '../../lib/mail-language.js'
import { sealMailPassword } from '../../lib/mail-server.js'
import { MailError, type Mailer } from '../../lib/mailer.js'
import type { MessageReply } from '../../lib/schemas.js'
import type { SessionUser } from '../../lib/sessions.js'
import type { MailSettingsBody, MailSettingsReply } from './mail-settings.schemas.js'
import { testMailTexts } from './mail-texts.js'

const NONE: MailSettingsReply = {
  source: 'none',
  host: null,
  port: null,
  tlsMode: null,
  username: null,
  hasPassword: false,
  sender: null,
}

/** Where mail goes now, as the admin screen shows it: never the password, only whether one is set. */
export async function describeMailSettings(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
): Promise<MailSettingsReply> {
  if (config.smtpUrl) return describeSmtpUrl(config.smtpUrl, config.mailFrom)
  const saved = await findMailSettings(db)
  if (!saved) return NONE
  return {
    source: 'settings',
    host: saved.host,
    port: saved.port,
    tlsMode: saved.tlsMode,
    username: saved.username,
    hasPassword: saved.sealedPassword !== null,
    sender: saved.sender,
  }
}

/** SMTP_URL read the way nodemailer reads it: smtps is TLS from the start, default ports 465 and 587. */
function describeSmtpUrl(smtpUrl: string, mailFrom: string): MailSettingsReply {
  const url = new URL(smtpUrl)
  const isTls = url.protocol === 'smtps:'
  return {
    source: 'environment',
    host: url.hostname,
    port: url.port ? Number(url.port) : isTls ? 465 : 587,
    tlsMode: isTls ? 'tls' : null,
    username: url.username ? decodeURIComponent(url.username) : null,
    hasPassword: url.password !== '',
    sender: mailFrom,
  }
}

/** The operator's environment decides: the screen shows SMTP_URL's server read-only. */
function refuseWhenFromEnvironment(config: Pick<Config, 'smtpUrl'>): void {
  if (config.smtpUrl) {
    throw conflict(
      'mail-settings-from-environment',
      'This server sends mail through SMTP_URL, set where the server is started: change it there.',
    )
  }
}

/**
 * Saves the mail server the app sends through from now on (the mailer reads it at each
 * send). The password is sealed under the instance key; leaving it out keeps the saved
 * one, and an empty user name means no login, so no password is kept.
 */
export async function saveMailSettings(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  secretKey: Buffer,
  input: MailSettingsBody,
  now: Date,
): Promise<MailSettingsReply> {
  refuseWhenFromEnvironment(config)
  const username = input.username.trim() || null
  const saved = await findMailSettings(db)
  const sealedPassword =
    username === null
      ? null
      : input.password !== undefined
        ? sealMailPassword(secretKey, input.password)
        : (saved?.sealedPassword ?? null)
  await writeMailSettings(db, {
    host: input.host,
    port: input.port,
    tlsMode: input.tlsMode,
    username,
    sealedPassword,
    sender: input.sender.trim(),
    updatedAt: now.toISOString(),
  })
  return describeMailSettings(db, config)
}

/** Forgets the saved server: sign-in links go to the server log again. */
export async function removeMailSettings(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
): Promise<MailSettingsReply> {
  refuseWhenFromEnvironment(config)
  await deleteMailSettings(db)
  return NONE
}

/**
 * Sends a test mail to the admin through the server in use (SMTP_URL or the saved one).
 * A failure answers with the mail server's own words: the admin is the operator, and
 * "535 authentication failed" or "connection refused" is what tells them what to fix.
 */
export async function sendTestMail(
  db: Db,
  mailer: Mailer,
  admin: Pick<SessionUser, 'id' | 'email'>,
): Promise<MessageReply> {
  const to = admin.email
  if (!(await mailer.isConfigured())) {
    throw conflict(
      'mail-not-configured',
      'No mail server is set, so sign-in links go to the server log. Save the mail settings first.',
    )
  }
  try {
    const language = await memberMailLanguage(db, admin.id)
    const t = testMailTexts.in(language)
    await mailer.sendNotice({ to, subject: t('subject'), text: t('text'), language })
  } catch (error) {
    if (!(error instanceof MailError)) throw error
    const reason = error.cause instanceof Error ? error.cause.message : String(error.cause)
    throw new AppError(502, 'mail-failed', `The test mail was not sent: ${reason}`)
  }
  return { success: true, message: `A test mail was sent to ${to}.` }
}
