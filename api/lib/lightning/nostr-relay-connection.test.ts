import type { AddressInfo } from 'node:net'
import { finalizeEvent, generateSecretKey, getPublicKey, type NostrEvent } from 'nostr-tools/pure'
import { afterEach, describe, expect, it } from 'vitest'
import { type WebSocket, WebSocketServer } from 'ws'
import { loopbackForTests } from '../../testing/lightning-test-helpers.js'
import { MISBEHAVIOURS, MisbehavingServer } from '../../testing/misbehaving-server.js'
import { LightningError } from './lightning-provider.js'
import { checkRelayUrl, connectRelay, type RelayConnection } from './nostr-relay-connection.js'

/**
 * The relay connection against relays that fail in every way the internet offers. Any
 * error event without a listener or rejection nobody observes fails the test run, so
 * each case also proves the process would have lived on.
 */

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function open(url: string, timeoutMs = 5_000): Promise<RelayConnection> {
  const relay = await connectRelay(
    await checkRelayUrl(url, loopbackForTests),
    loopbackForTests,
    timeoutMs,
  )
  cleanups.push(() => relay.close())
  return relay
}

async function failureOf(promise: Promise<unknown>): Promise<LightningError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(LightningError)
  return error as LightningError
}

/** A relay whose every move the test scripts, on a real WebSocket server. */
async function scriptedRelay(onConnection: (socket: WebSocket) => void) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  server.on('connection', (socket) => {
    socket.on('error', () => {})
    onConnection(socket)
  })
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate()
        server.close(() => resolve())
      }),
  )
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** The client's messages as the scripted relay reads them. */
function messages(socket: WebSocket, onMessage: (message: unknown[]) => void) {
  socket.on('message', (data) => onMessage(JSON.parse(data.toString())))
}

/** Resolves with the reason a subscription ended. */
function endOf(relay: RelayConnection, filters = [{ kinds: [1] }]) {
  return new Promise<string>((resolve) =>
    relay.subscribe(filters, { onevent() {}, onclose: resolve, eoseTimeoutMs: 10_000 }),
  )
}

const author = generateSecretKey()
const note = (content: string, kind = 1): NostrEvent =>
  finalizeEvent({ kind, created_at: 1_700_000_000, tags: [], content }, author)

describe('connecting', () => {
  it.each(MISBEHAVIOURS)('a relay that does %s is unreachable, saying so', async (mode) => {
    const server = await MisbehavingServer.start(mode)
    cleanups.push(() => server.close())
    const error = await failureOf(open(server.url('ws'), 300))
    expect(error.code).toBe('unreachable')
    expect(error.message).toContain(`its relay 127.0.0.1:${server.port}`)
    expect(server.connections).toBe(1)
  })

  it('a TLS handshake that never completes ends at the deadline', async () => {
    const server = await MisbehavingServer.start('stall')
    cleanups.push(() => server.close())
    const error = await failureOf(open(server.url('wss'), 200))
    expect(error.message).toContain(
      `its relay 127.0.0.1:${server.port} did not answer within 200 ms`,
    )
  })

  it('refuses a relay the policy forbids before any socket opens', async () => {
    const error = await failureOf(
      checkRelayUrl('wss://10.1.2.3', { allowPrivateHosts: false, allowInsecureLoopback: false }),
    )
    expect(error.message).toContain(
      'its relay cannot be used: 10.1.2.3 is a private network address',
    )
  })
})

describe('an open connection', () => {
  it('delivers signed events that match, and ignores forged and unasked ones', async () => {
    const forged = { ...note('real'), content: 'forged' }
    const url = await scriptedRelay((socket) =>
      messages(socket, ([type, id]) => {
        if (type !== 'REQ') return
        for (const event of [forged, note('other kind', 7), note('real'), { kind: 1 }]) {
          socket.send(JSON.stringify(['EVENT', id, event]))
        }
        socket.send(JSON.stringify(['EVENT', 'sub:unknown', note('stray')]))
        socket.send(JSON.stringify(['NOTICE', 'hello']))
        socket.send(JSON.stringify(['EOSE', id]))
      }),
    )
    const relay = await open(url)
    const seen: string[] = []
    await new Promise<void>((resolve) =>
      relay.subscribe([{ kinds: [1], authors: [getPublicKey(author)] }], {
        onevent: (event) => seen.push(event.content),
        oneose: resolve,
        eoseTimeoutMs: 10_000,
      }),
    )
    expect(seen).toEqual(['real'])
    expect(relay.isOpen).toBe(true)
  })

  it('a subscription without EOSE ends its wait at the deadline, once', async () => {
    const url = await scriptedRelay(() => {})
    const relay = await open(url)
    let eoses = 0
    await new Promise<void>((resolve) =>
      relay.subscribe([{ kinds: [1] }], {
        onevent() {},
        oneose: () => {
          eoses++
          resolve()
        },
        eoseTimeoutMs: 50,
      }),
    )
    expect(eoses).toBe(1)
  })

  it('publishing: OK, a refusal in the relay’s words, no answer at all', async () => {
    const url = await scriptedRelay((socket) =>
      messages(socket, ([type, event]) => {
        const { id, content } = event as NostrEvent
        if (type !== 'EVENT' || content === 'ignored') return
        socket.send(
          JSON.stringify(['OK', id, content === 'fine', content === 'fine' ? '' : 'blocked: no']),
        )
      }),
    )
    const relay = await open(url)
    await expect(relay.publish(note('fine'), 1000)).resolves.toBe('')
    await expect(relay.publish(note('refused'), 1000)).rejects.toThrow('blocked: no')
    await expect(relay.publish(note('ignored'), 50)).rejects.toThrow(/within 50 ms/)
  })

  it.each([
    [
      'text that is not Nostr',
      (s: WebSocket) => s.send('hello, world'),
      'sent something that is not a Nostr message',
    ],
    [
      'a binary frame',
      (s: WebSocket) => s.send(Buffer.from([1, 2, 3])),
      'sent something that is not a Nostr message',
    ],
    [
      'a frame no WebSocket may send',
      (s: WebSocket) =>
        (s as unknown as { _socket: { write(b: Buffer): void } })._socket.write(
          Buffer.from([0x83, 0x00]),
        ),
      'broke the connection: Invalid WebSocket frame',
    ],
    [
      'a reset',
      (s: WebSocket) =>
        (s as unknown as { _socket: { resetAndDestroy(): void } })._socket.resetAndDestroy(),
      'dropped the connection',
    ],
    ['a close', (s: WebSocket) => s.close(1000), 'closed the connection'],
  ] as const)(
    '%s ends every wait on the connection with the reason',
    async (_, misbehave, reason) => {
      let relaySide: WebSocket | undefined
      const url = await scriptedRelay((socket) => {
        relaySide = socket
      })
      const relay = await open(url)
      const closed = new Promise<string>((resolve) => {
        relay.onclose = resolve
      })
      const subscription = endOf(relay)
      const publish = relay.publish(note('waiting'), 10_000).catch((error: Error) => error.message)
      await expect.poll(() => relaySide).toBeDefined()
      misbehave(relaySide as WebSocket)

      const expected = `its relay ${new URL(url).host} ${reason}`
      expect(await closed).toContain(expected)
      expect(await subscription).toContain(expected)
      expect(await publish).toContain(expected)
      expect(relay.isOpen).toBe(false)
      // Later calls end at once, as values: nothing is thrown, nothing is left unobserved.
      expect(await endOf(relay)).toContain(expected)
      await expect(relay.publish(note('late'), 10_000)).rejects.toThrow(expected)
    },
  )

  it('close() ends the waits with its reason and does not report itself as a loss', async () => {
    const url = await scriptedRelay(() => {})
    const relay = await open(url)
    let lost = false
    relay.onclose = () => {
      lost = true
    }
    const subscription = endOf(relay)
    const publish = relay.publish(note('waiting'), 10_000).catch((error: Error) => error.message)
    relay.close('the wallet connection was idle')
    expect(await subscription).toBe('the wallet connection was idle')
    expect(await publish).toBe('the wallet connection was idle')
    expect(lost).toBe(false)
  })
})
