import { ROUTE_ACCESS } from '../../contracts/access.js'
import { currentUser } from '../../plugins/access.js'
import {
  connectHub,
  connectNodeLnd,
  listNodes,
  nodeLndOffer,
  readBalance,
  readConnection,
  removeConnection,
  saveConnection,
  testSavedConnection,
} from './connection.service.js'
import { lightningApi } from './lightning.schemas.js'
import type { LightningDeps } from './lightning-context.js'
import { familyOf, guardian, type LightningApp } from './lightning-routing.js'
import { readSyncPreferences, updateSyncPreferences } from './sync-preferences.service.js'

/** The family's connection (spec 2, "Wallet and Lightning setup"): save, test, read and remove it, this node's LND, the Balance Sync choices. */
export function connectionRoutes(app: LightningApp, deps: LightningDeps): void {
  const now = () => app.clock.now()

  const { nodeLnd } = app.config

  app.post(
    '/api/lightning-config/setup',
    {
      config: { access: ROUTE_ACCESS['POST /api/lightning-config/setup'] },
      schema: lightningApi['POST /api/lightning-config/setup'],
    },
    (req) => saveConnection(app.db, deps, currentUser(req), req.body, now()),
  )

  app.post(
    '/api/lightning/connect',
    {
      config: { access: ROUTE_ACCESS['POST /api/lightning/connect'] },
      schema: lightningApi['POST /api/lightning/connect'],
    },
    (req) => connectHub(app.db, deps, currentUser(req), req.body, now()),
  )

  app.get(
    '/api/lightning-config/node-lnd',
    {
      config: { access: ROUTE_ACCESS['GET /api/lightning-config/node-lnd'] },
      schema: lightningApi['GET /api/lightning-config/node-lnd'],
    },
    () => nodeLndOffer(nodeLnd),
  )

  app.post(
    '/api/lightning-config/node-lnd',
    {
      config: { access: ROUTE_ACCESS['POST /api/lightning-config/node-lnd'] },
      schema: lightningApi['POST /api/lightning-config/node-lnd'],
    },
    (req) => connectNodeLnd(app.db, deps, currentUser(req), nodeLnd, now()),
  )

  app.get(
    '/api/lightning/sync-preferences',
    {
      config: { access: ROUTE_ACCESS['GET /api/lightning/sync-preferences'] },
      schema: lightningApi['GET /api/lightning/sync-preferences'],
    },
    (req) => readSyncPreferences(app.db, familyOf(req)),
  )

  app.post(
    '/api/lightning/sync-preferences',
    {
      config: { access: ROUTE_ACCESS['POST /api/lightning/sync-preferences'] },
      schema: lightningApi['POST /api/lightning/sync-preferences'],
    },
    (req) => updateSyncPreferences(app.db, familyOf(req), req.body, now()),
  )

  app.get(
    '/api/lightning/config',
    {
      config: { access: ROUTE_ACCESS['GET /api/lightning/config'] },
      schema: lightningApi['GET /api/lightning/config'],
    },
    (req) => readConnection(app.db, familyOf(req)),
  )

  app.delete(
    '/api/lightning/config',
    {
      config: { access: ROUTE_ACCESS['DELETE /api/lightning/config'] },
      schema: lightningApi['DELETE /api/lightning/config'],
    },
    (req) => removeConnection(app.db, deps, familyOf(req)),
  )

  app.post(
    '/api/lightning/test-user-connection',
    {
      config: { access: ROUTE_ACCESS['POST /api/lightning/test-user-connection'] },
      schema: lightningApi['POST /api/lightning/test-user-connection'],
    },
    (req) => testSavedConnection(app.db, deps, familyOf(req)),
  )

  app.get(
    '/api/lightning/balance',
    { config: guardian, schema: lightningApi['GET /api/lightning/balance'] },
    (req) => readBalance(app.db, deps, familyOf(req)),
  )

  app.get(
    '/api/lightning/nodes',
    {
      config: guardian,
      schema: lightningApi['GET /api/lightning/nodes'],
    },
    (req) => listNodes(app.db, deps, familyOf(req)),
  )
}
