import { finalizeEvent, generateSecretKey, type NostrEvent } from 'nostr-tools/pure'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { TestNostrRelay } from './nostr-relay.js'

/** A bare NIP-01 client: sends arrays, collects every array the relay sends back. */
class RawClient {
  readonly messages: unknown[][] = []
  private waiters: (() => void)[] = []
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()))
      for (const wake of this.waiters.splice(0)) wake()
    })
  }

  static async open(url: string): Promise<RawClient> {
    const socket = new WebSocket(url)
    await new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })
    return new RawClient(socket)
  }

  send(...message: unknown[]) {
    this.socket.send(JSON.stringify(message))
  }

  /** Waits for the first message (from now on or already received) that matches. */
  async next(match: (m: unknown[]) => boolean, from = 0): Promise<unknown[]> {
    for (;;) {
      const found = this.messages.slice(from).find(match)
      if (found) return found
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
  }

  /** Sends REQ and returns the events received before EOSE. */
  async query(subId: string, ...filters: object[]): Promise<NostrEvent[]> {
    const from = this.messages.length
    this.send('REQ', subId, ...filters)
    await this.next((m) => m[0] === 'EOSE' && m[1] === subId, from)
    return this.messages
      .slice(from)
      .filter((m) => m[0] === 'EVENT' && m[1] === subId)
      .map((m) => m[2] as NostrEvent)
  }

  async publish(event: NostrEvent): Promise<unknown[]> {
    const from = this.messages.length
    this.send('EVENT', event)
    return this.next((m) => m[0] === 'OK' && m[1] === event.id, from)
  }

  close() {
    this.socket.close()
  }
}

const alice = generateSecretKey()
const bob = generateSecretKey()
const sign = (
  key: Uint8Array,
  kind: number,
  createdAt: number,
  content = '',
  tags: string[][] = [],
) => finalizeEvent({ kind, created_at: createdAt, content, tags }, key)

describe('TestNostrRelay', () => {
  let relay: TestNostrRelay
  beforeAll(async () => {
    relay = await TestNostrRelay.start()
  })
  afterAll(() => relay.stop())

  it('answers OK to a signed event and refuses a forged one', async () => {
    const client = await RawClient.open(relay.url)
    const note = sign(alice, 1, 1_700_000_000, 'hello')
    expect(await client.publish(note)).toEqual(['OK', note.id, true, ''])
    expect(await client.publish(note)).toEqual([
      'OK',
      note.id,
      true,
      'duplicate: already have this event',
    ])

    const forged = { ...sign(alice, 1, 1_700_000_001, 'hi'), content: 'changed' }
    expect(await client.publish(forged)).toEqual(['OK', forged.id, false, 'invalid: bad signature'])
    const otherSig = { ...sign(alice, 1, 1_700_000_002, 'x'), sig: sign(bob, 1, 1, 'y').sig }
    expect((await client.publish(otherSig))[2]).toBe(false)
    client.send('EVENT', { kind: 1, content: 'no id' })
    expect(await client.next((m) => m[0] === 'OK' && m[1] === '')).toEqual([
      'OK',
      '',
      false,
      'invalid: malformed event',
    ])
    client.close()
  })

  it('serves stored events newest first with limit, then EOSE, then live ones', async () => {
    const client = await RawClient.open(relay.url)
    const notes = [1, 2, 3].map((i) => sign(bob, 1, 1_700_001_000 + i, `note ${i}`))
    for (const note of notes) await client.publish(note)
    const latestTwo = await client.query('mine', {
      kinds: [1],
      authors: [sign(bob, 1, 0).pubkey],
      limit: 2,
    })
    expect(latestTwo.map((e) => e.content)).toEqual(['note 3', 'note 2'])

    const live = sign(bob, 1, 1_700_001_010, 'live')
    const publisher = await RawClient.open(relay.url)
    await publisher.publish(live)
    const pushed = await client.next((m) => m[0] === 'EVENT' && (m[2] as NostrEvent).id === live.id)
    expect(pushed[1]).toBe('mine')

    client.send('CLOSE', 'mine')
    const after = sign(bob, 1, 1_700_001_011, 'after close')
    await publisher.publish(after)
    await client.query('probe', { ids: ['0'.repeat(64)] })
    expect(client.messages.some((m) => (m[2] as NostrEvent | undefined)?.id === after.id)).toBe(
      false,
    )
    client.close()
    publisher.close()
  })

  it('matches tag filters and ORs several filters without duplicates', async () => {
    const client = await RawClient.open(relay.url)
    const tagged = sign(alice, 7, 1_700_002_000, '+', [
      ['e', 'a'.repeat(64)],
      ['p', 'b'.repeat(64)],
    ])
    await client.publish(tagged)
    const found = await client.query(
      'tags',
      { '#e': ['a'.repeat(64)] },
      { '#p': ['b'.repeat(64)], kinds: [7] },
    )
    expect(found.map((e) => e.id)).toEqual([tagged.id])
    expect(await client.query('none', { '#e': ['c'.repeat(64)] })).toEqual([])
    client.send('REQ', 'bad', { kinds: 'one' })
    expect(await client.next((m) => m[0] === 'CLOSED')).toEqual([
      'CLOSED',
      'bad',
      'invalid: bad filter',
    ])
    client.close()
  })

  it('keeps only the latest replaceable event and never stores ephemeral ones', async () => {
    const client = await RawClient.open(relay.url)
    const older = sign(alice, 13194, 1_700_003_000, 'get_balance')
    const newer = sign(alice, 13194, 1_700_003_001, 'get_balance pay_invoice')
    await client.publish(newer)
    expect(await client.publish(older)).toEqual([
      'OK',
      older.id,
      true,
      'duplicate: have a newer version',
    ])
    const info = await client.query('info', { kinds: [13194], authors: [newer.pubkey] })
    expect(info.map((e) => e.content)).toEqual(['get_balance pay_invoice'])

    const listener = await RawClient.open(relay.url)
    await listener.query('live', { kinds: [23194] })
    const request = sign(bob, 23194, 1_700_003_002, 'encrypted')
    expect((await client.publish(request))[2]).toBe(true)
    await listener.next((m) => m[0] === 'EVENT' && (m[2] as NostrEvent).id === request.id)
    expect(await client.query('later', { kinds: [23194] })).toEqual([])
    expect(relay.storedEvents().some((e) => e.id === request.id)).toBe(false)
    client.close()
    listener.close()
  })

  it('counts the sockets it accepted', async () => {
    const before = relay.connectionsOpened
    const clients = await Promise.all([RawClient.open(relay.url), RawClient.open(relay.url)])
    expect(relay.connectionsOpened - before).toBe(2)
    for (const c of clients) c.close()
  })
})
