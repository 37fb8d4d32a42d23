import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { decodeInvoice, InvalidInvoiceError } from '../lib/lightning/bolt11.js'
import {
  sendJson,
  TestHttpServer,
  type TestNodeServer,
  type TestRequest,
} from './test-http-server.js'
import {
  PayRefused,
  type TestInvoice,
  type TestLightningNode,
  type TestPayment,
} from './test-lightning-node.js'

/**
 * Alby Hub's HTTP API (the one its web interface uses) as a test peer: Bearer JWT
 * checked as echo-jwt does, camelCase JSON, every handler failure as 500 with
 * {"message"}. By default it answers as hubs since April 2026 (unit-suffixed amounts
 * next to the deprecated unsuffixed msat ones); `legacy` answers as older hubs did
 * (unsuffixed only, requests read from `amount` in msat).
 */

export interface AlbyHubTestServer extends TestNodeServer {
  accessToken: string
  /** Answer and read as a hub from before the unit-suffixed fields. */
  legacy: boolean
}

// What the hub's payment call says when the node gives up on a payment.
const FAILURE_MESSAGES = {
  'no-route': 'Failed to send payment: payment failed: RouteNotFound',
  'insufficient-balance': 'Failed to send payment: insufficient balance to pay the invoice',
  'recipient-refused': 'Failed to send payment: payment failed: RecipientRejected',
} as const

export async function startAlbyHubTestServer(options: {
  node: TestLightningNode
  accessToken?: string
}): Promise<AlbyHubTestServer> {
  const { node } = options
  const accessToken = options.accessToken ?? fakeJwt()
  const state: AlbyHubTestServer = {
    url: '',
    accessToken,
    node,
    http: await TestHttpServer.start((request, response) => handle(request, response, state)),
    legacy: false,
    close: () => state.http.close(),
  }
  state.url = state.http.url
  return state
}

async function handle(request: TestRequest, response: ServerResponse, hub: AlbyHubTestServer) {
  const { node } = hub
  if (request.method === 'GET' && request.path === '/api/info') {
    return sendJson(response, 200, info(hub, request))
  }
  const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
  if (!bearer) return sendJson(response, 400, { message: 'missing or malformed jwt' })
  if (bearer !== hub.accessToken)
    return sendJson(response, 401, { message: 'invalid or expired jwt' })

  const route = `${request.method} ${request.path}`
  if (route === 'GET /api/node/connection-info') {
    return sendJson(response, 200, { pubkey: node.pubkey, address: '', port: 9735 })
  }
  if (route === 'GET /api/balances') return sendJson(response, 200, balances(hub))
  if (route === 'POST /api/invoices') return makeInvoice(request, response, hub)
  const toPay = /^\/api\/payments\/([^/]+)$/.exec(request.path)?.[1]
  if (request.method === 'POST' && toPay) {
    return sendPayment(decodeURIComponent(toPay), response, hub)
  }
  if (route === 'GET /api/transactions') {
    // Newest first, paged by limit and offset (the web interface's list and export).
    const all = [
      ...[...node.invoices.values()].map((i) => ({
        at: i.createdAt,
        json: incomingTransaction(i, hub.legacy),
      })),
      ...[...node.payments.values()].map((p) => ({
        at: p.createdAt,
        json: outgoingTransaction(p, hub.legacy),
      })),
    ].sort((a, b) => b.at.getTime() - a.at.getTime())
    const limit = Number(request.query.get('limit') ?? '20')
    const offset = Number(request.query.get('offset') ?? '0')
    return sendJson(response, 200, {
      totalCount: all.length,
      transactions: all.slice(offset, offset + limit).map((t) => t.json),
    })
  }
  const hash = /^\/api\/transactions\/([^/]+)$/.exec(request.path)?.[1]
  if (request.method === 'GET' && hash) {
    const payment = node.payments.get(hash)
    if (payment) return sendJson(response, 200, outgoingTransaction(payment, hub.legacy))
    const invoice = node.invoices.get(hash)
    if (invoice) return sendJson(response, 200, incomingTransaction(invoice, hub.legacy))
    return sendJson(response, 500, { message: 'transaction not found' })
  }
  return sendJson(response, 404, { message: 'Not Found' })
}

function makeInvoice(request: TestRequest, response: ServerResponse, hub: AlbyHubTestServer) {
  const body = JSON.parse(request.body || '{}') as {
    amount?: number
    amountSat?: number
    amountMsat?: number
    description?: string
  }
  const amountMsat = hub.legacy
    ? (body.amount ?? 0)
    : (body.amountMsat ?? (body.amountSat === undefined ? undefined : body.amountSat * 1000) ?? 0)
  const invoice = hub.node.createInvoice({ amountMsat, description: body.description ?? '' })
  sendJson(response, 200, incomingTransaction(invoice, hub.legacy))
}

async function sendPayment(bolt11: string, response: ServerResponse, hub: AlbyHubTestServer) {
  try {
    decodeInvoice(bolt11)
  } catch (error) {
    if (!(error instanceof InvalidInvoiceError)) throw error
    return sendJson(response, 500, { message: 'Failed to decode bolt11 invoice' })
  }
  let payment: TestPayment
  try {
    payment = await hub.node.pay(bolt11)
  } catch (error) {
    if (!(error instanceof PayRefused)) throw error
    const message =
      error.why === 'paid'
        ? 'this invoice has already been paid'
        : `Failed to send payment: ${error.message}`
    return sendJson(response, 500, { message })
  }
  if (payment.status !== 'succeeded') {
    return sendJson(response, 500, { message: FAILURE_MESSAGES[payment.failure ?? 'no-route'] })
  }
  sendJson(response, 200, outgoingTransaction(payment, hub.legacy))
}

function info(hub: AlbyHubTestServer, request: TestRequest) {
  return {
    backendType: 'LDK',
    setupCompleted: true,
    oauthRedirect: false,
    running: true,
    unlocked: request.headers.authorization === `Bearer ${hub.accessToken}`,
    albyAuthUrl: '',
    nextBackupReminder: '',
    albyUserIdentifier: '',
    albyAccountConnected: false,
    version: hub.legacy ? 'v1.17.0' : 'v1.21.0',
    network: 'regtest',
    enableAdvancedSetup: true,
    ldkVssEnabled: false,
    vssSupported: false,
    startupState: '',
    startupError: '',
    startupErrorTime: '0001-01-01T00:00:00Z',
    autoUnlockPasswordSupported: false,
    autoUnlockPasswordEnabled: false,
    currency: 'USD',
    relay: 'wss://relay.getalby.com/v1',
    nodeAlias: hub.node.alias,
    mempoolUrl: 'https://mempool.space/api',
  }
}

function balances(hub: AlbyHubTestServer) {
  const spendableMsat = hub.node.balanceMsat
  const receivableMsat = 1_000_000_000
  const legacy = {
    onchain: { spendable: 0, total: 0, reserved: 0, pendingBalancesFromChannelClosures: 0 },
    lightning: {
      totalSpendable: spendableMsat,
      totalReceivable: receivableMsat,
      nextMaxSpendable: spendableMsat,
      nextMaxReceivable: receivableMsat,
      nextMaxSpendableMPP: spendableMsat,
      nextMaxReceivableMPP: receivableMsat,
    },
  }
  if (hub.legacy) return legacy
  return {
    onchain: { ...legacy.onchain, spendableSat: 0, totalSat: 0, reservedSat: 0 },
    lightning: {
      ...legacy.lightning,
      totalSpendableSat: Math.floor(spendableMsat / 1000),
      totalSpendableMsat: spendableMsat,
      totalReceivableSat: Math.floor(receivableMsat / 1000),
      totalReceivableMsat: receivableMsat,
      nextMaxSpendableSat: Math.floor(spendableMsat / 1000),
      nextMaxSpendableMsat: spendableMsat,
    },
  }
}

function incomingTransaction(invoice: TestInvoice, legacy: boolean) {
  const isSettled = invoice.state === 'settled'
  return transaction({
    type: 'incoming',
    state: isSettled ? 'settled' : 'pending',
    invoice: invoice.bolt11,
    description: invoice.description ?? '',
    descriptionHash: invoice.descriptionHash ?? '',
    preimage: isSettled ? invoice.preimage : null,
    paymentHash: invoice.paymentHash,
    amountMsat: isSettled ? invoice.receivedMsat : invoice.amountMsat,
    feeMsat: 0,
    createdAt: invoice.createdAt,
    settledAt: invoice.settledAt,
    failureReason: '',
    legacy,
  })
}

function outgoingTransaction(payment: TestPayment, legacy: boolean) {
  const state = { 'in-flight': 'pending', succeeded: 'settled', failed: 'failed' }[payment.status]
  return transaction({
    type: 'outgoing',
    state,
    invoice: payment.bolt11,
    description: '',
    descriptionHash: '',
    preimage: payment.preimage,
    paymentHash: payment.paymentHash,
    amountMsat: payment.amountMsat,
    feeMsat: payment.feeMsat,
    createdAt: payment.createdAt,
    settledAt: payment.status === 'succeeded' ? payment.completedAt : null,
    failureReason: payment.failure ? FAILURE_MESSAGES[payment.failure] : '',
    legacy,
  })
}

function transaction(fields: {
  type: 'incoming' | 'outgoing'
  state: string
  invoice: string
  description: string
  descriptionHash: string
  preimage: string | null
  paymentHash: string
  amountMsat: number
  feeMsat: number
  createdAt: Date
  settledAt: Date | null
  failureReason: string
  legacy: boolean
}) {
  const { amountMsat, feeMsat, legacy, createdAt, settledAt, ...rest } = fields
  return {
    ...rest,
    amount: amountMsat,
    feesPaid: feeMsat,
    ...(!legacy && {
      amountSat: Math.floor(amountMsat / 1000),
      amountMsat,
      feesPaidSat: Math.floor(feeMsat / 1000),
      feesPaidMsat: feeMsat,
    }),
    updatedAt: (settledAt ?? createdAt).toISOString(),
    createdAt: createdAt.toISOString(),
    settledAt: settledAt ? settledAt.toISOString() : null,
    appId: null,
  }
}

/** Shaped like the hub's HS256 token; the test server only compares it. */
function fakeJwt(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const header = part({ alg: 'HS256', typ: 'JWT' })
  const claims = part({ exp: Math.floor(Date.now() / 1000) + 30 * 86_400 })
  return `${header}.${claims}.${randomBytes(32).toString('base64url')}`
}
