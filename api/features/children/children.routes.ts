import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams, MessageReply } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import {
  AllowanceBody,
  ChildDto,
  ChildIdParams,
  CreateChildBody,
  NewBalanceBody,
  ThresholdBody,
  UpdateChildBody,
} from './children.schemas.js'
import {
  createChild,
  editChild,
  getChild,
  listChildrenFor,
  removeChild,
  setAllowance,
  setBalance,
  setSpendingThreshold,
} from './children.service.js'

export const childrenRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardian = { access: 'guardian' as const }
  const now = () => app.clock.now()

  app.get('/api/children', { schema: { response: { 200: Type.Array(ChildDto) } } }, (req) =>
    listChildrenFor(app.db, currentUser(req)),
  )

  app.get(
    '/api/children/:id',
    { schema: { params: IdParams, response: { 200: ChildDto } } },
    (req) => getChild(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/children',
    { config: guardian, schema: { body: CreateChildBody, response: { 201: ChildDto } } },
    async (req, reply) =>
      reply.status(201).send(await createChild(app.db, currentUser(req), req.body, now())),
  )

  app.patch(
    '/api/children/:id',
    {
      config: guardian,
      schema: { params: IdParams, body: UpdateChildBody, response: { 200: ChildDto } },
    },
    (req) => editChild(app.db, currentUser(req), req.params.id, req.body, now()),
  )

  app.delete(
    '/api/children/:id',
    { config: guardian, schema: { params: IdParams, response: { 200: MessageReply } } },
    (req) => removeChild(app.db, currentUser(req), req.params.id, now()),
  )

  app.patch(
    '/api/children/:id/allowance',
    {
      config: guardian,
      schema: { params: IdParams, body: AllowanceBody, response: { 200: ChildDto } },
    },
    (req) => setAllowance(app.db, currentUser(req), req.params.id, req.body, now()),
  )

  app.patch(
    '/api/children/:id/spending-threshold',
    {
      config: guardian,
      schema: { params: IdParams, body: ThresholdBody, response: { 200: ChildDto } },
    },
    (req) =>
      setSpendingThreshold(app.db, currentUser(req), req.params.id, req.body.threshold, now()),
  )

  app.post(
    '/api/children/:childId/update-savings',
    {
      config: guardian,
      schema: { params: ChildIdParams, body: NewBalanceBody, response: { 200: MessageReply } },
    },
    (req) =>
      setBalance(
        app.db,
        currentUser(req),
        req.params.childId,
        'savings',
        req.body.newBalance,
        now(),
      ),
  )

  // The spec files the spending ("Lightning") balance entry under Lightning; it is a
  // manual accounting entry all the same, and no Lightning node is involved.
  app.post(
    '/api/lightning/sync-balance/:childId',
    {
      config: guardian,
      schema: { params: ChildIdParams, body: NewBalanceBody, response: { 200: MessageReply } },
    },
    (req) =>
      setBalance(
        app.db,
        currentUser(req),
        req.params.childId,
        'spending',
        req.body.newBalance,
        now(),
      ),
  )
}
