import { X509Certificate } from 'node:crypto'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { StringDecoder } from 'node:string_decoder'
import { checkServerIdentity, type PeerCertificate } from 'node:tls'
import {
  checkOutboundUrl,
  guardedLookup,
  type OutboundPolicy,
  OutboundUrlError,
} from '../outbound-url.js'
import { LightningConfigError } from './lightning-provider.js'

/**
 * One HTTP(S) base URL of a Lightning node or service, with everything a call to it
 * must respect: the operator's outbound policy (checked before the first call, and on
 * every new socket so DNS cannot be re-pointed later), a deadline, a cap on the answer's
 * size, kept-alive sockets, and for a node with its own certificate, that certificate
 * pinned. Credentials travel only in headers and never appear in an error.
 */

export interface HttpEndpointOptions {
  baseUrl: URL
  policy: OutboundPolicy
  /**
   * The node's certificate (PEM), supplied by the parent: trusted as the only CA for
   * this connection, and the node presenting exactly it is accepted whatever name it
   * carries (LND's self-signed certificate rarely names the address used to reach it).
   */
  tlsCertPem?: string
  /** Sent with every request (credentials). */
  headers: Readonly<Record<string, string>>
  timeoutMs: number
  maxResponseBytes: number
}

export interface HttpRequest {
  method: 'GET' | 'POST'
  /** Path and query below the base URL, starting with "/". */
  path: string
  body?: { contentType: string; text: string }
  timeoutMs?: number
  /**
   * For a streamed answer (newline-delimited JSON): called with each line of a 2xx
   * answer as it arrives; returning true stops reading and drops the connection.
   */
  onLine?: (line: string) => boolean
}

export interface HttpResponse {
  status: number
  /** The whole body; empty when a 2xx answer went to `onLine`. */
  body: string
}

export type TransportFailure =
  /** The outbound policy forbids the address. */
  | 'refused'
  | 'unreachable'
  /** The TLS handshake failed: most often a certificate that does not match. */
  | 'tls'
  | 'timeout'
  | 'too-large'
  /** The connection broke after the request had gone out. */
  | 'interrupted'

export class TransportError extends Error {
  override name = 'TransportError'
  constructor(
    readonly failure: TransportFailure,
    message: string,
    /** Whether the whole request reached the socket: a payment may then be under way. */
    readonly requestSent: boolean,
    /**
     * The request went out on a kept-alive socket the server had already closed, and
     * nothing came back: it was most likely never read.
     */
    readonly staleSocket = false,
  ) {
    super(message)
  }
}

/**
 * Parses a typed base URL. Only the given schemes; no user name or password in it (they
 * would end up in logs); query and fragment dropped.
 * @throws LightningConfigError
 */
export function parseBaseUrl(raw: string, schemes: readonly ('https:' | 'http:')[]): URL {
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    throw new LightningConfigError('The address is not a valid URL')
  }
  if (!schemes.includes(url.protocol as 'https:' | 'http:')) {
    throw new LightningConfigError(`The address must start with ${schemes.join('// or ')}//`)
  }
  if (url.username || url.password) {
    throw new LightningConfigError('The address must not contain a user name or password')
  }
  url.search = ''
  url.hash = ''
  return url
}

/**
 * Reads a PEM certificate supplied by a parent.
 * @throws LightningConfigError
 */
export function parseCertificate(pem: string): X509Certificate {
  try {
    return new X509Certificate(pem)
  } catch {
    throw new LightningConfigError(
      "The TLS certificate could not be read: paste the whole tls.cert file, from '-----BEGIN CERTIFICATE-----' to its end",
    )
  }
}

const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
])

export class HttpEndpoint {
  readonly #options: HttpEndpointOptions
  readonly #agent: http.Agent
  readonly #secure: boolean
  #policyCheck: Promise<unknown> | null = null

  constructor(options: HttpEndpointOptions) {
    this.#options = options
    this.#secure = options.baseUrl.protocol === 'https:'
    if (this.#secure) {
      const pinned = options.tlsCertPem
        ? parseCertificate(options.tlsCertPem).fingerprint256
        : undefined
      this.#agent = new https.Agent({
        keepAlive: true,
        ...(options.tlsCertPem && {
          ca: options.tlsCertPem,
          checkServerIdentity: (host: string, cert: PeerCertificate) =>
            cert.fingerprint256 === pinned ? undefined : checkServerIdentity(host, cert),
        }),
      })
    } else {
      this.#agent = new http.Agent({ keepAlive: true })
    }
  }

  /** "host:port" as typed: safe to show, it carries no credential. */
  get host(): string {
    return this.#options.baseUrl.host
  }

  /**
   * @throws TransportError when no complete HTTP answer arrived (any status counts as an
   * answer: the caller reads it).
   */
  async request(request: HttpRequest): Promise<HttpResponse> {
    await this.#checkPolicy()
    try {
      return await this.#send(request)
    } catch (error) {
      // A node that closed an idle kept-alive socket (a restart, a proxy's idle limit)
      // fails the next request sent on it before reading it; Node cannot know in
      // advance. A read goes out once more on a new socket; a POST never does (it may
      // be a payment).
      if (error instanceof TransportError && error.staleSocket && request.method === 'GET') {
        return this.#send(request)
      }
      throw error
    }
  }

  close(): void {
    this.#agent.destroy()
  }

  // The policy check resolves the name and explains a refusal (which setting allows
  // it); guardedLookup then holds every new socket to the same rule. An IP literal is
  // never looked up by Node, so this check is the only one it gets: it cannot change.
  async #checkPolicy(): Promise<void> {
    this.#policyCheck ??= checkOutboundUrl(
      this.#options.baseUrl.href,
      { secure: 'https:', insecure: 'http:' },
      this.#options.policy,
    )
    try {
      await this.#policyCheck
    } catch (error) {
      this.#policyCheck = null
      if (error instanceof OutboundUrlError) {
        throw new TransportError('refused', error.message, false)
      }
      throw error
    }
  }

  #send(request: HttpRequest): Promise<HttpResponse> {
    const { baseUrl, headers, policy, maxResponseBytes } = this.#options
    const hostname = baseUrl.hostname.replace(/^\[(.*)\]$/, '$1')
    const basePath = baseUrl.pathname.replace(/\/+$/, '')
    const timeoutMs = request.timeoutMs ?? this.#options.timeoutMs
    const body = request.body ? Buffer.from(request.body.text, 'utf8') : undefined

    return new Promise<HttpResponse>((resolve, reject) => {
      let requestSent = false
      let settled = false
      const finish = (error: TransportError | null, response?: HttpResponse) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        if (error) reject(error)
        else resolve(response as HttpResponse)
      }
      const fail = (failure: TransportFailure, message: string) => {
        finish(new TransportError(failure, message, requestSent))
        req.destroy()
      }

      const req = (this.#secure ? https : http).request({
        agent: this.#agent,
        protocol: baseUrl.protocol,
        hostname,
        port: baseUrl.port || undefined,
        path: basePath + request.path,
        method: request.method,
        headers: {
          ...headers,
          accept: 'application/json',
          ...(body && {
            'content-type': request.body?.contentType,
            'content-length': String(body.length),
          }),
        },
        ...(isIP(hostname) === 0 && { lookup: guardedLookup(policy, this.#secure) }),
      })
      const timer = setTimeout(
        () => fail('timeout', `no answer from ${this.host} within ${timeoutMs} ms`),
        timeoutMs,
      )

      req.on('finish', () => {
        requestSent = true
      })
      let answered = false
      req.on('error', (error: NodeJS.ErrnoException) => {
        finish(this.#describe(error, requestSent, req.reusedSocket && !answered))
      })
      req.on('response', (res) => {
        answered = true
        const status = res.statusCode ?? 0
        const declared = Number(res.headers['content-length'])
        if (Number.isFinite(declared) && declared > maxResponseBytes) {
          return fail('too-large', `the answer from ${this.host} is larger than allowed`)
        }
        const lines = request.onLine && status >= 200 && status < 300 ? request.onLine : null
        const chunks: Buffer[] = []
        let received = 0
        let pending = ''
        // A chunk may end inside a multi-byte character.
        const decoder = new StringDecoder('utf8')
        res.on('data', (chunk: Buffer) => {
          received += chunk.length
          if (received > maxResponseBytes) {
            return fail('too-large', `the answer from ${this.host} is larger than allowed`)
          }
          if (!lines) return void chunks.push(chunk)
          pending += decoder.write(chunk)
          let newline = pending.indexOf('\n')
          while (newline >= 0 && !settled) {
            const line = pending.slice(0, newline).trim()
            pending = pending.slice(newline + 1)
            if (line && lines(line)) {
              finish(null, { status, body: '' })
              req.destroy()
              return
            }
            newline = pending.indexOf('\n')
          }
        })
        res.on('end', () => {
          if (lines) {
            const last = (pending + decoder.end()).trim()
            if (last && !settled) lines(last)
            return finish(null, { status, body: '' })
          }
          finish(null, { status, body: Buffer.concat(chunks).toString('utf8') })
        })
        res.on('error', (error: NodeJS.ErrnoException) => {
          finish(this.#describe(error, requestSent))
        })
        res.on('close', () => {
          if (!res.complete) fail('interrupted', `${this.host} closed the connection early`)
        })
      })
      req.end(body)
    })
  }

  #describe(
    error: NodeJS.ErrnoException,
    requestSent: boolean,
    onReusedSocket = false,
  ): TransportError {
    const code = error.code ?? ''
    if (code === 'EADDRNOTALLOWED') {
      return new TransportError(
        'refused',
        `${this.host} is not an address this server may connect to`,
        false,
      )
    }
    if (CONNECT_FAILURES.has(code)) {
      return new TransportError('unreachable', `${this.host}: ${connectFailureText(code)}`, false)
    }
    if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code)) {
      const problem = this.#options.tlsCertPem
        ? 'is not the one saved for it'
        : "is not trusted: supply the node's own certificate"
      return new TransportError('tls', `the TLS certificate of ${this.host} ${problem}`, false)
    }
    if (/^(ERR_SSL|ERR_TLS|EPROTO)/.test(code)) {
      return new TransportError(
        'tls',
        `${this.host} did not complete a TLS handshake (is it an https:// address?)`,
        false,
      )
    }
    if (code.startsWith('HPE_')) {
      return new TransportError(
        requestSent ? 'interrupted' : 'unreachable',
        `${this.host} did not answer as an HTTP server does`,
        requestSent,
      )
    }
    return requestSent
      ? new TransportError(
          'interrupted',
          `${this.host} closed the connection early`,
          true,
          onReusedSocket && code === 'ECONNRESET',
        )
      : new TransportError('unreachable', `${this.host}: the connection failed`, false)
  }
}

function connectFailureText(code: string): string {
  if (code === 'ECONNREFUSED') return 'nothing is listening at that address'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the name could not be found'
  return 'the network cannot reach it'
}
