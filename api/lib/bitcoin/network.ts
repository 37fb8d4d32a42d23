import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'
import type { BitcoinNetwork } from '../../contracts/networks.js'

/** Address and WIF version bytes in the shape @scure/btc-signer expects. */
export interface AddressFormat {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

// testnet, testnet4 and signet share every prefix (tb1, m/n, 2); regtest differs only in
// its bech32 part (bcrt1). btc-signer has no regtest constant.
const REGTEST: AddressFormat = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/** Mainnet keys (xpub, ypub, zpub) serve only mainnet; test keys (tpub, upub, vpub) every other chain. */
export function isMainnet(network: BitcoinNetwork): boolean {
  return network === 'mainnet'
}

export function addressFormat(network: BitcoinNetwork): AddressFormat {
  if (network === 'mainnet') return NETWORK
  if (network === 'regtest') return REGTEST
  return TEST_NETWORK
}
