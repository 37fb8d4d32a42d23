import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorReplies, IdParams, MessageReply } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import {
  ChoreDto,
  ChoreResultReply,
  CreateChoreBody,
  CreatedChoreReply,
  RejectChoreBody,
  UpdateChoreBody,
} from './chores.schemas.js'
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
  // A write about one chore: refused input, signed out, not allowed (or cross-site), no
  // such chore or child, not in a state that allows it, body too large or not JSON.
  const choreWrite = errorReplies(400, 401, 403, 404, 409, 413, 415)

  app.get(
    '/api/chores',
    { schema: { response: { 200: Type.Array(ChoreDto), ...errorReplies(401) } } },
    (req) => listChores(app.db, currentUser(req), now(), zone()),
  )

  app.post(
    '/api/chores',
    {
      config: guardianMoney,
      schema: {
        body: CreateChoreBody,
        response: { 201: CreatedChoreReply, ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createChore(app.db, currentUser(req), req.body, now(), zone())),
  )

  app.put(
    '/api/chores/:id',
    {
      config: guardianMoney,
      schema: {
        params: IdParams,
        body: UpdateChoreBody,
        response: { 200: ChoreDto, ...choreWrite },
      },
    },
    (req) => updateChore(app.db, currentUser(req), req.params.id, req.body, now(), zone()),
  )

  app.delete(
    '/api/chores/:id',
    {
      config: guardianMoney,
      schema: {
        params: IdParams,
        response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    (req) => deleteChore(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/chores/:id/done',
    {
      config: memberMoney,
      schema: { params: IdParams, response: { 200: ChoreResultReply, ...choreWrite } },
    },
    (req) => markChoreDone(app.db, currentUser(req), req.params.id, now(), zone()),
  )

  app.post(
    '/api/chores/:id/approve',
    {
      config: guardianMoney,
      schema: { params: IdParams, response: { 200: ChoreResultReply, ...choreWrite } },
    },
    (req) => approveChore(app.db, currentUser(req), req.params.id, now(), zone()),
  )

  app.post(
    '/api/chores/:id/reject',
    {
      config: guardianMoney,
      schema: {
        params: IdParams,
        body: RejectChoreBody,
        response: { 200: ChoreDto, ...choreWrite },
      },
    },
    (req) => rejectChore(app.db, currentUser(req), req.params.id, req.body.reason, now(), zone()),
  )
}
