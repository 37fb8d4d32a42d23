import type { AddressInfo } from 'node:net'
import { type Filter, matchFilters } from 'nostr-tools/filter'
import { isAddressableKind, isEphemeralKind, isReplaceableKind } from 'nostr-tools/kinds'
import { type NostrEvent, validateEvent } from 'nostr-tools/pure'
import { type WebSocket, WebSocketServer } from 'ws'
import { loadNostrSignatures, type NostrSignatures } from '../lib/lightning/nostr-signatures.js'

/**
 * An in-process Nostr relay (NIP-01) on a real WebSocket port of 127.0.0.1, for the
 * Nostr Wallet Connect tests: it checks signatures and answers OK, keeps regular and
 * replaceable events, only fans out ephemeral ones (NWC requests and replies), and
 * serves REQ with filters, limit and EOSE. It counts connections so tests can prove
 * that a client reuses its socket.
 */
export class TestNostrRelay {
  /** Every socket ever accepted (tests compare it before and after a batch of calls). */
  connectionsOpened = 0
  /** Every valid event received, stored or not, in arrival order (the relay sees tags, never plain content). */
  readonly received: NostrEvent[] = []

  private readonly refusals = new Map<number, string>()
  private readonly seenIds = new Set<string>()
  private readonly stored = new Map<string, NostrEvent>()
  private readonly clients = new Map<WebSocket, Map<string, Filter[]>>()

  private constructor(
    private readonly server: WebSocketServer,
    /** ws://127.0.0.1:<port> */
    readonly url: string,
    private readonly signatures: NostrSignatures,
  ) {
    server.on('connection', (socket) => this.accept(socket))
  }

  static async start(): Promise<TestNostrRelay> {
    const signatures = await loadNostrSignatures()
    // NIP-47 asks relays to accept events of at least 64 KB.
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0, maxPayload: 256 * 1024 })
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve)
      server.once('error', reject)
    })
    const { port } = server.address() as AddressInfo
    return new TestNostrRelay(server, `ws://127.0.0.1:${port}`, signatures)
  }

  get openConnections(): number {
    return this.clients.size
  }

  /** Events the relay keeps (not the ephemeral ones), newest first. */
  storedEvents(): NostrEvent[] {
    return [...this.stored.values()].sort(newestFirst)
  }

  /** Answers OK false with `reason` (a NIP-01 "prefix: text") to events of this kind; null accepts them again. */
  refuseKind(kind: number, reason: string | null) {
    if (reason === null) this.refusals.delete(kind)
    else this.refusals.set(kind, reason)
  }

  /** Drops every client socket, as a relay restart would; the server keeps listening. */
  dropConnections() {
    for (const socket of this.clients.keys()) socket.terminate()
  }

  async stop(): Promise<void> {
    for (const socket of this.clients.keys()) socket.terminate()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private accept(socket: WebSocket) {
    this.connectionsOpened++
    const subscriptions = new Map<string, Filter[]>()
    this.clients.set(socket, subscriptions)
    socket.on('message', (data, isBinary) => {
      if (isBinary) return send(socket, ['NOTICE', 'invalid: binary frames are not Nostr messages'])
      this.handle(socket, subscriptions, data.toString())
    })
    socket.on('close', () => this.clients.delete(socket))
    socket.on('error', () => this.clients.delete(socket))
  }

  private handle(socket: WebSocket, subscriptions: Map<string, Filter[]>, text: string) {
    let message: unknown
    try {
      message = JSON.parse(text)
    } catch {
      return send(socket, ['NOTICE', 'invalid: not JSON'])
    }
    if (!Array.isArray(message)) return send(socket, ['NOTICE', 'invalid: not a JSON array'])
    const [type, ...rest] = message
    if (type === 'EVENT') return this.onEvent(socket, rest[0])
    if (type === 'REQ') return this.onReq(socket, subscriptions, rest)
    if (type === 'CLOSE' && typeof rest[0] === 'string') {
      subscriptions.delete(rest[0])
      return
    }
    send(socket, ['NOTICE', `invalid: unknown message ${JSON.stringify(type)}`])
  }

  private onEvent(socket: WebSocket, candidate: unknown) {
    const id = isRecord(candidate) && typeof candidate.id === 'string' ? candidate.id : ''
    if (!validateEvent(candidate) || !hasIdAndSig(candidate)) {
      return send(socket, ['OK', id, false, 'invalid: malformed event'])
    }
    const event = candidate as NostrEvent
    if (!this.signatures.verify(event)) {
      return send(socket, ['OK', id, false, 'invalid: bad signature'])
    }
    const refusal = this.refusals.get(event.kind)
    if (refusal) return send(socket, ['OK', id, false, refusal])
    if (this.seenIds.has(event.id)) {
      return send(socket, ['OK', id, true, 'duplicate: already have this event'])
    }
    this.seenIds.add(event.id)
    this.received.push(event)
    if (!isEphemeralKind(event.kind) && !this.store(event)) {
      return send(socket, ['OK', id, true, 'duplicate: have a newer version'])
    }
    send(socket, ['OK', id, true, ''])
    for (const [client, subs] of this.clients) {
      for (const [subId, filters] of subs) {
        if (matchFilters(filters, event)) send(client, ['EVENT', subId, event])
      }
    }
  }

  /** Keeps the event; for replaceable kinds only the latest per author (and d tag). */
  private store(event: NostrEvent): boolean {
    const replaceable = isReplaceableKind(event.kind) || isAddressableKind(event.kind)
    if (replaceable) {
      const address = addressOf(event)
      for (const old of this.stored.values()) {
        if (addressOf(old) !== address) continue
        // Ties keep the lowest id (NIP-01).
        if (old.created_at > event.created_at) return false
        if (old.created_at === event.created_at && old.id < event.id) return false
        this.stored.delete(old.id)
      }
    }
    this.stored.set(event.id, event)
    return true
  }

  private onReq(socket: WebSocket, subscriptions: Map<string, Filter[]>, rest: unknown[]) {
    const [subId, ...filters] = rest
    if (typeof subId !== 'string' || subId.length === 0 || subId.length > 64) {
      return send(socket, ['NOTICE', 'invalid: subscription id must be 1 to 64 characters'])
    }
    if (filters.length === 0 || !filters.every(isFilter)) {
      return send(socket, ['CLOSED', subId, 'invalid: bad filter'])
    }
    // Reusing an id replaces that subscription.
    subscriptions.set(subId, filters)
    const sent = new Set<string>()
    const stored = this.storedEvents()
    for (const filter of filters) {
      const matching = stored.filter((event) => matchFilters([filter], event))
      for (const event of matching.slice(0, filter.limit ?? matching.length)) {
        if (sent.has(event.id)) continue
        sent.add(event.id)
        send(socket, ['EVENT', subId, event])
      }
    }
    send(socket, ['EOSE', subId])
  }
}

// Plain JSON.stringify on purpose: nostr-tools reads `["EVENT","<subId>"` textually.
function send(socket: WebSocket, message: unknown[]) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
}

function hasIdAndSig(event: object): boolean {
  const { id, sig } = event as { id?: unknown; sig?: unknown }
  return (
    typeof id === 'string' &&
    /^[0-9a-f]{64}$/.test(id) &&
    typeof sig === 'string' &&
    /^[0-9a-f]{128}$/.test(sig)
  )
}

function addressOf(event: NostrEvent): string {
  const d = isAddressableKind(event.kind) ? (event.tags.find((t) => t[0] === 'd')?.[1] ?? '') : ''
  return `${event.kind}:${event.pubkey}:${d}`
}

function newestFirst(a: NostrEvent, b: NostrEvent): number {
  return b.created_at - a.created_at || (a.id < b.id ? -1 : 1)
}

const isStringList = (v: unknown) => Array.isArray(v) && v.every((x) => typeof x === 'string')
const isIntegerList = (v: unknown) => Array.isArray(v) && v.every((x) => Number.isInteger(x))

/** A filter whose fields have the NIP-01 types, so matching cannot throw. */
function isFilter(value: unknown): value is Filter {
  if (!isRecord(value)) return false
  return Object.entries(value).every(([key, v]) => {
    if (key === 'ids' || key === 'authors' || key.startsWith('#')) return isStringList(v)
    if (key === 'kinds') return isIntegerList(v)
    if (key === 'since' || key === 'until') return Number.isInteger(v)
    if (key === 'limit') return Number.isInteger(v) && (v as number) >= 0
    return key === 'search' && typeof v === 'string'
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
