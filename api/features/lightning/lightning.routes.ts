import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ROUTE_ACCESS } from '../../contracts/access.js'
import { createLightningProvider } from '../../lib/lightning/create-lightning-provider.js'
import { type LightningTimeouts, timeoutsOf } from '../../lib/lightning/lightning-provider.js'
import { createNwcProvider } from '../../lib/lightning/nwc-provider.js'
import { newToken } from '../../lib/tokens.js'
import { currentUser } from '../../plugins/access.js'
import { readAddresses, saveAddresses } from './addresses.service.js'
import { readAutoPayouts, saveAutoPayout } from './auto-payouts.service.js'
import {
  connectHub,
  connectNodeLnd,
  lightningHealth,
  listNodes,
  nodeLndOffer,
  readBalance,
  readConnection,
  removeConnection,
  saveConnection,
  testSavedConnection,
} from './connection.service.js'
import {
  readBrowserKey,
  TEST_BROWSER_COOKIE,
  TEST_CONNECTION_TTL_MS,
  TestConnections,
} from './connection-test.service.js'
import { FamilyWallets } from './family-wallets.js'
import { checkInvoice, createInvoice } from './invoices.service.js'
import { lightningApi } from './lightning.schemas.js'
import type { LightningDeps } from './lightning-context.js'
import { decodePaymentRequest, payFromSpending } from './payments.service.js'
import { payOut } from './payouts.service.js'
import { readSyncPreferences, updateSyncPreferences } from './sync-preferences.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The family wallets of this process and what their services need (jobs use it too). */
    lightning: LightningDeps
  }
}

export interface LightningRoutesOptions {
  /**
   * Wallet timeouts; the providers' defaults (15 s reads, 60 s payments, 10 s to
   * connect) when absent. The public test page never waits longer than these.
   */
  timeouts?: Partial<LightningTimeouts>
  /** A Lightning address service's answers (both requests together); 10 s when absent. */
  lnurlTimeoutMs?: number
}

/** The public test page answers anyone: short waits, whatever the family setting. */
const TEST_TIMEOUTS: LightningTimeouts = { readMs: 10_000, payMs: 30_000, connectMs: 5_000 }
/** Per IP: a test takes a few calls; the balance is polled after a payment. */
const TEST_RATE_LIMIT = { max: 10, timeWindow: '1 minute' }
const TEST_BALANCE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' }

const routes: FastifyPluginAsyncTypebox<LightningRoutesOptions> = async (app, options) => {
  const timeouts = timeoutsOf({ policy: app.config.outboundPolicy, timeouts: options.timeouts })
  const { nodeLnd, outboundPolicy } = app.config
  // The node's own LND sits on the node's private network by nature; the operator
  // named it, so that one address is reachable whatever the policy for typed URLs.
  const build: LightningDeps['build'] = (config) =>
    createLightningProvider(config, {
      policy:
        config.kind === 'lnd' && config.url === nodeLnd?.restUrl
          ? { ...outboundPolicy, allowPrivateHosts: true }
          : outboundPolicy,
      timeouts,
    })
  const deps: LightningDeps = {
    secretKey: app.secretKey,
    wallets: new FamilyWallets(build),
    build,
    timeouts,
    log: app.log,
    mailer: app.mailer,
    lnurl: {
      policy: { ...outboundPolicy, allowPrivateHosts: false },
      ...(options.lnurlTimeoutMs ? { timeoutMs: options.lnurlTimeoutMs } : {}),
    },
    publicUrl: app.config.publicUrl,
  }
  app.decorate('lightning', deps)
  // A stranger's string never reaches the LAN, whatever the family's own setting;
  // ws:// to this machine only where the operator allows it for tests.
  const tests = new TestConnections(
    (connectionString) =>
      createNwcProvider(connectionString, {
        policy: {
          allowPrivateHosts: false,
          allowInsecureLoopback: app.config.outboundPolicy.allowInsecureLoopback,
          privateHostsNever: 'the public connection test only reaches relays on the internet',
        },
        timeouts: {
          readMs: Math.min(TEST_TIMEOUTS.readMs, timeouts.readMs),
          payMs: Math.min(TEST_TIMEOUTS.payMs, timeouts.payMs),
          connectMs: Math.min(TEST_TIMEOUTS.connectMs, timeouts.connectMs),
        },
      }),
    () => app.clock.now(),
  )
  app.addHook('onClose', async () => {
    await Promise.all([deps.wallets.closeAll(), tests.closeAll()])
  })
  app.serviceChecks.lightning = () => lightningHealth(app.db, deps.wallets)

  const now = () => app.clock.now()
  const guardian = { access: 'guardian' as const }
  const familyOf = (req: Parameters<typeof currentUser>[0]) => currentUser(req).familyId

  // The family's connection (spec 2, "Wallet and Lightning setup").

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
    '/api/lightning/addresses',
    {
      config: { access: ROUTE_ACCESS['GET /api/lightning/addresses'] },
      schema: lightningApi['GET /api/lightning/addresses'],
    },
    (req) => readAddresses(app.db, familyOf(req)),
  )

  app.post(
    '/api/lightning/addresses',
    {
      config: { access: ROUTE_ACCESS['POST /api/lightning/addresses'] },
      schema: lightningApi['POST /api/lightning/addresses'],
    },
    (req) => saveAddresses(app.db, familyOf(req), req.body, now()),
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

  // Invoices and payments for the children (spec 1, section 7 "Lightning").

  app.post(
    '/api/lightning/decode',
    {
      schema: lightningApi['POST /api/lightning/decode'],
    },
    (req) => decodePaymentRequest(req.body.paymentRequest, now()),
  )

  app.post(
    '/api/lightning/invoice',
    {
      config: { ...guardian, changesMoney: true },
      schema: lightningApi['POST /api/lightning/invoice'],
    },
    async (req, reply) =>
      reply.status(201).send(await createInvoice(app.db, deps, currentUser(req), req.body, now())),
  )

  app.get(
    '/api/lightning/invoices/:paymentHash',
    {
      config: guardian,
      schema: lightningApi['GET /api/lightning/invoices/:paymentHash'],
    },
    (req) => checkInvoice(app.db, deps, currentUser(req), req.params.paymentHash, now()),
  )

  app.post(
    '/api/lightning/pay',
    {
      config: { ...guardian, changesMoney: true },
      schema: lightningApi['POST /api/lightning/pay'],
    },
    (req) => payFromSpending(app.db, deps, currentUser(req), req.body, now()),
  )

  app.post(
    '/api/lightning/payout',
    {
      config: { ...guardian, changesMoney: true },
      schema: lightningApi['POST /api/lightning/payout'],
    },
    (req) => payOut(app.db, deps, currentUser(req), req.body, now()),
  )

  // Automatic payouts after the weekly allowance, per child (the Lightning Address tab).

  app.get(
    '/api/lightning/auto-payouts',
    {
      config: guardian,
      schema: lightningApi['GET /api/lightning/auto-payouts'],
    },
    (req) => readAutoPayouts(app.db, familyOf(req)),
  )

  app.put(
    '/api/lightning/auto-payouts/:id',
    {
      config: guardian,
      schema: lightningApi['PUT /api/lightning/auto-payouts/:id'],
    },
    (req) => saveAutoPayout(app.db, currentUser(req), req.params.id, req.body, now()),
  )

  // The public connection test (spec 2, "Test page calls", /coinos-test).

  const publicTest = { access: 'public' as const, rateLimit: TEST_RATE_LIMIT }
  const isSecure = app.config.publicUrl.startsWith('https:')
  const browserKeyOf = (req: FastifyRequest) => readBrowserKey(req.cookies[TEST_BROWSER_COOKIE])

  app.post(
    '/api/public/test-coinos',
    {
      config: publicTest,
      schema: lightningApi['POST /api/public/test-coinos'],
    },
    async (req, reply) => {
      // The browser keeps its key across tests, so a new test can end its earlier one.
      const browserKey = browserKeyOf(req) ?? newToken()
      const answer = await tests.connect(req.body.connectionString, {
        address: req.ip,
        browserKey,
      })
      if (answer.success) {
        reply.setCookie(TEST_BROWSER_COOKIE, browserKey, {
          path: '/api/',
          httpOnly: true,
          sameSite: 'strict',
          secure: isSecure,
          maxAge: TEST_CONNECTION_TTL_MS / 1000,
        })
      }
      return answer
    },
  )

  app.post(
    '/api/lightning/create-test-invoice',
    {
      config: publicTest,
      schema: lightningApi['POST /api/lightning/create-test-invoice'],
    },
    (req) => tests.createInvoice(req.body, browserKeyOf(req)),
  )

  app.post(
    '/api/lightning/pay-test-invoice',
    {
      config: publicTest,
      schema: lightningApi['POST /api/lightning/pay-test-invoice'],
    },
    (req) => tests.payInvoice(req.body, browserKeyOf(req)),
  )

  app.get(
    '/api/lightning/test-balance/:connectionId',
    {
      config: { access: 'public', rateLimit: TEST_BALANCE_RATE_LIMIT },
      schema: lightningApi['GET /api/lightning/test-balance/:connectionId'],
    },
    (req) => tests.balance(req.params.connectionId, browserKeyOf(req)),
  )
}

/**
 * Lightning for the families: their connection, invoices and payments for the children,
 * the settling job's shared state (`app.lightning`), the public connection test and the
 * `lightning` health check. Not encapsulated, so the jobs reach `app.lightning`.
 */
export const lightningRoutes = fp(routes, { name: 'lightning' })
