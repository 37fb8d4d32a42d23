import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser } from '../../plugins/access.js'
import { choresApi } from './chores.schemas.js'
import {
  approveChore,
  createChore,
  deleteChore,
  listChores,
  markChoreDone,
  rejectChore,
  updateChore,
} from './chores.service.js'

/**
 * Chores that earn sats (docs/chores.md). Every write is locked for a lapsed family:
 * setting a chore promises money, and marking one done may pay it at once.
 */
export const choresRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardianMoney = { access: 'guardian' as const, changesMoney: true }
  const memberMoney = { changesMoney: true }
  const now = () => app.clock.now()
  const zone = () => app.config.defaultTimeZone

  app.get('/api/chores', { schema: choresApi['GET /api/chores'] }, (req) =>
    listChores(app.db, currentUser(req), now(), zone()),
  )

  app.post(
    '/api/chores',
    {
      config: guardianMoney,
      schema: choresApi['POST /api/chores'],
    },
    async (req, reply) =>
      reply.status(201).send(await createChore(app.db, currentUser(req), req.body, now(), zone())),
  )

  app.put(
    '/api/chores/:id',
    {
      config: guardianMoney,
      schema: choresApi['PUT /api/chores/:id'],
    },
    (req) => updateChore(app.db, currentUser(req), req.params.id, req.body, now(), zone()),
  )

  app.delete(
    '/api/chores/:id',
    {
      config: guardianMoney,
      schema: choresApi['DELETE /api/chores/:id'],
    },
    (req) => deleteChore(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/chores/:id/done',
    {
      config: memberMoney,
      schema: choresApi['POST /api/chores/:id/done'],
    },
    (req) => markChoreDone(app.db, currentUser(req), req.params.id, now(), zone()),
  )

  app.post(
    '/api/chores/:id/approve',
    {
      config: guardianMoney,
      schema: choresApi['POST /api/chores/:id/approve'],
    },
    (req) => approveChore(app.db, currentUser(req), req.params.id, now(), zone()),
  )

  app.post(
    '/api/chores/:id/reject',
    {
      config: guardianMoney,
      schema: choresApi['POST /api/chores/:id/reject'],
    },
    (req) => rejectChore(app.db, currentUser(req), req.params.id, req.body.reason, now(), zone()),
  )
}
