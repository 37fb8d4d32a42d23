import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

export interface SecurityHeadersOptions {
  /** True when PUBLIC_URL is https: only then does HSTS make sense. */
  isHttps: boolean
  /**
   * Hashes (`'sha256-...'`) of the `<style>` elements a page may carry: the web bundle's
   * own stylesheet, which a server-rendered page carries inside (lib/inline-stylesheet.ts).
   * No other inline style, and no style attribute, is allowed.
   */
  inlineStyles?: string[]
}

/** What the app allows a page to load and who may frame it. */
export function helmetOptions({
  isHttps,
  inlineStyles = [],
}: SecurityHeadersOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", ...inlineStyles],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) that shows the offline page; said outright rather
        // than left to the fallback through script-src.
        workerSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Families open the app over plain HTTP on their LAN; upgrading would break that.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: isHttps,
  }
}

/**
 * The headers helmet sets for these options, computed once: they depend on nothing
 * in the request. helmet runs against a response that is never sent and we read
 * back what it set. (It also removes X-Powered-By, which Fastify never sends.)
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket())
  const response = new ServerResponse(request)
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error
  })
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = String(value)
  }
  return headers
}

/**
 * helmet's headers on every answer. Registering helmet as a Fastify plugin rebuilt
 * its middleware, CSP parsing included, on every request; the headers never change,
 * so they are computed once at start-up and copied in one hook.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const headers = computeSecurityHeaders(helmetOptions(options))
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers)
      // API answers are one family's private data: no browser or proxy cache may keep
      // them (a shared computer's back button, a caching proxy on the LAN). The static
      // bundle sets its own long cache (static-web.ts).
      if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store')
      done()
    })
  },
  { name: 'security-headers' },
)
