import type { LightningText } from './texts'

/**
 * Every Lightning connection the app makes (docs/lightning.md): what the setup form calls
 * each one's fields, and how it connects, in the words the setup wizard lists them with.
 * One table, so the public wizard never promises a connection the form does not offer.
 * Breez and Zeus connect through Nostr Wallet Connect and are saved as `nwc`. The English
 * words here are the catalogue's source (texts.ts); screens show them through providerTexts.
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

/** A provider's field labels and how it connects, in the language shown (texts.ts). */
export function providerTexts(
  t: LightningText,
  id: ProviderId,
): { url: string; credentials: string | null; connectsBy: string } {
  switch (id) {
    case 'nwc':
      return { url: t('providerNwcUrl'), credentials: null, connectsBy: t('providerNwcConnectsBy') }
    case 'alby_hub':
      return {
        url: t('providerAlbyHubUrl'),
        credentials: t('providerAlbyHubCredentials'),
        connectsBy: t('providerAlbyHubConnectsBy'),
      }
    case 'lnd':
      return {
        url: t('providerLndUrl'),
        credentials: t('providerLndCredentials'),
        connectsBy: t('providerLndConnectsBy'),
      }
    case 'phoenix':
      return {
        url: t('providerPhoenixUrl'),
        credentials: t('providerPhoenixCredentials'),
        connectsBy: t('providerPhoenixConnectsBy'),
      }
    case 'breez':
      return {
        url: t('providerBreezUrl'),
        credentials: null,
        connectsBy: t('providerBreezConnectsBy'),
      }
    case 'zeus':
      return {
        url: t('providerZeusUrl'),
        credentials: null,
        connectsBy: t('providerZeusConnectsBy'),
      }
  }
}
