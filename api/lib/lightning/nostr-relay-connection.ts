import { AbstractRelay } from 'nostr-tools/abstract-relay'
import { verifyEvent } from 'nostr-tools/pure'
import { WebSocket } from 'ws'
import {
  checkOutboundUrl,
  guardedLookup,
  type OutboundPolicy,
  OutboundUrlError,
} from '../outbound-url.js'
import { lightningError } from './lightning-errors.js'

/** NIP-47 asks for 64 KB events; anything far larger from a relay is refused. */
const MAX_FRAME_BYTES = 512 * 1024

/**
 * Opens a Nostr relay connection for a URL a user supplied. The URL's addresses are
 * checked against the operator's policy first, and the socket resolves the name again
 * through the same policy, so the host cannot be re-pointed at a private address
 * between the check and the connection. The `ws` package is used on every Node
 * version (Node 20 has no global WebSocket; Node 22's cannot take a lookup).
 * @throws LightningError 'unreachable' with a message naming the relay.
 */
export async function connectRelay(
  url: string,
  policy: OutboundPolicy,
  timeoutMs: number,
): Promise<AbstractRelay> {
  let checked: URL
  try {
    checked = await checkOutboundUrl(url, { secure: 'wss:', insecure: 'ws:' }, policy)
  } catch (error) {
    if (error instanceof OutboundUrlError) {
      throw lightningError('unreachable', `its relay cannot be used: ${error.message}`)
    }
    throw error
  }
  const lookup = guardedLookup(policy, checked.protocol === 'wss:')
  class GuardedWebSocket extends WebSocket {
    constructor(address: string) {
      super(address, { lookup, maxPayload: MAX_FRAME_BYTES, handshakeTimeout: timeoutMs })
    }
  }
  const relay = new AbstractRelay(checked.href, {
    verifyEvent,
    websocketImplementation: GuardedWebSocket as unknown as typeof globalThis.WebSocket,
    // Notices a silently dead connection (a NAT dropping an idle socket).
    enablePing: true,
  })
  // Relays talk to anyone; their notices are not ours to print.
  relay.onnotice = () => {}
  try {
    await relay.connect({ timeout: timeoutMs })
  } catch (reason) {
    relay.close()
    throw lightningError(
      'unreachable',
      `its relay ${checked.host} did not answer: ${String(reason)}`,
    )
  }
  return relay
}
