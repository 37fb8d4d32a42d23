import type { FastifyRequest } from 'fastify'
import type { LightningTimeouts } from '../../lib/lightning/lightning-provider.js'
import { createNwcProvider } from '../../lib/lightning/nwc-provider.js'
import { newToken } from '../../lib/tokens.js'
import {
  MAX_TEST_CONNECTIONS,
  MAX_TESTS_PER_ADDRESS,
  readBrowserKey,
  TEST_BROWSER_COOKIE,
  TEST_CONNECTION_TTL_MS,
  TestConnections,
} from './connection-test.service.js'
import { TestPlaces } from './connection-test-places.js'
import { lightningApi } from './lightning.schemas.js'
import type { LightningApp } from './lightning-routing.js'

/** The public test page answers anyone: short waits, whatever the family setting. */
const TEST_TIMEOUTS: LightningTimeouts = { readMs: 10_000, payMs: 30_000, connectMs: 5_000 }
/** Per IP: a test takes a few calls; the balance is polled after a payment. */
const TEST_RATE_LIMIT = { max: 10, timeWindow: '1 minute' }
const TEST_BALANCE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' }

/**
 * The public connection test (spec 2, "Test page calls", /coinos-test): a Nostr Wallet
 * Connect string checked without saving it, within the app's own wallet timeouts.
 */
export function connectionTestRoutes(app: LightningApp, timeouts: LightningTimeouts): void {
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
    new TestPlaces(app.db, () => app.clock.now(), {
      all: MAX_TEST_CONNECTIONS,
      perAddress: MAX_TESTS_PER_ADDRESS,
    }),
  )
  app.addHook('onClose', () => tests.closeAll())

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
