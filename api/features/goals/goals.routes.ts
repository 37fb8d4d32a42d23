import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { findFamily } from '../../../db/queries/families.js'
import { localDate } from '../../lib/local-date.js'
import { IdParams } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import {
  ActiveAllocationDto,
  ActiveQuery,
  AllocateBody,
  ChildRequestBody,
  ContributionBody,
  ContributionDto,
  CreateGoalBody,
  DecideAllocationBody,
  GoalDto,
  PendingAllocationDto,
} from './goals.schemas.js'
import {
  allocateToGoal,
  contributeToGoal,
  createGoal,
  decideAllocationRequest,
  deleteGoal,
  listActiveAllocations,
  listContributions,
  listFamilyGoals,
  listPendingAllocations,
  requestChildAllocation,
} from './goals.service.js'

export const goalsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardian = { access: 'guardian' as const }
  const now = () => app.clock.now()

  /** "Today" on the family's calendar, for the target-date rule. */
  async function familyToday(request: FastifyRequest): Promise<string> {
    const family = await findFamily(app.db, currentUser(request).familyId)
    return localDate(now(), family?.timeZone ?? app.config.defaultTimeZone).date
  }

  app.get('/api/family-goals', { schema: { response: { 200: Type.Array(GoalDto) } } }, (req) =>
    listFamilyGoals(app.db, currentUser(req)),
  )

  app.post(
    '/api/family-goals',
    { config: guardian, schema: { body: CreateGoalBody, response: { 201: GoalDto } } },
    async (req, reply) =>
      reply
        .status(201)
        .send(await createGoal(app.db, currentUser(req), req.body, await familyToday(req), now())),
  )

  app.delete(
    '/api/family-goals/:id',
    {
      config: guardian,
      schema: {
        params: IdParams,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.String(),
            refunded: Type.Array(
              Type.Object({
                childId: Type.Integer(),
                childName: Type.String(),
                amount: Type.String(),
              }),
            ),
          }),
        },
      },
    },
    (req) => deleteGoal(app.db, currentUser(req), req.params.id, now()),
  )

  app.post(
    '/api/family-goals/:id/allocations',
    {
      config: guardian,
      schema: { params: IdParams, body: AllocateBody, response: { 201: ActiveAllocationDto } },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await allocateToGoal(app.db, currentUser(req), req.params.id, req.body, now())),
  )

  app.get(
    '/api/family-goals/:id/contributions',
    { schema: { params: IdParams, response: { 200: Type.Array(ContributionDto) } } },
    (req) => listContributions(app.db, currentUser(req), req.params.id),
  )

  app.post(
    '/api/family-goals/:id/contributions',
    {
      config: guardian,
      schema: {
        params: IdParams,
        body: ContributionBody,
        response: {
          201: Type.Object({
            id: Type.Integer(),
            amount: Type.String(),
            contributionType: Type.String(),
          }),
        },
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
      schema: {
        params: IdParams,
        body: ChildRequestBody,
        response: {
          201: Type.Object({
            success: Type.Boolean(),
            message: Type.String(),
            request: PendingAllocationDto,
          }),
        },
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
    { schema: { response: { 200: Type.Array(PendingAllocationDto) } } },
    (req) => listPendingAllocations(app.db, currentUser(req)),
  )

  // The spec's screens call both paths for the same decision: one implementation.
  const decide = {
    config: guardian,
    schema: {
      params: IdParams,
      body: DecideAllocationBody,
      response: { 200: PendingAllocationDto },
    },
  }
  const decideHandler = (
    req: FastifyRequest<{
      Params: { id: number }
      Body: { approved: boolean; denialReason?: string | null }
    }>,
  ) => decideAllocationRequest(app.db, currentUser(req), req.params.id, req.body, now())
  app.post('/api/allocations/:id/approve', decide, decideHandler)
  app.patch('/api/goal-allocations/:id/approve', decide, decideHandler)

  app.get(
    '/api/allocations/active',
    { schema: { querystring: ActiveQuery, response: { 200: Type.Array(ActiveAllocationDto) } } },
    (req) => listActiveAllocations(app.db, currentUser(req), req.query.childId),
  )
}
