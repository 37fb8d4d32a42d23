import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser } from '../../plugins/access.js'
import { childrenApi } from './children.schemas.js'
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

  app.get(
    '/api/children',
    {
      config: { cachedUntilWrite: true },
      schema: childrenApi['GET /api/children'],
    },
    (req) => listChildrenFor(app.db, currentUser(req)),
  )

  app.get('/api/children/:id', { schema: childrenApi['GET /api/children/:id'] }, (req) =>
    getChild(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/children',
    {
      config: moneyChange,
      schema: childrenApi['POST /api/children'],
    },
    async (req, reply) =>
      reply.status(201).send(await createChild(app.db, currentUser(req), req.body, now())),
  )

  app.patch(
    '/api/children/:id',
    {
      config: guardian,
      schema: childrenApi['PATCH /api/children/:id'],
    },
    (req) => editChild(app.db, currentUser(req), req.params.id, req.body, now()),
  )

  app.delete(
    '/api/children/:id',
    {
      config: moneyChange,
      schema: childrenApi['DELETE /api/children/:id'],
    },
    (req) => removeChild(app.db, currentUser(req), req.params.id, now()),
  )

  app.patch(
    '/api/children/:id/allowance',
    {
      config: moneyChange,
      schema: childrenApi['PATCH /api/children/:id/allowance'],
    },
    (req) => setAllowance(app.db, currentUser(req), req.params.id, req.body, now()),
  )

  app.patch(
    '/api/children/:id/spending-threshold',
    {
      config: moneyChange,
      schema: childrenApi['PATCH /api/children/:id/spending-threshold'],
    },
    (req) =>
      setSpendingThreshold(app.db, currentUser(req), req.params.id, req.body.threshold, now()),
  )

  app.post(
    '/api/children/:childId/update-savings',
    {
      config: moneyChange,
      schema: childrenApi['POST /api/children/:childId/update-savings'],
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
      schema: childrenApi['POST /api/lightning/sync-balance/:childId'],
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
