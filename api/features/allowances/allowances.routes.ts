import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorReplies } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import { AllowanceRunReply, Schedule, ScheduleBody } from './allowances.schemas.js'
import {
  getAllowanceSchedule,
  processFamilyAllowances,
  setAllowanceSchedule,
} from './allowances.service.js'

export const allowancesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moneyChange = { access: 'guardian' as const, changesMoney: true }
  const zone = app.config.defaultTimeZone

  app.post(
    '/api/process-allowances',
    {
      config: moneyChange,
      schema: { response: { 200: AllowanceRunReply, ...errorReplies(401, 403, 409) } },
    },
    (req) =>
      processFamilyAllowances(
        app.db,
        currentUser(req),
        app.clock.now(),
        zone,
        app.afterAllowanceCredit,
      ),
  )

  // Readable by a child too: its dashboard counts the days to the next allowance on the
  // family's calendar, not the device's.
  app.get(
    '/api/allowances/schedule',
    { schema: { response: { 200: Schedule, ...errorReplies(401) } } },
    (req) => getAllowanceSchedule(app.db, currentUser(req), app.clock.now(), zone),
  )

  app.put(
    '/api/allowances/schedule',
    {
      config: moneyChange,
      schema: {
        body: ScheduleBody,
        response: { 200: Schedule, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    (req) => setAllowanceSchedule(app.db, currentUser(req), req.body, app.clock.now(), zone),
  )
}
