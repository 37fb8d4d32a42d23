import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorReplies, MessageReply } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import { MailSettingsBody, MailSettingsReply } from './mail-settings.schemas.js'
import {
  describeMailSettings,
  removeMailSettings,
  saveMailSettings,
  sendTestMail,
} from './mail-settings.service.js'

/** Each test is an SMTP login and a mail: a few a minute is plenty for someone fixing settings. */
const TEST_MAIL_RATE_LIMIT = { max: 5, timeWindow: '1 minute' }

/**
 * The mail server, set by an administrator in the app (Admin, Mail): for a node whose
 * owner cannot set SMTP_URL, every sign-in otherwise means reading the server log.
 * SMTP_URL, when set, wins and these settings are read-only.
 */
export const mailSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const access = { access: 'admin' as const }
  app.get(
    '/api/admin/mail-settings',
    { config: access, schema: { response: { 200: MailSettingsReply, ...errorReplies(401, 403) } } },
    () => describeMailSettings(app.db, app.config),
  )
  app.put(
    '/api/admin/mail-settings',
    {
      config: access,
      schema: {
        body: MailSettingsBody,
        response: { 200: MailSettingsReply, ...errorReplies(400, 401, 403, 409, 413, 415) },
      },
    },
    (req) => saveMailSettings(app.db, app.config, app.secretKey, req.body, app.clock.now()),
  )
  app.delete(
    '/api/admin/mail-settings',
    {
      config: access,
      schema: { response: { 200: MailSettingsReply, ...errorReplies(401, 403, 409) } },
    },
    () => removeMailSettings(app.db, app.config),
  )
  app.post(
    '/api/admin/mail-settings/test',
    {
      config: { ...access, rateLimit: TEST_MAIL_RATE_LIMIT },
      schema: { response: { 200: MessageReply, ...errorReplies(401, 403, 409, 429, 502) } },
    },
    (req) => sendTestMail(app.mailer, currentUser(req).email),
  )
}
