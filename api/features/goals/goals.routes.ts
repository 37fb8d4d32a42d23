import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { errorReplies, IdParams } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import {
  decideAllocationRequest,
  listPendingAllocations,
  requestChildAllocation,
} from './allocation-requests.service.js'
import { allocateToGoal, listActiveAllocations } from './allocations.service.js'
import { contributeToGoal, listContributions } from './contributions.service.js'
import {
  ActiveAllocationDto,
  ActiveQuery,
  AllocateBody,
  ChildRequestBody,
  ChildRequestReply,
  ContributionBody,
  ContributionDto,
  ContributionReply,
  CreateGoalBody,
  DecideAllocationBody,
  DeleteGoalReply,
  GoalDto,
  PendingAllocationDto,
} from './goals.schemas.js'
import { createGoal, deleteGoal, listFamilyGoals } from './goals.service.js'

export const goalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardianMoney = { access: 'guardian' as const, changesMoney: true }
  const now = () => app.clock.now()
  // A write to one goal: refused input, signed out, not allowed (or cross-site), no such
  // goal or child, the goal complete or the request decided, body too large or not JSON.
  const goalWrite = errorReplies(400, 401, 403, 404, 409, 413, 415)

  app.get(
    '/api/family-goals',
    { schema: { response: { 200: Type.Array(GoalDto), ...errorReplies(401) } } },
    (req) => listFamilyGoals(app.db, currentUser(req)),
  )

  app.post(
    '/api/family-goals',
    {
      config: guardianMoney,
      schema: {
        body: CreateGoalBody,
        response: { 201: GoalDto, ...errorReplies(400, 401, 403, 413, 415) },
      },
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
      schema: {
        params: IdParams,
        response: { 200: DeleteGoalReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    (req) => deleteGoal(app.db, currentUser(req), req.params.id, now()),
  )

  app.post(
    '/api/family-goals/:id/allocations',
    {
      config: guardianMoney,
      schema: {
        params: IdParams,
        body: AllocateBody,
        response: { 201: ActiveAllocationDto, ...goalWrite },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await allocateToGoal(app.db, currentUser(req), req.params.id, req.body, now())),
  )

  app.get(
    '/api/family-goals/:id/contributions',
    {
      schema: {
        params: IdParams,
        response: { 200: Type.Array(ContributionDto), ...errorReplies(400, 401, 404) },
      },
    },
    (req) => listContributions(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/family-goals/:id/contributions',
    {
      config: guardianMoney,
      schema: {
        params: IdParams,
        body: ContributionBody,
        response: { 201: ContributionReply, ...goalWrite },
      },
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
      schema: {
        params: IdParams,
        body: ChildRequestBody,
        response: { 201: ChildRequestReply, ...goalWrite },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await requestChildAllocation(app.db, currentUser(req), req.params.id, req.body, now()),
        ),
  )

  app.get(
    '/api/pending-allocations',
    { schema: { response: { 200: Type.Array(PendingAllocationDto), ...errorReplies(401) } } },
    (req) => listPendingAllocations(app.db, currentUser(req)),
  )

  // The spec's screens call both paths for the same decision: one implementation.
  const decide = {
    config: guardianMoney,
    schema: {
      params: IdParams,
      body: DecideAllocationBody,
      response: { 200: PendingAllocationDto, ...goalWrite },
    },
  }
  const decideHandler = (
    req: FastifyRequest<{ Params: { id: number }; Body: DecideAllocationBody }>,
  ) => decideAllocationRequest(app.db, currentUser(req), req.params.id, req.body, now())
  app.post('/api/allocations/:id/approve', decide, decideHandler)
  app.patch('/api/goal-allocations/:id/approve', decide, decideHandler)

  app.get(
    '/api/allocations/active',
    {
      schema: {
        querystring: ActiveQuery,
        response: { 200: Type.Array(ActiveAllocationDto), ...errorReplies(400, 401, 404) },
      },
    },
    (req) => listActiveAllocations(app.db, currentUser(req), req.query.childId),
  )
}
