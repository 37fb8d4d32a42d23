import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import type { TestLightningNode } from './test-lightning-node.js'

/**
 * A real HTTP(S) server on 127.0.0.1 and a free port for the test peers, with the
 * controls every peer shares: a delay before each answer (timeouts) and an answer that
 * replaces all others (a broken node, a proxy's error page, an oversized body).
 */

export interface TestRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
}

/** A test server that is the HTTP face of a test Lightning node (LND, phoenixd, ...). */
export interface TestNodeServer {
  url: string
  node: TestLightningNode
  /** Delay, override answer, and every request received. */
  http: TestHttpServer
  close(): Promise<void>
}

export type TestHandler = (request: TestRequest, response: ServerResponse) => void | Promise<void>

export interface OverrideAnswer {
  status: number
  body: string
  contentType?: string
  /** Only requests whose path matches; all when absent. */
  path?: RegExp
}

export class TestHttpServer {
  /** Milliseconds to wait before answering each request. */
  delayMs = 0
  /** When set, every request gets this answer instead. */
  override: OverrideAnswer | null = null
  /** Every request received, in order. */
  readonly requests: TestRequest[] = []
  readonly #server: http.Server
  readonly #timers = new Set<NodeJS.Timeout>()
  #url = ''

  private constructor(handler: TestHandler, tls?: { key: string; cert: string }) {
    const listener = (req: http.IncomingMessage, res: ServerResponse) => {
      this.#receive(req, res, handler).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
      })
    }
    this.#server = tls ? https.createServer(tls, listener) : http.createServer(listener)
  }

  static async start(
    handler: TestHandler,
    tls?: { key: string; cert: string },
  ): Promise<TestHttpServer> {
    const server = new TestHttpServer(handler, tls)
    await new Promise<void>((resolve) => server.#server.listen(0, '127.0.0.1', resolve))
    const { port } = server.#server.address() as AddressInfo
    server.#url = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`
    return server
  }

  get url(): string {
    return this.#url
  }

  async close(): Promise<void> {
    for (const timer of this.#timers) clearTimeout(timer)
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  async #receive(req: http.IncomingMessage, res: ServerResponse, handler: TestHandler) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://test')
    const request: TestRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    }
    this.requests.push(request)
    if (this.delayMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.#timers.delete(timer)
          resolve()
        }, this.delayMs)
        this.#timers.add(timer)
      })
    }
    if (res.destroyed) return
    if (this.override && (this.override.path?.test(request.path) ?? true)) {
      const { status, body, contentType = 'text/plain; charset=utf-8' } = this.override
      res.writeHead(status, { 'content-type': contentType }).end(body)
      return
    }
    await handler(request, res)
  }
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value))
}

export function sendText(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text)
}
