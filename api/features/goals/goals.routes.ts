import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { currentUser } from '../../plugins/access.js'
import {
  decideAllocationRequest,
  listPendingAllocations,
  requestChildAllocation,
} from './allocation-requests.service.js'
import { allocateToGoal, listActiveAllocations } from './allocations.service.js'
import { contributeToGoal, listContributions } from './contributions.service.js'
import { type DecideAllocationBody, goalsApi } from './goals.schemas.js'
import { createGoal, deleteGoal, listFamilyGoals } from './goals.service.js'

export const goalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardianMoney = { access: 'guardian' as const, changesMoney: true }
  const now = () => app.clock.now()

  app.get('/api/family-goals', { schema: goalsApi['GET /api/family-goals'] }, (req) =>
    listFamilyGoals(app.db, currentUser(req)),
  )

  app.post(
    '/api/family-goals',
    {
      config: guardianMoney,
      schema: goalsApi['POST /api/family-goals'],
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await createGoal(app.db, currentUser(req), req.body, now(), app.config.defaultTimeZone),
        ),
  )

  app.delete(
    '/api/family-goals/:id',
    {
      config: guardianMoney,
      schema: goalsApi['DELETE /api/family-goals/:id'],
    },
    (req) => deleteGoal(app.db, currentUser(req), req.params.id, now()),
  )

  app.post(
    '/api/family-goals/:id/allocations',
    {
      config: guardianMoney,
      schema: goalsApi['POST /api/family-goals/:id/allocations'],
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await allocateToGoal(app.db, currentUser(req), req.params.id, req.body, now())),
  )

  app.get(
    '/api/family-goals/:id/contributions',
    {
      schema: goalsApi['GET /api/family-goals/:id/contributions'],
    },
    (req) => listContributions(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/family-goals/:id/contributions',
    {
      config: guardianMoney,
      schema: goalsApi['POST /api/family-goals/:id/contributions'],
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await contributeToGoal(app.db, currentUser(req), req.params.id, req.body, now())),
  )

  app.post(
    '/api/family-goals/:id/child-allocation-request',
    {
      config: { changesMoney: true },
      schema: goalsApi['POST /api/family-goals/:id/child-allocation-request'],
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await requestChildAllocation(app.db, currentUser(req), req.params.id, req.body, now()),
        ),
  )

  app.get('/api/pending-allocations', { schema: goalsApi['GET /api/pending-allocations'] }, (req) =>
    listPendingAllocations(app.db, currentUser(req)),
  )

  // The spec's screens call both paths for the same decision: one implementation.
  const decideHandler = (
    req: FastifyRequest<{ Params: { id: number }; Body: DecideAllocationBody }>,
  ) => decideAllocationRequest(app.db, currentUser(req), req.params.id, req.body, now())
  app.post(
    '/api/allocations/:id/approve',
    { config: guardianMoney, schema: goalsApi['POST /api/allocations/:id/approve'] },
    decideHandler,
  )
  app.patch(
    '/api/goal-allocations/:id/approve',
    { config: guardianMoney, schema: goalsApi['PATCH /api/goal-allocations/:id/approve'] },
    decideHandler,
  )

  app.get(
    '/api/allocations/active',
    {
      schema: goalsApi['GET /api/allocations/active'],
    },
    (req) => listActiveAllocations(app.db, currentUser(req), req.query.childId),
  )
}
