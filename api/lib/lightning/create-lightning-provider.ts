import { type Static, Type } from 'typebox'
import { AlbyHubProvider } from './alby-hub-provider.js'
import type { HttpBackendOptions } from './http-backend.js'
import type { LightningProvider } from './lightning-provider.js'
import { LndProvider } from './lnd-provider.js'
import { PhoenixdProvider } from './phoenixd-provider.js'

/**
 * A family's connection to one of the HTTP backends, as saved (credentials decrypted).
 * The Nostr Wallet Connect connection ({kind: 'nwc', uri}) is built by its own module.
 */
export const HttpBackendConfig = Type.Union([
  Type.Object({
    kind: Type.Literal('lnd'),
    url: Type.String(),
    macaroonHex: Type.String(),
    tlsCertPem: Type.Optional(Type.String()),
  }),
  Type.Object({ kind: Type.Literal('phoenix'), url: Type.String(), password: Type.String() }),
  Type.Object({ kind: Type.Literal('alby_hub'), url: Type.String(), token: Type.String() }),
])
export type HttpBackendConfig = Static<typeof HttpBackendConfig>

/**
 * Builds the provider for a saved connection. Nothing connects until the first call.
 * @throws LightningConfigError when a setting cannot work (message for the parent)
 */
export function createLightningProvider(
  config: HttpBackendConfig,
  options: HttpBackendOptions,
): LightningProvider {
  switch (config.kind) {
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
