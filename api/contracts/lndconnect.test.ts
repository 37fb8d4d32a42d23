import { X509Certificate } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { OPERATOR_POLICY, parseConnectionString } from '../lib/lightning/connection-string.js'
import { startLndRestTestServer } from '../testing/lnd-rest-test-server.js'
import { TestLightningNetwork } from '../testing/test-lightning-node.js'
import { isLndConnectUri, LNDCONNECT_MESSAGES, readLndConnect } from './lndconnect.js'

const closers: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

const b64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url')

describe('readLndConnect', () => {
  it("fills the LND form with a node's own REST address, macaroon and certificate", async () => {
    const lnd = await startLndRestTestServer({ node: new TestLightningNetwork().createNode() })
    closers.push(lnd.close)
    const cert = new X509Certificate(lnd.tlsCertPem)
    const uri = `lndconnect://${new URL(lnd.url).host}?cert=${cert.raw.toString('base64url')}&macaroon=${b64url(lnd.macaroonHex)}`

    const fields = readLndConnect(`  ${uri}\n`).value
    expect(fields?.url).toBe(lnd.url)
    expect(fields?.macaroonHex).toBe(lnd.macaroonHex)
    expect(new X509Certificate(fields?.tlsCertificatePem ?? '').raw.equals(cert.raw)).toBe(true)
    // The same fields the server reads from the URI given as a connection string.
    const server = parseConnectionString(uri, OPERATOR_POLICY)
    expect(server).toEqual({
      kind: 'lnd',
      url: fields?.url,
      macaroonHex: fields?.macaroonHex,
      tlsCertPem: fields?.tlsCertificatePem,
    })
  })

  it('leaves the certificate out when the URI does, and keeps a path without its last slash', () => {
    const macaroonHex = '0201036c6e6402'.padEnd(66, 'b')
    expect(
      readLndConnect(`LNDCONNECT://node.example:8080/lnd/?macaroon=${b64url(macaroonHex)}==`),
    ).toEqual({ value: { url: 'https://node.example:8080/lnd', macaroonHex } })
    expect(
      readLndConnect(`lndconnect://[2001:db8::1]:8080?macaroon=${b64url(macaroonHex)}`).value?.url,
    ).toBe('https://[2001:db8::1]:8080')
  })

  it.each([
    ['https://node.example:8080?macaroon=AgED', LNDCONNECT_MESSAGES.notAUri],
    ['lndconnect://?macaroon=AgED', LNDCONNECT_MESSAGES.notAUri],
    ['lndconnect://node.example:99999?macaroon=AgED', LNDCONNECT_MESSAGES.notAUri],
    [
      'lndconnect://admin:pw@node.example:8080?macaroon=AgED',
      LNDCONNECT_MESSAGES.credentialOutsideQuery,
    ],
    ['lndconnect://node.example:8080?macaroon=AgED#x', LNDCONNECT_MESSAGES.credentialOutsideQuery],
    [
      'lndconnect://node.example:8080?macaroon=AgED&macaron=AgED',
      LNDCONNECT_MESSAGES.unknownParameter,
    ],
    ['lndconnect://node.example:8080?macaroon=AgED&macaroon=AgEE', LNDCONNECT_MESSAGES.repeated],
    ['lndconnect://node.example:8080?cert=AgED', LNDCONNECT_MESSAGES.noMacaroon],
    ['lndconnect://node.example:8080?macaroon=a+b', LNDCONNECT_MESSAGES.notBase64url],
    ['lndconnect://node.example:8080?macaroon=AgED&cert=a/b', LNDCONNECT_MESSAGES.notBase64url],
    // Five characters: the last holds no whole byte, so this was cut off when copied.
    ['lndconnect://node.example:8080?macaroon=AgEDA', LNDCONNECT_MESSAGES.notBase64url],
  ])('refuses %s at the URL field', (uri, message) => {
    expect(readLndConnect(uri)).toEqual({ problem: { code: 'invalid-url', message, field: 'url' } })
  })

  it('tells a pasted URI from an address typed into the same field', () => {
    expect(isLndConnectUri(' lndconnect://node.example:8080?macaroon=AgED')).toBe(true)
    expect(isLndConnectUri('https://node.example:8080')).toBe(false)
  })
})
