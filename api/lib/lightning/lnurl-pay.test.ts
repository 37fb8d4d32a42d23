import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loopbackForTests } from '../../testing/lightning-test-helpers.js'
import {
  type LndRestTestServer,
  startLndRestTestServer,
} from '../../testing/lnd-rest-test-server.js'
import {
  type LnurlPayTestServer,
  metadataOf,
  startLnurlPayTestServer,
} from '../../testing/lnurl-pay-test-server.js'
import { TestLightningNetwork } from '../../testing/test-lightning-node.js'
import { decodeInvoice } from './bolt11.js'
import { LndProvider } from './lnd-provider.js'
import {
  fetchLightningAddressInvoice,
  LnurlError,
  type LnurlErrorCode,
  parseLightningAddress,
  resolveLightningAddress,
} from './lnurl-pay.js'

let service: LnurlPayTestServer
let family: LndRestTestServer
let wallet: LndProvider

beforeEach(async () => {
  const network = new TestLightningNetwork()
  service = await startLnurlPayTestServer({ node: network.createNode(), users: ['kid', 'mia'] })
  family = await startLndRestTestServer({ node: network.createNode({ balanceSat: 100_000 }) })
  wallet = new LndProvider({
    url: family.url,
    macaroonHex: family.macaroonHex,
    tlsCertPem: family.tlsCertPem,
    policy: loopbackForTests,
  })
})

afterEach(async () => {
  await wallet.close()
  await family.close()
  await service.close()
})

/** What a payout does: fetch and check the invoice, then pay it with the family's wallet. */
async function payOut(address: string, amountSat: number) {
  const invoice = await fetchLightningAddressInvoice(address, amountSat, {
    policy: loopbackForTests,
    network: 'regtest',
  })
  return { invoice, payment: await wallet.payInvoice(invoice.bolt11) }
}

async function refusal(promise: Promise<unknown>, code: LnurlErrorCode): Promise<LnurlError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(LnurlError)
  expect((error as LnurlError).code).toBe(code)
  // Nothing reached the family's wallet.
  expect(family.node.payments.size).toBe(0)
  return error as LnurlError
}

describe('Lightning address payouts against the LNURL-pay test server', () => {
  it('resolves the address, checks the invoice and pays it: the child receives it', async () => {
    const address = service.addressOf('kid')
    const params = await resolveLightningAddress(address, { policy: loopbackForTests })
    expect(params).toMatchObject({
      address,
      minSendableMsat: 1_000,
      maxSendableMsat: 100_000_000,
      metadata: metadataOf(service, 'kid'),
      description: 'Sats for kid',
    })

    const { invoice, payment } = await payOut(address, 2_500)

    const decoded = decodeInvoice(invoice.bolt11)
    expect(decoded.amountMsat).toBe(2_500_000)
    expect(decoded.descriptionHash).toBe(
      createHash('sha256').update(metadataOf(service, 'kid')).digest('hex'),
    )
    expect(invoice).toMatchObject({ address, amountSat: 2_500, paymentHash: decoded.paymentHash })
    expect(payment.paymentHash).toBe(invoice.paymentHash)
    expect(service.node.invoices.get(invoice.paymentHash)?.state).toBe('settled')
    const callback = service.http.requests.at(-1)
    expect(callback?.path).toBe('/lnurlp/callback')
    expect(Object.fromEntries(callback?.query ?? [])).toEqual({ user: 'kid', amount: '2500000' })
  })

  it('refuses an invoice for another amount than asked, nothing paid', async () => {
    service.invoiceAmountOffsetMsat = 1_000
    const error = await refusal(payOut(service.addressOf('kid'), 21), 'invoice-mismatch')
    expect(error.message).toBe(
      `The invoice from ${service.addressOf('kid')} is for 22 sats, not the 21 sats asked: nothing was paid`,
    )
  })

  it('refuses an invoice whose description hash is not the metadata hash, nothing paid', async () => {
    service.isDescriptionHashWrong = true
    const error = await refusal(payOut(service.addressOf('kid'), 21), 'invoice-mismatch')
    expect(error.message).toMatch(
      /does not match the payment details it announced: nothing was paid/,
    )
  })

  it('says clearly when the amount is above maxSendable, without asking for an invoice', async () => {
    service.maxSendableMsat = 10_000_500
    const error = await refusal(payOut(service.addressOf('mia'), 20_000), 'amount-out-of-range')
    expect(error.message).toBe(
      `${service.addressOf('mia')} accepts at most 10000 sats in one payment; 20000 sats is too much`,
    )
    expect(service.http.requests.map((r) => r.path)).toEqual(['/.well-known/lnurlp/mia'])

    service.minSendableMsat = 5_000_000
    expect(
      (await refusal(payOut(service.addressOf('mia'), 10), 'amount-out-of-range')).message,
    ).toMatch(/accepts at least 5000 sats/)
  })

  it("refuses an invoice for another network than the wallet's", async () => {
    const error = await fetchLightningAddressInvoice(service.addressOf('kid'), 21, {
      policy: loopbackForTests,
      network: 'mainnet',
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ code: 'invoice-mismatch' })
  })

  it("passes on the service's own refusal", async () => {
    const error = await refusal(payOut(service.addressOf('nobody'), 21), 'service-error')
    expect(error.message).toBe(`${service.domain} refused: user not found`)
  })

  it('gives up on a slow service and refuses an oversized answer', async () => {
    service.http.delayMs = 1_000
    const slow = fetchLightningAddressInvoice(service.addressOf('kid'), 21, {
      policy: loopbackForTests,
      timeoutMs: 300,
    })
    await refusal(slow, 'timeout')
    service.http.delayMs = 0
    service.http.override = { status: 200, body: `"${'x'.repeat(5_000)}"` }
    const large = fetchLightningAddressInvoice(service.addressOf('kid'), 21, {
      policy: loopbackForTests,
      maxResponseBytes: 1_000,
    })
    await refusal(large, 'bad-response')
  })
})

describe('Lightning address policy', () => {
  it('reaches plain-http loopback only under the insecure-loopback flag', async () => {
    const strict = { allowPrivateHosts: false, allowInsecureLoopback: false }
    await refusal(
      resolveLightningAddress(service.addressOf('kid'), { policy: strict }),
      'refused-host',
    )
    // Even an operator who lets the family's node sit on the LAN does not open it to
    // Lightning addresses.
    const homeNode = { allowPrivateHosts: true, allowInsecureLoopback: false }
    await refusal(
      resolveLightningAddress(service.addressOf('kid'), { policy: homeNode }),
      'refused-host',
    )
    expect(service.http.requests).toHaveLength(0)
  })

  it('never connects to private or link-local addresses, for the address or its callback', async () => {
    const homeNode = { allowPrivateHosts: true, allowInsecureLoopback: true }
    for (const address of ['kid@10.0.0.5', 'kid@192.168.1.20:8080', 'kid@169.254.169.254']) {
      const error = await refusal(
        resolveLightningAddress(address, { policy: homeNode }),
        'refused-host',
      )
      expect(error.message).toMatch(/is not a public https:\/\/ address/)
    }
    service.callbackOverride = 'https://10.0.0.5/lnurlp/callback'
    await refusal(
      fetchLightningAddressInvoice(service.addressOf('kid'), 21, { policy: homeNode }),
      'refused-host',
    )
    service.callbackOverride = 'file:///etc/passwd'
    await refusal(
      fetchLightningAddressInvoice(service.addressOf('kid'), 21, { policy: homeNode }),
      'refused-host',
    )
  })

  it('accepts name@domain forms and refuses the rest', () => {
    expect(parseLightningAddress('  Kid.Name+tag@Example.COM ')).toEqual({
      username: 'kid.name+tag',
      domain: 'example.com',
      address: 'kid.name+tag@example.com',
    })
    expect(parseLightningAddress('kid@127.0.0.1:8080').domain).toBe('127.0.0.1:8080')
    for (const bad of [
      'kid',
      'kid@',
      '@example.com',
      'k id@example.com',
      'kid@exa mple.com',
      'kid@example.com/path',
      'kid@example.com?x=1',
      'kid@user@example.com',
      'kid@-example.com',
      'kid@example.onion',
    ]) {
      expect(() => parseLightningAddress(bad), bad).toThrow(LnurlError)
    }
  })
})
