import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { currentUser } from '../../plugins/access.js'
import {
  getAllowanceSchedule,
  processFamilyAllowances,
  setAllowanceSchedule,
} from './allowances.service.js'

const AllowanceRunReply = Type.Object({
  processedChildren: Type.Integer(),
  children: Type.Array(
    Type.Object({ childId: Type.Integer(), name: Type.String(), amount: Type.String() }),
  ),
  weekday: Type.String(),
  message: Type.String(),
})

const Schedule = Type.Object({
  autoProcessHour: Type.Union([Type.Integer(), Type.Null()]),
  timeZone: Type.String(),
  today: Type.String(),
})

const HOUR_MESSAGE = 'Choose an hour from 0 to 23, or turn automatic processing off'
const ScheduleBody = Type.Object({
  // ajv reports the failing branch of a union, so both carry the message.
  autoProcessHour: Type.Union(
    [Type.Integer({ minimum: 0, maximum: 23, errorMessage: HOUR_MESSAGE }), Type.Null()],
    {
      errorMessage: HOUR_MESSAGE,
    },
  ),
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
})

export const allowancesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardian = { access: 'guardian' as const }
  const zone = app.config.defaultTimeZone

  app.post(
    '/api/process-allowances',
    { config: guardian, schema: { response: { 200: AllowanceRunReply } } },
    (req) => processFamilyAllowances(app.db, currentUser(req), app.clock.now(), zone),
  )

  // Readable by a child too: its dashboard counts the days to the next allowance on the
  // family's calendar, not the device's.
  app.get('/api/allowances/schedule', { schema: { response: { 200: Schedule } } }, (req) =>
    getAllowanceSchedule(app.db, currentUser(req), app.clock.now(), zone),
  )

  app.put(
    '/api/allowances/schedule',
    { config: guardian, schema: { body: ScheduleBody, response: { 200: Schedule } } },
    (req) => setAllowanceSchedule(app.db, currentUser(req), req.body, app.clock.now(), zone),
  )
}
