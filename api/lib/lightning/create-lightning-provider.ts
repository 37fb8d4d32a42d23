import { type Static, Type } from 'typebox'
import { AlbyHubProvider } from './alby-hub-provider.js'
import type { LightningProvider, LightningProviderOptions } from './lightning-provider.js'
import { LndProvider } from './lnd-provider.js'
import { createNwcProvider } from './nwc-provider.js'
import { PhoenixdProvider } from './phoenixd-provider.js'

/** A family's connection to its Lightning wallet, as saved (credentials decrypted). */
export const LightningConnectionConfig = Type.Union([
  /** Nostr Wallet Connect: the nostr+walletconnect:// string the wallet gave. */
  Type.Object({ kind: Type.Literal('nwc'), uri: Type.String() }),
  Type.Object({
    kind: Type.Literal('lnd'),
    url: Type.String(),
    macaroonHex: Type.String(),
    tlsCertPem: Type.Optional(Type.String()),
  }),
  Type.Object({ kind: Type.Literal('phoenix'), url: Type.String(), password: Type.String() }),
  Type.Object({ kind: Type.Literal('alby_hub'), url: Type.String(), token: Type.String() }),
])
export type LightningConnectionConfig = Static<typeof LightningConnectionConfig>

/**
 * Builds the provider for a saved connection, whichever backend it names. Nothing
 * connects until the first call.
 * @throws LightningConfigError when a setting cannot work (message for the parent,
 * without the credential)
 */
export function createLightningProvider(
  config: LightningConnectionConfig,
  options: LightningProviderOptions,
): LightningProvider {
  switch (config.kind) {
    case 'nwc':
      return createNwcProvider(config.uri, options)
    case 'lnd':
      return new LndProvider({
        ...options,
        url: config.url,
        macaroonHex: config.macaroonHex,
        tlsCertPem: config.tlsCertPem,
      })
    case 'phoenix':
      return new PhoenixdProvider({ ...options, url: config.url, password: config.password })
    case 'alby_hub':
      return new AlbyHubProvider({ ...options, url: config.url, accessToken: config.token })
  }
}
