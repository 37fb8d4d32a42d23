import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface StaticWebOptions {
  /** Folder holding the built bundle: index.html and assets/. */
  webRoot: string
}

/**
 * Serves the built React bundle. Hashed files under /assets never change, so the
 * browser may keep them for a year; index.html names those hashes and must be
 * revalidated every time, or a deploy would leave browsers on the old bundle.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app: FastifyInstance, { webRoot }) => {
    if (!existsSync(join(webRoot, 'index.html'))) {
      throw new Error(`No web bundle in ${webRoot}: run "npm run build" first`)
    }
    await app.register(fastifyStatic, {
      root: webRoot,
      index: ['index.html'],
      wildcard: true,
      // The build writes .br/.gz twins of every script and stylesheet.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.startsWith(join(webRoot, 'assets'))
        res.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        )
      },
    })
  },
  { name: 'static-web' },
)
