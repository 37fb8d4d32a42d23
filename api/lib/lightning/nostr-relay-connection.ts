import { type Filter, matchFilters } from 'nostr-tools/filter'
import { type NostrEvent, validateEvent } from 'nostr-tools/pure'
import { type RawData, WebSocket } from 'ws'
import {
  checkOutboundUrl,
  guardedLookup,
  type OutboundPolicy,
  OutboundUrlError,
} from '../outbound-url.js'
import { backendDetail, lightningError } from './lightning-errors.js'
import { loadNostrSignatures, type NostrSignatures } from './nostr-signatures.js'

/**
 * One WebSocket to one Nostr relay (NIP-01), owned here from start to end, because a
 * relay is a stranger's server and nothing it does or fails to do may end this process:
 *
 * - the socket has an `error` listener for its whole life, so no failure (a reset, a
 *   TLS alert, a frame no WebSocket may send, a close before the handshake) is ever
 *   an `error` event without a listener, which Node turns into a crash;
 * - a socket still connecting is terminated, never closed: `close()` during the
 *   handshake reports an error of its own; an open one is closed politely;
 * - every wait has a deadline (connecting, a subscription's stored events, a publish),
 *   and every way the connection ends (our close, the relay's, a dead socket found by
 *   ping, a message that is not Nostr) ends every subscription and publish waiting on
 *   it, once, with the reason;
 * - what the relay sends is checked before anyone sees it: JSON arrays only (anything
 *   else ends the connection), events with a valid signature and matching the
 *   subscription's filters, everything else ignored.
 *
 * nostr-tools' relay class did none of the first two (its connect timeout closed a
 * connecting socket and then dropped its error listener: one stalled relay crashed
 * the server) and left rejections unobserved; only its event helpers are used here.
 */

/** NIP-47 asks for 64 KB events; anything far larger from a relay is refused. */
const MAX_FRAME_BYTES = 512 * 1024
/** A socket that has not answered a ping by the next one is dead (a NAT dropped it). */
const PING_EVERY_MS = 30_000

export interface SubscriptionHandlers {
  /** A signed event matching the filters. */
  onevent(event: NostrEvent): void
  /** Once: the relay sent its stored events (EOSE), or `eoseTimeoutMs` passed without it. */
  oneose?(): void
  /** Once, when the subscription ends for any reason but its own close(). */
  onclose?(reason: string): void
  eoseTimeoutMs: number
}

export interface RelaySubscription {
  close(): void
}

interface OpenSubscription {
  filters: Filter[]
  handlers: SubscriptionHandlers
  eoseTimer: NodeJS.Timeout
}

interface PendingPublish {
  resolve(message: string): void
  reject(error: Error): void
  timer: NodeJS.Timeout
}

/**
 * Checks a relay URL against the operator's policy, resolving its name.
 * @throws LightningError 'unreachable' naming the relay and why it cannot be used
 * @throws OutboundUrlError 'not-found' when the name does not resolve (the caller
 * decides whether one missing relay matters)
 */
export async function checkRelayUrl(url: string, policy: OutboundPolicy): Promise<URL> {
  try {
    return await checkOutboundUrl(url, { secure: 'wss:', insecure: 'ws:' }, policy)
  } catch (error) {
    if (error instanceof OutboundUrlError && error.reason !== 'not-found') {
      throw lightningError('unreachable', `its relay cannot be used: ${error.message}`)
    }
    throw error
  }
}

/**
 * Opens a connection to a relay whose URL passed checkRelayUrl. The socket resolves
 * the name again through the same policy, so the host cannot be re-pointed at a
 * private address between the check and the connection.
 * @throws LightningError 'unreachable' naming the relay and what went wrong
 */
export async function connectRelay(
  checked: URL,
  policy: OutboundPolicy,
  timeoutMs: number,
): Promise<RelayConnection> {
  const signatures = await loadNostrSignatures()
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(checked.href, {
      lookup: guardedLookup(policy, checked.protocol === 'wss:'),
      maxPayload: MAX_FRAME_BYTES,
      // Compression buys nothing for small NWC events and lets a relay make us inflate.
      perMessageDeflate: false,
      followRedirects: false,
    })
    let failure: string | undefined
    // Stays for the socket's whole life (the connection adds its own once open): an
    // error event without a listener ends the process.
    socket.on('error', (error) => {
      failure ??= errorText(error)
    })
    const fail = (why: string) => {
      clearTimeout(timer)
      socket.off('open', onOpen)
      socket.off('close', onClose)
      // Terminated, never closed, while connecting; its error lands in the listener above.
      socket.terminate()
      reject(lightningError('unreachable', `its relay ${checked.host} ${why}`))
    }
    const timer = setTimeout(() => fail(`did not answer within ${duration(timeoutMs)}`), timeoutMs)
    const onClose = () => fail(`could not be reached (${failure ?? 'the connection closed'})`)
    const onOpen = () => {
      clearTimeout(timer)
      socket.off('close', onClose)
      resolve(new RelayConnection(socket, checked.host, signatures))
    }
    socket.once('close', onClose)
    socket.once('open', onOpen)
  })
}

export class RelayConnection {
  /**
   * Called once when the connection ends by anything but close(): the relay closed
   * it, the network dropped it, the relay sent what is not Nostr or stopped answering.
   */
  onclose: ((reason: string) => void) | null = null
  #ended: string | null = null
  #serial = 0
  #alive = true
  readonly #subscriptions = new Map<string, OpenSubscription>()
  readonly #publishes = new Map<string, PendingPublish>()
  readonly #pinger: NodeJS.Timeout

  constructor(
    private readonly socket: WebSocket,
    /** host[:port], for messages. */
    readonly host: string,
    private readonly signatures: NostrSignatures,
  ) {
    let socketError: string | undefined
    socket.on('error', (error) => {
      socketError ??= errorText(error)
    })
    socket.on('close', (code) =>
      this.#end(
        socketError
          ? `its relay ${host} broke the connection: ${socketError}`
          : `its relay ${host} ${code === 1000 ? 'closed' : 'dropped'} the connection`,
      ),
    )
    socket.on('message', (data, isBinary) => this.#receive(data, isBinary))
    socket.on('pong', () => {
      this.#alive = true
    })
    this.#pinger = setInterval(() => {
      if (!this.#alive) return this.#fail('stopped answering')
      this.#alive = false
      if (socket.readyState === WebSocket.OPEN) socket.ping()
    }, PING_EVERY_MS)
    // A connection alone must not keep the process alive.
    this.#pinger.unref()
  }

  get isOpen(): boolean {
    return this.#ended === null
  }

  /** Why the connection ended, as a detail for a LightningError; null while open. */
  get endReason(): string | null {
    return this.#ended
  }

  /**
   * Sends a REQ. On a connection that already ended, the subscription ends at once
   * (onclose in a microtask) instead of throwing.
   */
  subscribe(filters: Filter[], handlers: SubscriptionHandlers): RelaySubscription {
    if (this.#ended !== null) {
      const reason = this.#ended
      queueMicrotask(() => handlers.onclose?.(reason))
      return { close() {} }
    }
    const id = `sub:${++this.#serial}`
    const subscription: OpenSubscription = {
      filters,
      handlers,
      eoseTimer: setTimeout(() => this.#eose(subscription), handlers.eoseTimeoutMs),
    }
    this.#subscriptions.set(id, subscription)
    this.#send(['REQ', id, ...filters])
    return {
      close: () => {
        if (this.#subscriptions.get(id) !== subscription) return
        this.#subscriptions.delete(id)
        clearTimeout(subscription.eoseTimer)
        this.#send(['CLOSE', id])
      },
    }
  }

  /**
   * Sends an event; resolves with the relay's OK message, rejects with its refusal
   * ("blocked: ...", NIP-01 prefixes), or when no OK came within `timeoutMs` or the
   * connection ended first.
   */
  publish(event: NostrEvent, timeoutMs: number): Promise<string> {
    if (this.#ended !== null) return Promise.reject(new Error(this.#ended))
    if (this.#publishes.has(event.id)) {
      return Promise.reject(new Error('this event is already being published'))
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#publishes.delete(event.id)
        reject(new Error(`no answer from its relay ${this.host} within ${duration(timeoutMs)}`))
      }, timeoutMs)
      this.#publishes.set(event.id, { resolve, reject, timer })
      this.#send(['EVENT', event])
    })
  }

  /** Ends the connection; everything still waiting on it ends with `reason`. */
  close(reason = 'the connection was closed'): void {
    if (this.#ended !== null) return
    this.onclose = null
    this.#end(reason)
    this.socket.close(1000)
  }

  #send(message: unknown[]) {
    if (this.socket.readyState !== WebSocket.OPEN) return
    // A failed write shows as the socket's error and close, handled there.
    this.socket.send(JSON.stringify(message), () => {})
  }

  #receive(data: RawData, isBinary: boolean) {
    if (this.#ended !== null) return
    let message: unknown
    try {
      message = isBinary ? undefined : JSON.parse(data.toString())
    } catch {
      message = undefined
    }
    if (!Array.isArray(message)) return this.#fail('sent something that is not a Nostr message')
    try {
      this.#dispatch(message)
    } catch (error) {
      // Whatever a relay sends, it never reaches the process as an exception.
      this.#fail(`sent a message this app could not handle (${errorText(error)})`)
    }
  }

  #dispatch([type, ...rest]: unknown[]) {
    const subscriptionOf = (id: unknown) =>
      typeof id === 'string' ? this.#subscriptions.get(id) : undefined
    switch (type) {
      case 'EVENT': {
        const subscription = subscriptionOf(rest[0])
        const event = rest[1]
        if (subscription && isTrustedEvent(event, subscription.filters, this.signatures)) {
          subscription.handlers.onevent(event)
        }
        return
      }
      case 'EOSE': {
        const subscription = subscriptionOf(rest[0])
        if (subscription) this.#eose(subscription)
        return
      }
      case 'OK': {
        const [eventId, accepted, text] = rest
        const pending = typeof eventId === 'string' ? this.#publishes.get(eventId) : undefined
        if (!pending) return
        this.#publishes.delete(eventId as string)
        clearTimeout(pending.timer)
        const message = typeof text === 'string' ? backendDetail(text) : ''
        if (accepted === true) pending.resolve(message)
        else pending.reject(new Error(message || 'the relay refused the event'))
        return
      }
      case 'CLOSED': {
        const subscription = subscriptionOf(rest[0])
        if (!subscription) return
        this.#subscriptions.delete(rest[0] as string)
        clearTimeout(subscription.eoseTimer)
        const text = typeof rest[1] === 'string' ? backendDetail(rest[1]) : ''
        subscription.handlers.onclose?.(
          `its relay ${this.host} ended the subscription${text ? `: ${text}` : ''}`,
        )
        return
      }
      // NOTICE, AUTH, COUNT and what later NIPs add: nothing this app waits for.
      default:
        return
    }
  }

  #eose(subscription: OpenSubscription) {
    clearTimeout(subscription.eoseTimer)
    const { oneose } = subscription.handlers
    subscription.handlers.oneose = undefined
    oneose?.()
  }

  /** The relay broke the protocol or stopped answering: drop it at once. */
  #fail(why: string) {
    this.#end(`its relay ${this.host} ${why}`)
    this.socket.terminate()
  }

  /** Ends everything waiting on the connection, once. */
  #end(reason: string) {
    if (this.#ended !== null) return
    this.#ended = reason
    clearInterval(this.#pinger)
    const subscriptions = [...this.#subscriptions.values()]
    const publishes = [...this.#publishes.values()]
    this.#subscriptions.clear()
    this.#publishes.clear()
    for (const subscription of subscriptions) {
      clearTimeout(subscription.eoseTimer)
      subscription.handlers.onclose?.(reason)
    }
    for (const pending of publishes) {
      clearTimeout(pending.timer)
      pending.reject(new Error(reason))
    }
    const { onclose } = this
    this.onclose = null
    onclose?.(reason)
  }
}

/** A well-formed event with a valid signature, matching what was asked for. */
function isTrustedEvent(
  event: unknown,
  filters: Filter[],
  signatures: NostrSignatures,
): event is NostrEvent {
  if (!validateEvent(event)) return false
  const candidate = event as NostrEvent
  if (typeof candidate.id !== 'string' || typeof candidate.sig !== 'string') return false
  return matchFilters(filters, candidate) && signatures.verify(candidate)
}

/** An error's message made fit to show (a relay URL carries no credential). */
function errorText(error: unknown): string {
  return backendDetail(error instanceof Error ? error.message : String(error))
}

function duration(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`
}
