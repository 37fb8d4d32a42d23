import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ROUTE_ACCESS } from '../../contracts/access.js'
import { currentUser } from '../../plugins/access.js'
import { getOrCreateChildAddress } from './child-addresses.service.js'
import {
  getChildBalances,
  getDepositSettings,
  syncChild,
  updateDepositSettings,
} from './deposits.service.js'
import { cancelSend, listSends, sendFromSavings } from './sends.service.js'
import { walletApi } from './wallet.schemas.js'
import { configureWallet, getFamilyInfo, previewWallet } from './wallet.service.js'
import { onchainOf } from './wallet-chain.js'

/**
 * The family's view-only Bitcoin wallet. The wallet itself, addresses and sends are the
 * parents' (a child gets 403); a child's own sign-in may read and sync its balances.
 */
export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guardian = { access: 'guardian' as const }
  const now = () => app.clock.now()
  const onchain = onchainOf(app)

  app.post(
    '/api/wallet/preview',
    {
      config: guardian,
      schema: walletApi['POST /api/wallet/preview'],
    },
    (req) => previewWallet(onchain, req.body),
  )

  app.post(
    '/api/wallet/configure',
    {
      config: { access: ROUTE_ACCESS['POST /api/wallet/configure'] },
      schema: walletApi['POST /api/wallet/configure'],
    },
    (req) => configureWallet(app.db, onchain, currentUser(req), req.body, now()),
  )

  app.get(
    '/api/wallet/family-info',
    {
      config: { access: ROUTE_ACCESS['GET /api/wallet/family-info'] },
      schema: walletApi['GET /api/wallet/family-info'],
    },
    (req) => getFamilyInfo(app.db, onchain, currentUser(req).familyId),
  )

  app.get(
    '/api/wallet/deposit-settings',
    {
      config: guardian,
      schema: walletApi['GET /api/wallet/deposit-settings'],
    },
    (req) => getDepositSettings(app.db, currentUser(req).familyId),
  )

  app.put(
    '/api/wallet/deposit-settings',
    {
      config: guardian,
      schema: walletApi['PUT /api/wallet/deposit-settings'],
    },
    (req) => updateDepositSettings(app.db, currentUser(req).familyId, req.body, now()),
  )

  app.post(
    '/api/wallet/create/:childId',
    {
      config: guardian,
      schema: walletApi['POST /api/wallet/create/:childId'],
    },
    (req) => getOrCreateChildAddress(app.db, onchain, currentUser(req), req.params.childId, now()),
  )

  app.get(
    '/api/wallet/balances/:childId',
    {
      schema: walletApi['GET /api/wallet/balances/:childId'],
    },
    (req) => getChildBalances(app.db, onchain, currentUser(req), req.params.childId),
  )

  app.post(
    '/api/wallet/sync/:childId',
    { schema: walletApi['POST /api/wallet/sync/:childId'] },
    (req) => syncChild(app.db, onchain, currentUser(req), req.params.childId, now()),
  )

  app.get(
    '/api/wallet/sends/:childId',
    {
      config: guardian,
      schema: walletApi['GET /api/wallet/sends/:childId'],
    },
    (req) => listSends(app.db, currentUser(req), req.params.childId),
  )

  app.post(
    '/api/bitcoin/send',
    {
      config: { ...guardian, changesMoney: true },
      schema: walletApi['POST /api/bitcoin/send'],
    },
    (req) => sendFromSavings(app.db, onchain, currentUser(req), req.body, now()),
  )

  app.post(
    '/api/bitcoin/send/:transactionId/cancel',
    {
      config: guardian,
      schema: walletApi['POST /api/bitcoin/send/:transactionId/cancel'],
    },
    (req) => cancelSend(app.db, onchain, currentUser(req), req.params.transactionId, now()),
  )
}
