import { describe, expect, it } from 'vitest'
import type { BitcoinNetwork } from '../../contracts/networks.js'
import { BIP86_XPUB, MASTER_FINGERPRINT, VECTORS } from '../../testing/bitcoin-vectors.js'
import electrum from '../../testing/electrum-addresses.json' with { type: 'json' }
import { addressDeriver } from './derivation.js'
import { parseWalletKey } from './wallet-key.js'

describe('address derivation', { timeout: 30_000 }, () => {
  // Electrum reads xpub/tpub as legacy (p2pkh), ypub/upub as nested and zpub/vpub as
  // native segwit: the same mapping the parser uses, with legacy chosen for xpub/tpub.
  for (const [name, wallet] of Object.entries(electrum.wallets)) {
    it(`matches Electrum's first 20 receive and 10 change addresses for the ${name}`, () => {
      const network: BitcoinNetwork = ['xpub', 'ypub', 'zpub'].includes(name)
        ? 'mainnet'
        : 'testnet'
      const deriver = addressDeriver(parseWalletKey(wallet.key, { network, scriptType: 'legacy' }))
      expect(wallet.receiving).toHaveLength(20)
      expect(wallet.change).toHaveLength(10)
      expect(wallet.receiving.map((_, i) => deriver.derive(0, i).address)).toEqual(wallet.receiving)
      expect(wallet.change.map((_, i) => deriver.derive(1, i).address)).toEqual(wallet.change)
    })
  }

  it('derives the BIP86 taproot vectors with the internal key for PSBTs', () => {
    const key = parseWalletKey(`tr([${MASTER_FINGERPRINT}/86h/0h/0h]${BIP86_XPUB}/0/*)`, {
      network: 'mainnet',
    })
    const deriver = addressDeriver(key)
    const first = deriver.derive(0, 0)
    expect(first.address).toBe(VECTORS.bip86.receive0)
    expect(first.tapInternalKey).toEqual(first.publicKey.slice(1))
    expect(first.redeemScript).toBeNull()
    expect(first.derivationPath).toBe("m/86'/0'/0'/0/0")
    expect(deriver.derive(0, 1).address).toBe(VECTORS.bip86.receive1)
    expect(deriver.derive(1, 0).address).toBe(VECTORS.bip86.change0)
  })

  it('gives nested segwit addresses their redeem script', () => {
    const key = parseWalletKey(VECTORS_YPUB_DESCRIPTOR, { network: 'mainnet' })
    const derived = addressDeriver(key).derive(0, 0)
    expect(derived.address).toBe(VECTORS.bip49.receive0)
    // OP_0 PUSH20 <hash160(pubkey)>
    expect(derived.redeemScript?.length).toBe(22)
    expect(derived.redeemScript?.[0]).toBe(0)
  })

  it('shares one deriver per wallet and network, and refuses hardened indexes', () => {
    const key = parseWalletKey(BIP86_XPUB, { network: 'mainnet', scriptType: 'taproot' })
    expect(addressDeriver(key)).toBe(addressDeriver({ ...key }))
    expect(() => addressDeriver(key).derive(0, 2 ** 31)).toThrow(RangeError)
    expect(() => addressDeriver(key).derive(0, -1)).toThrow(RangeError)
  })
})

const VECTORS_YPUB_DESCRIPTOR =
  'sh(wpkh(ypub6Ww3ibxVfGzLrAH1PNcjyAWenMTbbAosGNB6VvmSEgytSER9azLDWCxoJwW7Ke7icmizBMXrzBx9979FfaHxHcrArf3zbeJJJUZPf663zsP/0/*))'
