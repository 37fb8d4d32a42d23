import * as nip04 from 'nostr-tools/nip04'
import * as nip44 from 'nostr-tools/nip44'
import { getPublicKey, type NostrEvent } from 'nostr-tools/pure'
import { hexToBytes } from 'nostr-tools/utils'
import { Type } from 'typebox'
import { Value } from 'typebox/value'
import type { OutboundPolicy } from '../outbound-url.js'
import { backendDetail, lightningError } from './lightning-errors.js'
import { LightningError } from './lightning-provider.js'
import { checkRelayUrl, connectRelay, type RelayConnection } from './nostr-relay-connection.js'
import { loadNostrSignatures, type NostrSignatures } from './nostr-signatures.js'
import { fromWalletError } from './nwc-errors.js'
import type { NwcConnection } from './nwc-uri.js'

/**
 * The Nostr side of a Wallet Connect connection: one session per connection string,
 * shared by every call (concurrent calls wait for the same sockets), holding a
 * socket to each relay of the string, the wallet's info event and the negotiated
 * encryption. Requests are signed with the connection's secret, published to every
 * relay, and matched to their reply by the reply's `e` tag and author. The session
 * closes itself after a quiet spell and reopens on the next call.
 */

const INFO_KIND = 13194
const REQUEST_KIND = 23194
const RESPONSE_KIND = 23195

export type Encryption = 'nip44_v2' | 'nip04'

export interface NwcClientOptions {
  policy: OutboundPolicy
  /**
   * Per relay, for the socket, the first exchange (info event) and a relay's OK to a
   * request.
   */
  connectTimeoutMs: number
  /** Sockets close after this long without a call. */
  idleCloseMs: number
}

export interface RequestOptions {
  timeoutMs: number
  /**
   * The request may move money (pay_invoice): once sent, no answer means "unknown",
   * never "failed".
   */
  isPayment: boolean
}

interface Session {
  relays: Set<RelayConnection>
  encryption: Encryption
  signatures: NostrSignatures
}

interface Pending {
  method: string
  options: RequestOptions
  resolve: (result: unknown) => void
  reject: (error: LightningError) => void
  timer: NodeJS.Timeout
}

// The envelope every reply carries; each method's result is checked by its caller.
const Reply = Type.Object({
  result_type: Type.String(),
  error: Type.Optional(
    Type.Union([
      Type.Null(),
      Type.Object({ code: Type.String(), message: Type.Optional(Type.Unknown()) }),
    ]),
  ),
  result: Type.Optional(Type.Unknown()),
})

// A relay refusing an event says why with one of these NIP-01 prefixes; any other
// rejection (no OK in time, connection lost) leaves open whether it went out.
const REFUSAL = /^(blocked|rate-limited|invalid|restricted|pow|error|mute|auth-required):/

const nowSec = () => Math.floor(Date.now() / 1000)

export class NwcClient {
  /** Sockets opened so far (the benchmark reports it). */
  connectionsOpened = 0
  private readonly secretKey: Uint8Array
  private readonly clientPubkey: string
  private conversationKey: Uint8Array | undefined
  private active: Session | null = null
  private opening: Promise<Session> | null = null
  private readonly pending = new Map<string, Pending>()
  /** Calls between their start and their end, connecting included. */
  private inFlight = 0
  private idleTimer: NodeJS.Timeout | undefined
  private closed = false

  constructor(
    private readonly connection: NwcConnection,
    private readonly options: NwcClientOptions,
  ) {
    this.secretKey = hexToBytes(connection.secret)
    this.clientPubkey = getPublicKey(this.secretKey)
  }

  /**
   * Sends one NIP-47 request and returns its `result`.
   * @throws LightningError: the wallet's error in parent's words; 'timeout' (or
   * 'outcome-unknown' for a payment) when no reply came in time; 'unreachable' when
   * no relay could be reached or all refused the request.
   */
  async request(
    method: string,
    params: Record<string, unknown>,
    options: RequestOptions,
  ): Promise<unknown> {
    if (this.closed) throw closedError()
    clearTimeout(this.idleTimer)
    this.inFlight++
    try {
      const session = await this.openSession()
      if (session !== this.active) throw closedError()
      return await this.exchange(session, method, params, options)
    } finally {
      this.inFlight--
      this.scheduleIdleClose()
    }
  }

  /** Closes the sockets; calls still waiting end as if the connection dropped. */
  async close(): Promise<void> {
    this.closed = true
    clearTimeout(this.idleTimer)
    this.closeSession(CLOSED)
  }

  private openSession(): Promise<Session> {
    if (this.active) return Promise.resolve(this.active)
    this.opening ??= this.connect().then(
      (session) => {
        this.opening = null
        if (this.closed) {
          for (const relay of session.relays) relay.close()
          throw closedError()
        }
        this.active = session
        return session
      },
      (error) => {
        // A failed attempt is forgotten so the next call tries again.
        this.opening = null
        throw error
      },
    )
    return this.opening
  }

  private async connect(): Promise<Session> {
    const { policy, connectTimeoutMs } = this.options
    const signatures = await loadNostrSignatures()
    // Every relay of the string must be one this server may use: a string is refused
    // whole, not saved because its first relay happens to work.
    const checked = await Promise.allSettled(
      this.connection.relays.map((url) => checkRelayUrl(url, policy)),
    )
    const refused = checked.find(
      (c): c is PromiseRejectedResult =>
        c.status === 'rejected' && c.reason instanceof LightningError,
    )
    if (refused) throw refused.reason
    const attempts = await Promise.allSettled(
      checked.map((c) =>
        c.status === 'fulfilled'
          ? connectRelay(c.value, policy, connectTimeoutMs)
          : Promise.reject(c.reason),
      ),
    )
    const relays = attempts.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : []))
    this.connectionsOpened += relays.length
    if (relays.length === 0) {
      const first: unknown = attempts.find((a) => a.status === 'rejected')?.reason
      throw first instanceof LightningError
        ? first
        : lightningError('unreachable', first instanceof Error ? first.message : undefined)
    }
    try {
      const info = await this.listen(relays)
      const open = relays.filter((relay) => relay.isOpen)
      const session: Session = {
        relays: new Set(open),
        encryption: chooseEncryption(info),
        signatures,
      }
      for (const relay of open) {
        relay.onclose = (reason) => this.onRelayClosed(session, relay, reason)
      }
      return session
    } catch (error) {
      for (const relay of relays) relay.close()
      throw error
    }
  }

  /**
   * Subscribes to the wallet's replies on every relay (before any request goes out:
   * replies are ephemeral, a late subscription misses them) and fetches its info
   * event. Resolves with the newest info event once every relay has answered or
   * closed.
   */
  private async listen(relays: RelayConnection[]): Promise<NostrEvent> {
    const wallet = this.connection.walletPubkey
    const eoseTimeoutMs = this.options.connectTimeoutMs
    let info: NostrEvent | undefined
    const done = relays.map(
      (relay) =>
        new Promise<void>((resolve) => {
          let waiting = 2
          const oneose = () => {
            if (--waiting === 0) resolve()
          }
          const onclose = () => resolve()
          relay.subscribe(
            [{ kinds: [RESPONSE_KIND], authors: [wallet], '#p': [this.clientPubkey] }],
            { onevent: (event) => this.onReply(event), oneose, onclose, eoseTimeoutMs },
          )
          const infoSub = relay.subscribe([{ kinds: [INFO_KIND], authors: [wallet], limit: 1 }], {
            onevent: (event) => {
              if (event.pubkey === wallet && (!info || event.created_at > info.created_at)) {
                info = event
              }
            },
            oneose: () => {
              infoSub.close()
              oneose()
            },
            onclose,
            eoseTimeoutMs,
          })
        }),
    )
    await Promise.all(done)
    if (!relays.some((relay) => relay.isOpen)) {
      throw lightningError('unreachable', relays[0]?.endReason ?? 'its relay closed the connection')
    }
    if (!info) {
      throw lightningError(
        'unreachable',
        'it has published no Wallet Connect information on its relay; check that the connection string is complete',
      )
    }
    return info
  }

  private async exchange(
    session: Session,
    method: string,
    params: Record<string, unknown>,
    options: RequestOptions,
  ): Promise<unknown> {
    const createdAt = nowSec()
    const body = JSON.stringify({ method, params })
    const content =
      session.encryption === 'nip44_v2'
        ? nip44.encrypt(body, this.nip44Key())
        : nip04.encrypt(this.secretKey, this.connection.walletPubkey, body)
    const tags = [['p', this.connection.walletPubkey]]
    // No tag means NIP-04 to every wallet, including those that predate the tag.
    if (session.encryption === 'nip44_v2') tags.push(['encryption', 'nip44_v2'])
    // A payment must not go out once this app has stopped waiting and may have settled
    // it by lookup (NIP-40; NIP-47 wallets ignore expired requests). Reads go without:
    // acting late on them is harmless, and a wallet clock running ahead would drop them.
    if (options.isPayment) {
      tags.push(['expiration', String(createdAt + Math.ceil(options.timeoutMs / 1000))])
    }
    const event = session.signatures.sign(
      { kind: REQUEST_KIND, created_at: createdAt, tags, content },
      this.secretKey,
    )

    const reply = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(event.id)
        reject(noAnswer(method, options))
      }, options.timeoutMs)
      this.pending.set(event.id, { method, options, resolve, reject, timer })
    })
    const published = [...session.relays].map((relay) =>
      relay.publish(event, this.options.connectTimeoutMs),
    )
    void Promise.allSettled(published).then((results) => {
      const reasons = results.map((r) =>
        r.status === 'rejected' ? String(r.reason?.message ?? r.reason) : null,
      )
      if (reasons.includes(null)) return // At least one relay took it: wait for the reply.
      const refusals = reasons.filter((reason): reason is string => REFUSAL.test(reason ?? ''))
      // Only a refusal proves the request went nowhere: a payment waits for its
      // deadline otherwise, a read fails now (it may be retried).
      if (options.isPayment && refusals.length < reasons.length) return
      const why = refusals[0] ? `: ${backendDetail(refusals[0])}` : ''
      const nothingPaid = options.isPayment ? '; nothing was paid' : ''
      this.settle(event.id, (p) =>
        p.reject(
          lightningError('unreachable', `its relay did not take the request${why}${nothingPaid}`),
        ),
      )
    })
    return reply
  }

  /** A reply event from a relay: checked, decrypted, matched to its request. */
  private onReply(event: NostrEvent) {
    // Anyone can publish an event tagging us; only the wallet's own replies count.
    if (event.pubkey !== this.connection.walletPubkey || event.kind !== RESPONSE_KIND) return
    const requestId = event.tags.find((t) => t[0] === 'e')?.[1]
    const pending = requestId ? this.pending.get(requestId) : undefined
    if (!requestId || !pending) return // Another relay already delivered it, or we gave up.
    this.settle(requestId, (p) => {
      let reply: unknown
      try {
        reply = JSON.parse(this.decrypt(event.content))
      } catch {
        return p.reject(unreadable(p, 'it could not be decrypted or parsed'))
      }
      if (!Value.Check(Reply, reply)) return p.reject(unreadable(p, 'it is not a NIP-47 reply'))
      if (reply.error) {
        return p.reject(fromWalletError(reply.error.code, reply.error.message, p.options.isPayment))
      }
      if (reply.result_type !== p.method) {
        return p.reject(
          unreadable(p, `it answers ${backendDetail(reply.result_type)}, not ${p.method}`),
        )
      }
      if (reply.result === undefined || reply.result === null) {
        return p.reject(unreadable(p, 'it carries neither a result nor an error'))
      }
      p.resolve(reply.result)
    })
  }

  /** Ends a pending request exactly once, whoever gets there first. */
  private settle(requestId: string, finish: (pending: Pending) => void) {
    const pending = this.pending.get(requestId)
    if (!pending) return
    this.pending.delete(requestId)
    clearTimeout(pending.timer)
    finish(pending)
  }

  private decrypt(content: string): string {
    // NIP-04 payloads are "<base64>?iv=<base64>"; NIP-44 ones are a single base64 blob.
    return content.includes('?iv=')
      ? nip04.decrypt(this.secretKey, this.connection.walletPubkey, content)
      : nip44.decrypt(content, this.nip44Key())
  }

  /** The same key both ways (NIP-44 conversation keys are symmetric); computed once. */
  private nip44Key(): Uint8Array {
    this.conversationKey ??= nip44.getConversationKey(this.secretKey, this.connection.walletPubkey)
    return this.conversationKey
  }

  private onRelayClosed(session: Session, relay: RelayConnection, reason: string) {
    session.relays.delete(relay)
    if (session !== this.active || session.relays.size > 0) return
    this.closeSession(reason)
  }

  /**
   * Ends the active session (if any) and every call waiting on it.
   * @param reason why, in a few lower-case words
   */
  private closeSession(reason: string) {
    const session = this.active
    this.active = null
    for (const requestId of [...this.pending.keys()]) {
      this.settle(requestId, (p) =>
        p.reject(lightningError(p.options.isPayment ? 'outcome-unknown' : 'unreachable', reason)),
      )
    }
    for (const relay of session?.relays ?? []) relay.close(reason)
  }

  private scheduleIdleClose() {
    clearTimeout(this.idleTimer)
    if (this.closed || this.inFlight > 0) return
    this.idleTimer = setTimeout(() => {
      if (this.inFlight === 0) this.closeSession('the wallet connection was idle')
    }, this.options.idleCloseMs)
    // An idle connection alone must not keep the process alive.
    this.idleTimer.unref()
  }
}

/** The scheme to speak: NIP-44 when the wallet lists it, else NIP-04 (also when it lists nothing). */
export function chooseEncryption(info: NostrEvent): Encryption {
  const tag = info.tags.find((t) => t[0] === 'encryption')
  const offered = tag ? (tag[1] ?? '').split(/\s+/).filter(Boolean) : ['nip04']
  if (offered.includes('nip44_v2')) return 'nip44_v2'
  if (offered.includes('nip04')) return 'nip04'
  throw lightningError(
    'not-supported',
    `an encryption this app can use (it offers: ${backendDetail(offered.join(', ')) || 'none'})`,
  )
}

const CLOSED = 'the wallet connection was closed'

function closedError(): LightningError {
  return lightningError('unreachable', CLOSED)
}

function noAnswer(method: string, options: RequestOptions): LightningError {
  const seconds = Math.round(options.timeoutMs / 1000)
  return options.isPayment
    ? lightningError('outcome-unknown', `no answer within ${seconds} seconds`)
    : lightningError('timeout', `within ${seconds} seconds (${method})`)
}

/** An answer this app cannot read; for a payment that still leaves its outcome open. */
function unreadable(pending: Pending, detail: string): LightningError {
  return pending.options.isPayment
    ? lightningError('outcome-unknown', `its answer could not be read: ${detail}`)
    : lightningError('bad-response', detail)
}
