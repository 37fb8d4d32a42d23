import { type Static, Type } from 'typebox'
import { errorReplies, failsWith, MessageReply, routeMap } from '../../lib/schemas.js'

/** tls: TLS from the start (port 465); starttls: upgraded, required (587); none: a LAN relay. */
export const MailTlsMode = Type.Union(
  [Type.Literal('tls'), Type.Literal('starttls'), Type.Literal('none')],
  failsWith('invalid-choice', 'Choose how the connection is protected: tls, starttls or none'),
)
export type MailTlsMode = Static<typeof MailTlsMode>

/** A DNS name or an IPv4 address, or an IPv6 address without brackets (as nodemailer takes it). */
const HOST_PATTERN = '^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*)$'
const ADDRESS = '[^\\s@<>"]+@[^\\s@<>"]+\\.[^\\s@<>"]+'
/** `family@example.org` or `Family Bitcoin <family@example.org>`, on one line. */
const SENDER_PATTERN = `^(?:${ADDRESS}|[^<>"\\r\\n]{1,100} <${ADDRESS}>)$`

export const MailSettingsBody = Type.Object({
  host: Type.String({
    minLength: 1,
    maxLength: 253,
    pattern: HOST_PATTERN,
    ...failsWith('invalid-request', "Enter the mail server's name, such as smtp.example.org"),
  }),
  port: Type.Integer({
    minimum: 1,
    maximum: 65535,
    ...failsWith('invalid-request', 'The port is a whole number from 1 to 65535, such as 587'),
  }),
  tlsMode: MailTlsMode,
  /** Empty: the server takes mail without a login, and no password is kept. */
  username: Type.String({ maxLength: 254 }),
  /** Absent: the saved password stays. Never sent back. */
  password: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 1000,
      ...failsWith('invalid-request', 'The password is 1 to 1000 characters'),
    }),
  ),
  sender: Type.String({
    maxLength: 320,
    pattern: SENDER_PATTERN,
    ...failsWith(
      'invalid-email',
      'Enter the sender as an address, or as a name and an address: Family Bitcoin <family@example.org>',
    ),
  }),
})
export type MailSettingsBody = Static<typeof MailSettingsBody>

/**
 * Where mail goes and with what, never the password itself: `environment` (SMTP_URL is
 * set and wins; read-only here), `settings` (saved in the app) or `none` (the log).
 */
export const MailSettingsReply = Type.Object({
  source: Type.Union([Type.Literal('environment'), Type.Literal('settings'), Type.Literal('none')]),
  host: Type.Union([Type.String(), Type.Null()]),
  port: Type.Union([Type.Integer(), Type.Null()]),
  /** Null for SMTP_URL's smtp://, where nodemailer upgrades only when the server offers to. */
  tlsMode: Type.Union([MailTlsMode, Type.Null()]),
  username: Type.Union([Type.String(), Type.Null()]),
  hasPassword: Type.Boolean(),
  sender: Type.Union([Type.String(), Type.Null()]),
})
export type MailSettingsReply = Static<typeof MailSettingsReply>

/** The routes of this file's feature: the server registers them with these schemas, the browser calls them through them (web/src/lib/api-client.ts). */
export const mailSettingsApi = routeMap({
  'GET /api/admin/mail-settings': {
    response: { 200: MailSettingsReply, ...errorReplies(401, 403) },
  },
  'PUT /api/admin/mail-settings': {
    body: MailSettingsBody,
    response: { 200: MailSettingsReply, ...errorReplies(400, 401, 403, 409, 413, 415) },
  },
  'DELETE /api/admin/mail-settings': {
    response: { 200: MailSettingsReply, ...errorReplies(401, 403, 409) },
  },
  'POST /api/admin/mail-settings/test': {
    response: { 200: MessageReply, ...errorReplies(401, 403, 409, 429, 502) },
  },
})
