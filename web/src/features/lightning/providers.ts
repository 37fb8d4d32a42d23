/**
 * Every Lightning connection the app makes (docs/lightning.md): what the setup form calls
 * each one's fields, and how it connects, in the words the setup wizard lists them with.
 * One table, so the public wizard never promises a connection the form does not offer.
 * Breez and Zeus connect through Nostr Wallet Connect and are saved as `nwc`.
 */
export const PROVIDERS = {
  nwc: {
    name: 'Nostr Wallet Connect',
    url: 'Connection string',
    placeholder: 'nostr+walletconnect://...',
    credentials: null,
    connectsBy:
      'a nostr+walletconnect:// string from any wallet that offers it (Coinos, Alby Hub, Primal, LNbits and others), with the budget you give it in the wallet',
  },
  alby_hub: {
    name: 'Alby Hub',
    url: 'Hub URL',
    placeholder: 'https://hub.example.com',
    credentials: 'Access token',
    connectsBy: "the hub's URL and an access token made in its settings (its API)",
  },
  lnd: {
    name: 'LND (REST)',
    url: 'REST URL',
    placeholder: 'https://node.local:8080',
    credentials: 'Macaroon (hex)',
    connectsBy:
      "the node's REST URL and a macaroon, plus its TLS certificate when it is self-signed",
  },
  phoenix: {
    name: 'Phoenix (phoenixd)',
    url: 'phoenixd URL',
    placeholder: 'http://phoenixd.local:9740',
    credentials: 'HTTP password',
    connectsBy: "phoenixd's URL and its HTTP password (its API)",
  },
  breez: {
    name: 'Breez',
    url: 'Connection string',
    placeholder: 'nostr+walletconnect://...',
    credentials: null,
    connectsBy: 'Nostr Wallet Connect: the connection string made in Breez',
  },
  zeus: {
    name: 'Zeus',
    url: 'Connection string',
    placeholder: 'nostr+walletconnect://...',
    credentials: null,
    connectsBy: 'Nostr Wallet Connect: the connection string made in Zeus',
  },
} as const

export type ProviderId = keyof typeof PROVIDERS
