import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../errors.js'

export interface NotFoundOptions {
  /** True when the web bundle is served: client routes then get index.html. */
  servesWeb: boolean
}

/**
 * Unknown /api paths (and anything that is not a page load) answer JSON 404; every
 * other GET is a client-side route, so it gets index.html and the React router
 * decides, including showing its own "404 Page Not Found" screen.
 */
export const notFoundPlugin = fp<NotFoundOptions>(
  async (app: FastifyInstance, { servesWeb }) => {
    app.setNotFoundHandler(async (request, reply) => {
      const isPageLoad =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !request.url.startsWith('/api/') &&
        request.url !== '/api'
      if (servesWeb && isPageLoad) return app.sendAppPage(request, reply)
      throw notFound(`${request.method} ${request.url.split('?')[0]}`)
    })
  },
  { name: 'not-found', dependencies: [] },
)
