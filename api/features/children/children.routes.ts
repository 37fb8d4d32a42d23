import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorReplies, IdParams, MessageReply } from '../../lib/schemas.js'
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
  const moneyChange = { ...guardian, changesMoney: true }
  const now = () => app.clock.now()
  // A guardian's change to one child: refused input, signed out, not a guardian (or a
  // cross-site write), no such child, body too large or not JSON.
  const childChange = errorReplies(400, 401, 403, 404, 413, 415)

  app.get(
    '/api/children',
    {
      config: { cachedUntilWrite: true },
      schema: { response: { 200: Type.Array(ChildDto), ...errorReplies(401) } },
    },
    (req) => listChildrenFor(app.db, currentUser(req)),
  )

  app.get(
    '/api/children/:id',
    { schema: { params: IdParams, response: { 200: ChildDto, ...errorReplies(400, 401, 404) } } },
    (req) => getChild(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/children',
    {
      config: moneyChange,
      schema: {
        body: CreateChildBody,
        response: { 201: ChildDto, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createChild(app.db, currentUser(req), req.body, now())),
  )

  app.patch(
    '/api/children/:id',
    {
      config: guardian,
      schema: {
        params: IdParams,
        body: UpdateChildBody,
        response: { 200: ChildDto, ...childChange },
      },
    },
    (req) => editChild(app.db, currentUser(req), req.params.id, req.body, now()),
  )

  app.delete(
    '/api/children/:id',
    {
      config: moneyChange,
      schema: {
        params: IdParams,
        response: { 200: MessageReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    (req) => removeChild(app.db, currentUser(req), req.params.id, now()),
  )

  app.patch(
    '/api/children/:id/allowance',
    {
      config: moneyChange,
      schema: {
        params: IdParams,
        body: AllowanceBody,
        response: { 200: ChildDto, ...childChange },
      },
    },
    (req) => setAllowance(app.db, currentUser(req), req.params.id, req.body, now()),
  )

  app.patch(
    '/api/children/:id/spending-threshold',
    {
      config: moneyChange,
      schema: {
        params: IdParams,
        body: ThresholdBody,
        response: { 200: ChildDto, ...childChange },
      },
    },
    (req) =>
      setSpendingThreshold(app.db, currentUser(req), req.params.id, req.body.threshold, now()),
  )

  app.post(
    '/api/children/:childId/update-savings',
    {
      config: moneyChange,
      schema: {
        params: ChildIdParams,
        body: NewBalanceBody,
        response: { 200: MessageReply, ...childChange, ...errorReplies(409) },
      },
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
      config: moneyChange,
      schema: {
        params: ChildIdParams,
        body: NewBalanceBody,
        response: { 200: MessageReply, ...childChange, ...errorReplies(409) },
      },
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
