import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import {
  sendJson,
  TestHttpServer,
  type TestNodeServer,
  type TestRequest,
} from './test-http-server.js'
import type { TestLightningNode } from './test-lightning-node.js'

/**
 * A Lightning address service (LUD-16 over LUD-06) as a test peer, plain HTTP on
 * 127.0.0.1: `/.well-known/lnurlp/<user>` answers the pay parameters, the callback
 * (which carries its own query parameter, as real services' do) answers an invoice
 * made by `node`, with the metadata's hash as description hash. Controls make it
 * misbehave the ways a wallet must catch.
 */

export interface LnurlPayTestServer extends TestNodeServer {
  /** `127.0.0.1:<port>`: the domain part of its addresses. */
  domain: string
  /** User names it serves; others get {"status":"ERROR"}. */
  users: Set<string>
  minSendableMsat: number
  maxSendableMsat: number
  /** Added to the amount asked when making the invoice (a service cheating on amounts). */
  invoiceAmountOffsetMsat: number
  /** Hash something else than the announced metadata into the invoice. */
  isDescriptionHashWrong: boolean
  /** When set, the callback is this URL instead of the service's own. */
  callbackOverride: string | null
  addressOf(username: string): string
}

export async function startLnurlPayTestServer(options: {
  node: TestLightningNode
  users?: string[]
}): Promise<LnurlPayTestServer> {
  const service: LnurlPayTestServer = {
    url: '',
    domain: '',
    node: options.node,
    users: new Set(options.users ?? ['kid']),
    minSendableMsat: 1_000,
    maxSendableMsat: 100_000_000,
    invoiceAmountOffsetMsat: 0,
    isDescriptionHashWrong: false,
    callbackOverride: null,
    http: await TestHttpServer.start((request, response) => handle(request, response, service)),
    addressOf: (username) => `${username}@${service.domain}`,
    close: () => service.http.close(),
  }
  service.url = service.http.url
  service.domain = new URL(service.url).host
  return service
}

/** The metadata string the service announces for a user (hashed into its invoices). */
export function metadataOf(service: LnurlPayTestServer, username: string): string {
  return JSON.stringify([
    ['text/plain', `Sats for ${username}`],
    ['text/identifier', service.addressOf(username)],
  ])
}

function handle(request: TestRequest, response: ServerResponse, service: LnurlPayTestServer) {
  const wellKnown = /^\/\.well-known\/lnurlp\/([^/]+)$/.exec(request.path)?.[1]
  if (request.method === 'GET' && wellKnown) {
    if (!service.users.has(wellKnown)) {
      return sendJson(response, 404, { status: 'ERROR', reason: 'user not found' })
    }
    return sendJson(response, 200, {
      tag: 'payRequest',
      callback: service.callbackOverride ?? `${service.url}/lnurlp/callback?user=${wellKnown}`,
      minSendable: service.minSendableMsat,
      maxSendable: service.maxSendableMsat,
      metadata: metadataOf(service, wellKnown),
      commentAllowed: 0,
    })
  }
  if (request.method === 'GET' && request.path === '/lnurlp/callback') {
    const user = request.query.get('user') ?? ''
    const amount = Number(request.query.get('amount'))
    if (!service.users.has(user))
      return sendJson(response, 200, { status: 'ERROR', reason: 'user not found' })
    if (
      !Number.isSafeInteger(amount) ||
      amount < service.minSendableMsat ||
      amount > service.maxSendableMsat
    ) {
      return sendJson(response, 200, { status: 'ERROR', reason: 'amount out of range' })
    }
    const metadata = service.isDescriptionHashWrong
      ? `${metadataOf(service, user)} `
      : metadataOf(service, user)
    const invoice = service.node.createInvoice({
      amountMsat: amount + service.invoiceAmountOffsetMsat,
      descriptionHash: createHash('sha256').update(metadata, 'utf8').digest('hex'),
      expirySeconds: 600,
    })
    return sendJson(response, 200, { pr: invoice.bolt11, routes: [] })
  }
  return sendJson(response, 404, { status: 'ERROR', reason: 'not found' })
}
