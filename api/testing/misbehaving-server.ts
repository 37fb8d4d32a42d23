import { createHash } from 'node:crypto'
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP server on 127.0.0.1 that stands in for any outside service (a Nostr relay, a
 * Lightning node's HTTP API, a Lightning address service, a chain source, a mail
 * server) and misbehaves the way real ones do on the internet. The mode applies to
 * each new connection and can change at any time, so a test can set a connection up
 * while the service works (`proxy` to the real test server) and then break it:
 *
 * - `stall`: accepts the connection and reads, never answers (a black-holed host; on
 *   https:// or wss:// a TLS handshake that never completes);
 * - `reset`: resets the connection (TCP RST) as soon as the client has sent something,
 *   i.e. in the middle of the TLS, HTTP or WebSocket handshake;
 * - `garbage`: answers the client's first bytes with bytes of no protocol;
 * - `bad-frame`: completes a WebSocket handshake, then sends a frame no WebSocket
 *   may send (a relay gone mad, a broken proxy in front of it);
 * - `not-nostr`: completes a WebSocket handshake, then sends text that is not a Nostr
 *   message;
 * - `proxy`: passes the bytes through to `target` unchanged (the service works).
 */
export type Misbehaviour = 'stall' | 'reset' | 'garbage' | 'bad-frame' | 'not-nostr' | 'proxy'

/** Every way a service can fail that the tests walk through (not `proxy`). */
export const MISBEHAVIOURS = ['stall', 'reset', 'garbage'] as const
/** The WebSocket-level failures, for relays. */
export const RELAY_MISBEHAVIOURS = [...MISBEHAVIOURS, 'bad-frame', 'not-nostr'] as const

const GARBAGE = Buffer.from('\u0000\u00ff\u00fe not any protocol at all \u0007\r\n\r\n', 'latin1')
// FIN + opcode 0x3, a reserved opcode: the receiver must fail the connection (RFC 6455 5.2).
const RESERVED_OPCODE_FRAME = Buffer.from([0x83, 0x02, 0x68, 0x69])
const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

export class MisbehavingServer {
  mode: Misbehaviour
  /** Where `proxy` sends the bytes: the real test server's port on 127.0.0.1. */
  target: number | undefined
  /** Connections accepted so far (a test proves the client really came). */
  connections = 0
  readonly #sockets = new Set<Socket>()

  private constructor(
    private readonly server: Server,
    readonly port: number,
    mode: Misbehaviour,
    target: number | undefined,
  ) {
    this.mode = mode
    this.target = target
    server.on('connection', (socket) => this.#accept(socket))
  }

  static async start(
    mode: Misbehaviour,
    options: { target?: number; port?: number } = {},
  ): Promise<MisbehavingServer> {
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, '127.0.0.1', resolve)
    })
    const { port } = server.address() as AddressInfo
    return new MisbehavingServer(server, port, mode, options.target)
  }

  /** `<scheme>://127.0.0.1:<port>` */
  url(scheme: 'ws' | 'wss' | 'http' | 'https' | 'smtp'): string {
    return `${scheme}://127.0.0.1:${this.port}`
  }

  /** Cuts every open connection, so the clients' next call meets the current mode. */
  dropConnections(): void {
    for (const socket of this.#sockets) socket.destroy()
  }

  async close(): Promise<void> {
    this.dropConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  #accept(socket: Socket) {
    this.connections++
    this.#sockets.add(socket)
    socket.on('close', () => this.#sockets.delete(socket))
    // The client's side may reset too; that is its business, not a test failure.
    socket.on('error', () => {})
    const mode = this.mode
    switch (mode) {
      case 'stall':
        socket.resume()
        return
      case 'reset':
        socket.once('data', () => socket.resetAndDestroy())
        return
      case 'garbage':
        socket.once('data', () => socket.write(GARBAGE))
        // Mail servers speak first: they get garbage at once.
        socket.write(GARBAGE)
        return
      case 'bad-frame':
      case 'not-nostr':
        upgradeThen(socket, () =>
          socket.write(mode === 'bad-frame' ? RESERVED_OPCODE_FRAME : textFrame('hello, world')),
        )
        return
      case 'proxy':
        return this.#proxy(socket)
    }
  }

  #proxy(socket: Socket) {
    if (this.target === undefined) throw new Error('proxy mode needs a target port')
    const upstream = connect(this.target, '127.0.0.1')
    this.#sockets.add(upstream)
    upstream.on('close', () => this.#sockets.delete(upstream))
    upstream.on('error', () => socket.destroy())
    socket.on('close', () => upstream.destroy())
    upstream.on('close', () => socket.destroy())
    socket.pipe(upstream)
    upstream.pipe(socket)
  }
}

/** Reads an HTTP upgrade request and answers 101 as a WebSocket server does. */
function upgradeThen(socket: Socket, afterUpgrade: () => void) {
  let head = ''
  const onData = (chunk: Buffer) => {
    head += chunk.toString('latin1')
    if (!head.includes('\r\n\r\n')) return
    socket.off('data', onData)
    const key = /^sec-websocket-key:\s*(\S+)/im.exec(head)?.[1] ?? ''
    const accept = createHash('sha1')
      .update(key + WEBSOCKET_GUID)
      .digest('base64')
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    afterUpgrade()
  }
  socket.on('data', onData)
}

/** One unmasked text frame (servers do not mask), for payloads under 126 bytes. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8')
  return Buffer.concat([Buffer.from([0x81, payload.length]), payload])
}
