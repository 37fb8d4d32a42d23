import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser } from '../../plugins/access.js'
import { interestApi } from './interest.schemas.js'
import { getInterest, setChildRate, setFamilyRate } from './interest.service.js'

/** Interest on savings, paid by the parents (docs/interest.md). */
export const interestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A rate promises the parents' money: locked for a lapsed family like every money write.
  const guardianMoney = { access: 'guardian' as const, changesMoney: true }
  const now = () => app.clock.now()
  const zone = () => app.config.defaultTimeZone

  app.get('/api/interest', { schema: interestApi['GET /api/interest'] }, (req) =>
    getInterest(app.db, currentUser(req), now(), zone()),
  )

  app.put(
    '/api/interest',
    {
      config: guardianMoney,
      schema: interestApi['PUT /api/interest'],
    },
    (req) => setFamilyRate(app.db, currentUser(req), req.body, now(), zone()),
  )

  app.put(
    '/api/interest/children/:id',
    {
      config: guardianMoney,
      schema: interestApi['PUT /api/interest/children/:id'],
    },
    (req) => setChildRate(app.db, currentUser(req), req.params.id, req.body, now(), zone()),
  )
}
