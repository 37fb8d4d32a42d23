import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { currentUser } from '../../plugins/access.js'
import { familyBalanceApi } from './family-balance.schemas.js'
import { getFamilyBalance, type WalletReaders } from './family-balance.service.js'

/**
 * GET /api/family/balance-summary: the parents' Total Family Balance. The wallets are
 * read through the readers app.ts passes in: this feature needs both the view-only
 * wallet and the Lightning connection, and features never import each other.
 */
export const familyBalanceRoutes: FastifyPluginAsyncTypebox<WalletReaders> = async (
  app,
  readers,
) => {
  app.get(
    '/api/family/balance-summary',
    {
      config: { access: 'guardian' },
      schema: familyBalanceApi['GET /api/family/balance-summary'],
    },
    (req) => getFamilyBalance(app.db, readers, currentUser(req).familyId),
  )
}
