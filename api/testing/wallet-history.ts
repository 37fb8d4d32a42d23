import { expect } from 'vitest'
import type { TransactionList } from '../lib/lightning/lightning-provider.js'
import type { TestLightningNode } from './test-lightning-node.js'

/**
 * A wallet history with one of each kind, for the backends' listTransactions: an
 * invoice paid to the node (2,100 sats), one still open, a payment it sent (1,000 sats
 * and a 1,500 msat fee) and one that failed. Only the paid invoice and the sent payment
 * are settled.
 */
export async function makeWalletHistory(node: TestLightningNode) {
  const shop = node.lightningNetwork.createNode({ alias: 'shop' })
  const received = node.createInvoice({ amountMsat: 2_100_000, description: 'Allowance' })
  node.settleInvoice(received.paymentHash)
  node.createInvoice({ amountMsat: 5_000, description: 'Never paid' })
  node.routingFeeMsat = 1_500
  const sent = await node.pay(shop.createInvoice({ amountMsat: 1_000_000 }).bolt11)
  node.payOutcome = { kind: 'fail', reason: 'no-route' }
  await node.pay(shop.createInvoice({ amountMsat: 7_000 }).bolt11)
  node.payOutcome = { kind: 'route' }
  return { receivedHash: received.paymentHash, sentHash: sent.paymentHash }
}

/** The listing of that history: the two settled ones, in msat, with their dates. */
export function expectWalletHistory(
  list: TransactionList,
  history: Awaited<ReturnType<typeof makeWalletHistory>>,
) {
  expect(list.isComplete).toBe(true)
  const byHash = [...list.transactions].sort((a, b) => a.paymentHash.localeCompare(b.paymentHash))
  expect(byHash).toEqual(
    [
      {
        direction: 'incoming',
        paymentHash: history.receivedHash,
        amountMsat: 2_100_000,
        feeMsat: 0,
        settledAt: expect.any(Date),
      },
      {
        direction: 'outgoing',
        paymentHash: history.sentHash,
        amountMsat: 1_000_000,
        feeMsat: 1_500,
        settledAt: expect.any(Date),
      },
    ].sort((a, b) => a.paymentHash.localeCompare(b.paymentHash)),
  )
  for (const transaction of list.transactions) {
    expect(Math.abs(transaction.settledAt.getTime() - Date.now())).toBeLessThan(3_600_000)
  }
}
