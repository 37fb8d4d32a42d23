import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser } from '../../plugins/access.js'
import { allowancesApi } from './allowances.schemas.js'
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
      schema: allowancesApi['POST /api/process-allowances'],
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
    { schema: allowancesApi['GET /api/allowances/schedule'] },
    (req) => getAllowanceSchedule(app.db, currentUser(req), app.clock.now(), zone),
  )

  app.put(
    '/api/allowances/schedule',
    {
      config: moneyChange,
      schema: allowancesApi['PUT /api/allowances/schedule'],
    },
    (req) => setAllowanceSchedule(app.db, currentUser(req), req.body, app.clock.now(), zone),
  )
}
