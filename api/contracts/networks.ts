/** The Bitcoin networks, named once for the server's configuration, the wallet and Lightning. */

/** The chains a server can run on (BITCOIN_NETWORK). */
export const BITCOIN_NETWORKS = ['mainnet', 'testnet', 'testnet4', 'signet', 'regtest'] as const
export type BitcoinNetwork = (typeof BITCOIN_NETWORKS)[number]

/**
 * The networks a Lightning invoice or wallet names: BOLT11 gives testnet and testnet4 one
 * prefix ("lntb"), so a testnet4 wallet reads as testnet.
 */
export type LightningNetwork = Exclude<BitcoinNetwork, 'testnet4'>
