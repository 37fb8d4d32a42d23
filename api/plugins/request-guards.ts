import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, forbidden } from '../errors.js'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface RequestGuardOptions {
  /** The origins users open the app at (PUBLIC_URL, PUBLIC_URLS). */
  publicOrigins: readonly string[]
}

/**
 * Cookie sessions make every state-changing request a CSRF target. Two cheap rules
 * close that door: the request must come from our own origin (browsers always send
 * Origin on cross-site POSTs), and its body must be JSON (an HTML form cannot send
 * application/json without a CORS preflight, which we never grant).
 */
export const requestGuardsPlugin = fp<RequestGuardOptions>(
  async (app: FastifyInstance, { publicOrigins }) => {
    // The spec's browser sends a JSON content type even on body-less calls such as
    // logout; Fastify's own parser would refuse that empty body.
    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString()
      if (text === '') return done(null, undefined)
      parseJson(request, text, done)
    })

    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return
      if (!isSameOrigin(request, publicOrigins)) {
        request.log.warn({ origin: request.headers.origin }, 'cross-site request refused')
        throw forbidden('Cross-site requests are not allowed')
      }
      if (hasBody(request) && !isJson(request.headers['content-type'])) {
        throw new AppError(415, 'unsupported-media-type', 'Requests must be sent as JSON')
      }
    })
  },
  { name: 'request-guards' },
)

function isSameOrigin(request: FastifyRequest, publicOrigins: readonly string[]): boolean {
  const origin = request.headers.origin
  if (origin === undefined) {
    // No Origin: a non-browser client, or an old browser on a same-origin request.
    return request.headers['sec-fetch-site'] !== 'cross-site'
  }
  return publicOrigins.includes(origin) || origin === `${request.protocol}://${request.host}`
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  )
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}
