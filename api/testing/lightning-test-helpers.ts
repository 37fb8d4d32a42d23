import { expect } from 'vitest'
import { LightningError } from '../lib/lightning/lightning-provider.js'
import type { OutboundPolicy } from '../lib/outbound-url.js'

/** What the test servers need: loopback allowed, nothing else private. */
export const loopbackForTests: OutboundPolicy = {
  allowPrivateHosts: false,
  allowInsecureLoopback: true,
}

/**
 * The LightningError a call failed with; also checks that no credential appears in
 * its message, whatever went wrong.
 */
export async function lightningFailure(
  promise: Promise<unknown>,
  secrets: readonly string[],
): Promise<LightningError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(LightningError)
  const lightning = error as LightningError
  for (const secret of secrets) expect(lightning.message).not.toContain(secret)
  return lightning
}
