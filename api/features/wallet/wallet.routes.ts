import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ROUTE_ACCESS } from '../../contracts/access.js'
import { ErrorReply, errorReplies } from '../../lib/schemas.js'
import { currentUser } from '../../plugins/access.js'
import { getOrCreateChildAddress } from './child-addresses.service.js'
import {
  getChildBalances,
  getDepositSettings,
  syncChild,
  updateDepositSettings,
} from './deposits.service.js'
import { cancelSend, listSends, sendFromSavings } from './sends.service.js'
import {
  ChildAddressReply,
  ChildBalancesReply,
  ChildParams,
  ConfigureWalletBody,
  ConfigureWalletReply,
  DepositSettingsBody,
  DepositSettingsReply,
  FamilyInfoReply,
  SendBody,
  SendDto,
  SendParams,
  SendReply,
  SyncReply,
  WalletPreviewReply,
} from './wallet.schemas.js'
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
  // The chain source was down (503) or answered nonsense (502): "Sync Failed", nothing changed.
  const chainDown = { 502: ErrorReply, 503: ErrorReply }
  // 409: no wallet (or no key) configured, no free address, a send already settled.
  const write = errorReplies(400, 401, 403, 404, 409, 413, 415)

  app.post(
    '/api/wallet/preview',
    {
      config: guardian,
      schema: { body: ConfigureWalletBody, response: { 200: WalletPreviewReply, ...write } },
    },
    (req) => previewWallet(onchain, req.body),
  )

  app.post(
    '/api/wallet/configure',
    {
      config: { access: ROUTE_ACCESS['POST /api/wallet/configure'] },
      schema: { body: ConfigureWalletBody, response: { 200: ConfigureWalletReply, ...write } },
    },
    (req) => configureWallet(app.db, onchain, currentUser(req), req.body, now()),
  )

  app.get(
    '/api/wallet/family-info',
    {
      config: { access: ROUTE_ACCESS['GET /api/wallet/family-info'] },
      schema: { response: { 200: FamilyInfoReply, ...errorReplies(401, 403, 409) } },
    },
    (req) => getFamilyInfo(app.db, onchain, currentUser(req).familyId),
  )

  app.get(
    '/api/wallet/deposit-settings',
    {
      config: guardian,
      schema: { response: { 200: DepositSettingsReply, ...errorReplies(401, 403) } },
    },
    (req) => getDepositSettings(app.db, currentUser(req).familyId),
  )

  app.put(
    '/api/wallet/deposit-settings',
    {
      config: guardian,
      schema: {
        body: DepositSettingsBody,
        response: { 200: DepositSettingsReply, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    (req) => updateDepositSettings(app.db, currentUser(req).familyId, req.body, now()),
  )

  app.post(
    '/api/wallet/create/:childId',
    {
      config: guardian,
      schema: { params: ChildParams, response: { 200: ChildAddressReply, ...write, ...chainDown } },
    },
    (req) => getOrCreateChildAddress(app.db, onchain, currentUser(req), req.params.childId, now()),
  )

  app.get(
    '/api/wallet/balances/:childId',
    {
      schema: {
        params: ChildParams,
        response: { 200: ChildBalancesReply, ...errorReplies(400, 401, 404, 409) },
      },
    },
    (req) => getChildBalances(app.db, onchain, currentUser(req), req.params.childId),
  )

  app.post(
    '/api/wallet/sync/:childId',
    { schema: { params: ChildParams, response: { 200: SyncReply, ...write, ...chainDown } } },
    (req) => syncChild(app.db, onchain, currentUser(req), req.params.childId, now()),
  )

  app.get(
    '/api/wallet/sends/:childId',
    {
      config: guardian,
      schema: {
        params: ChildParams,
        response: { 200: Type.Array(SendDto), ...errorReplies(400, 401, 403, 404) },
      },
    },
    (req) => listSends(app.db, currentUser(req), req.params.childId),
  )

  app.post(
    '/api/bitcoin/send',
    {
      config: { ...guardian, changesMoney: true },
      schema: { body: SendBody, response: { 200: SendReply, ...write, ...chainDown } },
    },
    (req) => sendFromSavings(app.db, onchain, currentUser(req), req.body, now()),
  )

  app.post(
    '/api/bitcoin/send/:transactionId/cancel',
    {
      config: guardian,
      schema: { params: SendParams, response: { 200: SendDto, ...write, ...chainDown } },
    },
    (req) => cancelSend(app.db, onchain, currentUser(req), req.params.transactionId, now()),
  )
}
