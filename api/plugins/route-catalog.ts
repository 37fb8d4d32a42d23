import type { FastifyInstance, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import type { Access } from '../contracts/access.js'

export interface CatalogedRoute {
  method: string
  url: string
  schema: FastifySchema | undefined
  /** Who may call it, as declared (`config.access`); undefined means the plugin's default. */
  access: Access | undefined
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route the app answers, as registered (HEAD twins of GET routes left out).
     * The checks that must cover every route, those a feature adds later included,
     * walk this list rather than a hand-kept one (api/hardening/*.test.ts).
     */
    routeCatalog: readonly CatalogedRoute[]
  }
}

/** Register before the routes: it sees only those added after it. */
export const routeCatalogPlugin = fp(
  async (app: FastifyInstance) => {
    const routes: CatalogedRoute[] = []
    app.decorate('routeCatalog', routes)
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      for (const method of methods) {
        // Fastify adds a HEAD twin of every GET route; the app declares none of its own.
        if (method === 'HEAD') continue
        routes.push({
          method,
          url: route.url,
          schema: route.schema,
          access: route.config?.access,
        })
      }
    })
  },
  { name: 'route-catalog' },
)
