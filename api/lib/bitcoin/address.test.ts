import { describe, expect, it } from 'vitest'
import { VECTORS } from '../../testing/bitcoin-vectors.js'
import { parseAddress } from './address.js'
import { BitcoinInputError } from './bitcoin-input-error.js'

const P2WSH = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'

describe('parseAddress', () => {
  it('accepts every standard type of the network and normalises bech32 to lower case', () => {
    expect(parseAddress(VECTORS.bip44.receive0, 'mainnet').type).toBe('pkh')
    expect(parseAddress(VECTORS.bip49.receive0, 'mainnet').type).toBe('sh')
    expect(parseAddress(VECTORS.bip84.receive0, 'mainnet').type).toBe('wpkh')
    expect(parseAddress(P2WSH, 'mainnet').type).toBe('wsh')
    expect(parseAddress(VECTORS.bip86.receive0, 'mainnet').type).toBe('tr')
    const upper = parseAddress(` ${VECTORS.bip84.receive0.toUpperCase()} `, 'mainnet')
    expect(upper.address).toBe(VECTORS.bip84.receive0)
    expect(Buffer.from(upper.script).toString('hex')).toBe(
      '0014c0cebcd6c3d3ca8c75dc5ec62ebe55330ef910e2',
    )
  })

  it('accepts test-network addresses on each test network', () => {
    for (const network of ['testnet', 'testnet4', 'signet'] as const) {
      expect(parseAddress(VECTORS.testnetBip84.receive0, network).type).toBe('wpkh')
    }
    expect(parseAddress(VECTORS.testnetBip84.regtestReceive0, 'regtest').type).toBe('wpkh')
    // Base58 prefixes are shared by testnet and regtest.
    expect(parseAddress(VECTORS.testnetBip44.receive0, 'regtest').type).toBe('pkh')
    expect(parseAddress(VECTORS.testnetBip49.receive0, 'signet').type).toBe('sh')
  })

  const refusals: [string, string, Parameters<typeof parseAddress>[1], string, RegExp][] = [
    [
      'a mainnet address on testnet',
      VECTORS.bip84.receive0,
      'testnet',
      'wrong-network',
      /mainnet address.*testnet/,
    ],
    [
      'a testnet address on mainnet',
      VECTORS.testnetBip84.receive0,
      'mainnet',
      'wrong-network',
      /test network/,
    ],
    [
      'a tb1 address on regtest',
      VECTORS.testnetBip84.receive0,
      'regtest',
      'wrong-network',
      /regtest/,
    ],
    [
      'a regtest address on signet',
      VECTORS.testnetBip84.regtestReceive0,
      'signet',
      'wrong-network',
      /regtest address/,
    ],
    [
      'a bad bech32 checksum',
      `${VECTORS.bip84.receive0.slice(0, -1)}v`,
      'mainnet',
      'invalid-address',
      /not a valid/,
    ],
    [
      'a bad base58 checksum',
      `${VECTORS.bip44.receive0.slice(0, -1)}B`,
      'mainnet',
      'invalid-address',
      /not a valid/,
    ],
    [
      'mixed-case bech32',
      `bc1Q${VECTORS.bip84.receive0.slice(4)}`,
      'mainnet',
      'invalid-address',
      /not a valid/,
    ],
    [
      'an unknown witness version',
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
      'mainnet',
      'invalid-address',
      /not a valid/,
    ],
    ['an empty string', '  ', 'mainnet', 'invalid-address', /not a valid/],
  ]
  for (const [name, input, network, code, message] of refusals) {
    it(`refuses ${name}`, () => {
      let error: unknown
      try {
        parseAddress(input, network)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(BitcoinInputError)
      expect((error as BitcoinInputError).code).toBe(code)
      expect((error as BitcoinInputError).message).toMatch(message)
    })
  }
})
