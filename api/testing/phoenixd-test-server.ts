import { randomBytes, randomUUID } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { decodeInvoice, InvalidInvoiceError } from '../lib/lightning/bolt11.js'
import {
  sendJson,
  sendText,
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
 * phoenixd's HTTP API as a test peer: Basic authentication with the http-password,
 * form-encoded POSTs, answers as its JSON serializers write them (null fields left
 * out, times in ms, `fees` in msat), a failed payment as HTTP 200 with `reason`, and
 * the plain-text errors of its status pages.
 */

export interface PhoenixdTestServer extends TestNodeServer {
  password: string
}

// lightning-kmp's words for why a payment was not sent.
const FAILURE_REASONS = {
  'no-route': 'unable to route payment to recipient',
  'insufficient-balance': 'not enough funds in wallet to afford payment',
  'recipient-refused':
    'the recipient was offline or did not have enough liquidity to receive the payment',
} as const

const PAYMENT_IDS = new WeakMap<TestPayment, string>()

export async function startPhoenixdTestServer(options: {
  node: TestLightningNode
  password?: string
}): Promise<PhoenixdTestServer> {
  const { node } = options
  const password = options.password ?? randomBytes(32).toString('hex')
  const server = await TestHttpServer.start((request, response) =>
    handle(request, response, node, password),
  )
  return { url: server.url, password, node, http: server, close: () => server.close() }
}

async function handle(
  request: TestRequest,
  response: ServerResponse,
  node: TestLightningNode,
  password: string,
) {
  if (basicPassword(request.headers.authorization) !== password) {
    return sendText(
      response,
      401,
      'Invalid authentication (use basic auth with the http password set in phoenix.conf)',
    )
  }
  const form = new URLSearchParams(request.method === 'POST' ? request.body : '')
  const route = `${request.method} ${request.path}`
  if (route === 'GET /getinfo') return sendJson(response, 200, nodeInfo(node))
  if (route === 'GET /getbalance') {
    return sendJson(response, 200, {
      balanceSat: Math.floor(node.balanceMsat / 1000),
      feeCreditSat: 0,
    })
  }
  if (route === 'POST /createinvoice') return createInvoice(form, response, node)
  if (route === 'POST /payinvoice') return payInvoice(form, response, node)
  if (route === 'GET /payments/incoming' || route === 'GET /payments/outgoing') {
    return sendJson(response, 200, paymentList(request.query, request.path, node))
  }
  const incoming = /^\/payments\/incoming\/([0-9a-f]{64})$/.exec(request.path)?.[1]
  if (request.method === 'GET' && incoming) {
    const invoice = node.invoices.get(incoming)
    if (!invoice) return noContent(response)
    return sendJson(response, 200, incomingPayment(invoice))
  }
  const outgoing = /^\/payments\/outgoingbyhash\/([0-9a-f]{64})$/.exec(request.path)?.[1]
  if (request.method === 'GET' && outgoing) {
    const payment = node.payments.get(outgoing)
    if (!payment) return noContent(response)
    return sendJson(response, 200, outgoingPayment(payment))
  }
  return sendText(response, 404, 'Unknown endpoint (check api doc)')
}

function createInvoice(form: URLSearchParams, response: ServerResponse, node: TestLightningNode) {
  const description = form.get('description')
  if (description === null) return sendText(response, 400, 'Missing parameter description')
  if (description.length > 128) {
    return sendText(response, 400, 'Request parameter description is too long (max 128 characters)')
  }
  const amountSat = form.get('amountSat')
  const invoice = node.createInvoice({
    amountMsat: Number(amountSat) * 1000,
    description,
    expirySeconds: Number(form.get('expirySeconds') ?? '3600'),
  })
  sendJson(response, 200, {
    amountSat: Number(amountSat),
    paymentHash: invoice.paymentHash,
    serialized: invoice.bolt11,
  })
}

async function payInvoice(
  form: URLSearchParams,
  response: ServerResponse,
  node: TestLightningNode,
) {
  const bolt11 = form.get('invoice') ?? ''
  let paymentHash: string
  try {
    paymentHash = decodeInvoice(bolt11).paymentHash
  } catch (error) {
    if (!(error instanceof InvalidInvoiceError)) throw error
    return sendText(
      response,
      400,
      "Request parameter invoice couldn't be parsed/converted to bolt11invoice",
    )
  }
  let payment: TestPayment
  try {
    payment = await node.pay(bolt11)
  } catch (error) {
    if (!(error instanceof PayRefused)) throw error
    const reason = error.why === 'paid' ? 'this invoice has already been paid' : error.message
    return sendJson(response, 200, { paymentHash, reason })
  }
  if (payment.status !== 'succeeded') {
    const failure = payment.failure ?? 'no-route'
    const reason =
      failure === 'insufficient-balance'
        ? `${FAILURE_REASONS[failure]} (available = ${node.balanceMsat} msat)`
        : FAILURE_REASONS[failure]
    return sendJson(response, 200, { paymentHash, reason })
  }
  sendJson(response, 200, {
    recipientAmountSat: Math.floor(payment.amountMsat / 1000),
    // phoenixd cuts the fee to whole sats here; the payment record keeps msat.
    routingFeeSat: Math.floor(payment.feeMsat / 1000),
    paymentId: paymentId(payment),
    paymentHash: payment.paymentHash,
    paymentPreimage: payment.preimage,
  })
}

function nodeInfo(node: TestLightningNode) {
  return {
    nodeId: node.pubkey,
    channels: [
      {
        state: 'Normal',
        channelId: randomBytes(32).toString('hex'),
        balanceSat: Math.floor(node.balanceMsat / 1000),
        inboundLiquiditySat: 1_000_000,
        capacitySat: 1_000_000 + Math.floor(node.balanceMsat / 1000),
        fundingTxId: randomBytes(32).toString('hex'),
      },
    ],
    chain: 'regtest',
    blockHeight: 850_000,
    version: '0.7.2',
  }
}

function incomingPayment(invoice: TestInvoice) {
  return {
    type: 'incoming_payment',
    subType: 'lightning',
    paymentHash: invoice.paymentHash,
    preimage: invoice.preimage,
    ...(invoice.description !== null && { description: invoice.description }),
    invoice: invoice.bolt11,
    isPaid: invoice.state === 'settled',
    isExpired: invoice.state === 'open' && invoice.expiresAt.getTime() <= Date.now(),
    requestedSat: invoice.amountMsat / 1000,
    receivedSat: Math.floor(invoice.receivedMsat / 1000),
    fees: 0,
    expiresAt: invoice.expiresAt.getTime(),
    ...(invoice.settledAt && { completedAt: invoice.settledAt.getTime() }),
    createdAt: invoice.createdAt.getTime(),
  }
}

function outgoingPayment(payment: TestPayment) {
  const isPaid = payment.status === 'succeeded'
  return {
    type: 'outgoing_payment',
    subType: 'lightning',
    paymentId: paymentId(payment),
    paymentHash: payment.paymentHash,
    ...(payment.preimage && { preimage: payment.preimage }),
    isPaid,
    // What left the wallet, fee included, cut to whole sats.
    sent: isPaid ? Math.floor((payment.amountMsat + payment.feeMsat) / 1000) : 0,
    fees: payment.feeMsat,
    invoice: payment.bolt11,
    ...(payment.completedAt && { completedAt: payment.completedAt.getTime() }),
    createdAt: payment.createdAt.getTime(),
  }
}

/**
 * /payments/incoming and /payments/outgoing: created between `from` and `to` (ms), the
 * paid ones only unless `all`, newest first, paged by `limit` (default 20) and `offset`.
 */
function paymentList(query: URLSearchParams, path: string, node: TestLightningNode) {
  const from = Number(query.get('from') ?? '0')
  const to = Number(query.get('to') ?? String(Number.MAX_SAFE_INTEGER))
  const limit = Number(query.get('limit') ?? '20')
  const offset = Number(query.get('offset') ?? '0')
  const all = query.get('all') === 'true'
  const rows =
    path === '/payments/incoming'
      ? [...node.invoices.values()].map((i) => ({ at: i.createdAt, json: incomingPayment(i) }))
      : [...node.payments.values()].map((p) => ({ at: p.createdAt, json: outgoingPayment(p) }))
  return rows
    .filter((row) => (all || row.json.isPaid) && row.at.getTime() >= from && row.at.getTime() <= to)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(offset, offset + limit)
    .map((row) => row.json)
}

function paymentId(payment: TestPayment): string {
  let id = PAYMENT_IDS.get(payment)
  if (!id) {
    id = randomUUID()
    PAYMENT_IDS.set(payment, id)
  }
  return id
}

/** What phoenixd answers for a payment hash it does not know. */
function noContent(response: ServerResponse): void {
  response.writeHead(204).end()
}

function basicPassword(header: string | undefined): string | null {
  const encoded = /^Basic (.+)$/.exec(header ?? '')?.[1]
  if (!encoded) return null
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon < 0 ? null : decoded.slice(colon + 1)
}
