import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser } from '../../plugins/access.js'
import { mailSettingsApi } from './mail-settings.schemas.js'
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
    { config: access, schema: mailSettingsApi['GET /api/admin/mail-settings'] },
    () => describeMailSettings(app.db, app.config),
  )
  app.put(
    '/api/admin/mail-settings',
    {
      config: access,
      schema: mailSettingsApi['PUT /api/admin/mail-settings'],
    },
    (req) => saveMailSettings(app.db, app.config, app.secretKey, req.body, app.clock.now()),
  )
  app.delete(
    '/api/admin/mail-settings',
    {
      config: access,
      schema: mailSettingsApi['DELETE /api/admin/mail-settings'],
    },
    () => removeMailSettings(app.db, app.config),
  )
  app.post(
    '/api/admin/mail-settings/test',
    {
      config: { ...access, rateLimit: TEST_MAIL_RATE_LIMIT },
      schema: mailSettingsApi['POST /api/admin/mail-settings/test'],
    },
    (req) => sendTestMail(app.db, app.mailer, currentUser(req)),
  )
}
