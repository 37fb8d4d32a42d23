import { readFile } from 'node:fs/promises'
import type { Db } from '../../../db/client.js'
import {
  countLightningConnections,
  deleteLightningConnection,
  findLightningConnection,
  type LightningConnection,
  saveLightningConnection,
} from '../../../db/queries/lightning-connections.js'
import type { NodeLnd } from '../../config.js'
import { LIGHTNING_MESSAGES } from '../../contracts/lightning.js'
import { AppError, badRequest, conflict, notFound } from '../../errors.js'
import type { LightningConnectionConfig } from '../../lib/lightning/create-lightning-provider.js'
import {
  LightningConfigError,
  LightningError,
  type LightningProvider,
  type ProviderKind,
} from '../../lib/lightning/lightning-provider.js'
import { redactNwcUri } from '../../lib/lightning/nwc-uri.js'
import type { MessageReply } from '../../lib/schemas.js'
import { sealSecret } from '../../lib/secret-box.js'
import type { SessionUser } from '../../lib/sessions.js'
import type { FamilyWallets } from './family-wallets.js'
import type {
  BalanceReply,
  ConfigReply,
  ConnectionTestReply,
  HubConnectBody,
  HubConnectReply,
  NodeLndReply,
  NodesReply,
  SetupBody,
  SetupReply,
} from './lightning.schemas.js'
import {
  familyWallet,
  type LightningDeps,
  sealContext,
  throwWalletFailure,
} from './lightning-context.js'

export const PROVIDER_NAMES: Readonly<Record<ProviderKind, string>> = {
  nwc: 'Nostr Wallet Connect',
  lnd: 'LND',
  phoenix: 'Phoenix (phoenixd)',
  alby_hub: 'Alby Hub',
}

/**
 * Wallets the spec's setup form lists that connect through Wallet Connect here: their
 * connection string is the URL, and the connection is saved as nwc.
 */
const THROUGH_NWC = new Set(['nwc', 'breez', 'zeus'])

/** The spec shows the connection's address cut to 40 characters. */
const SHOWN_URL_LENGTH = 40

/**
 * The settings of a setup form, per provider, checked for what each one needs.
 * @throws AppError 400 naming what is missing or not supported
 */
function configFrom(body: SetupBody): LightningConnectionConfig {
  const provider = body.provider.trim()
  const url = body.url.trim()
  if (provider === '' || url === '') {
    throw badRequest(
      'missing-field',
      LIGHTNING_MESSAGES.detailsRequired,
      provider ? 'url' : 'provider',
    )
  }
  const credentials = body.credentials?.trim() ?? ''
  const needs = (what: string) => {
    if (credentials === '') {
      throw badRequest('missing-field', `Enter ${what} in the credentials field`, 'credentials')
    }
    return credentials
  }
  if (THROUGH_NWC.has(provider)) {
    if (credentials !== '') {
      throw badRequest(
        'invalid-request',
        'Leave the credentials empty for Nostr Wallet Connect: the connection string carries its own secret',
        'credentials',
      )
    }
    return { kind: 'nwc', uri: url }
  }
  switch (provider) {
    case 'lnd': {
      const tlsCertPem = body.tlsCertificate?.trim()
      return {
        kind: 'lnd',
        url,
        macaroonHex: needs('the macaroon (hex)'),
        ...(tlsCertPem ? { tlsCertPem } : {}),
      }
    }
    case 'phoenix':
      return { kind: 'phoenix', url, password: needs("phoenixd's HTTP password") }
    case 'alby_hub':
      return { kind: 'alby_hub', url, token: needs('the Alby Hub access token') }
    default:
      throw badRequest(
        'unsupported-provider',
        'Choose a provider: nwc, alby_hub, lnd, phoenix, breez or zeus',
        'provider',
      )
  }
}

/**
 * Where the settings connect, without any credential (no secret, no user info, no query).
 * @throws LightningConfigError for an address that is not a URL
 */
function displayUrlOf(config: LightningConnectionConfig): string {
  if (config.kind === 'nwc') return redactNwcUri(config.uri)
  let url: URL
  try {
    url = new URL(config.url)
  } catch {
    throw new LightningConfigError('The address is not a valid URL')
  }
  return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`
}

function toConfigReply(connection: LightningConnection | undefined): ConfigReply {
  if (!connection) {
    return {
      configured: false,
      provider: null,
      providerName: null,
      url: null,
      hubName: null,
      hubRegion: null,
      updatedAt: null,
    }
  }
  const shown = connection.displayUrl
  return {
    configured: true,
    provider: connection.provider,
    providerName: PROVIDER_NAMES[connection.provider],
    url: shown.length > SHOWN_URL_LENGTH ? `${shown.slice(0, SHOWN_URL_LENGTH)}...` : shown,
    hubName: connection.hubName,
    hubRegion: connection.hubRegion,
    updatedAt: connection.updatedAt,
  }
}

/**
 * Connects the family's wallet from the setup form (spec 2, "Lightning config (setup)").
 */
export function saveConnection(
  db: Db,
  deps: LightningDeps,
  user: SessionUser,
  body: SetupBody,
  now: Date,
): Promise<SetupReply> {
  const config = configFrom(body)
  const hub =
    config.kind === 'alby_hub'
      ? { hubName: body.hubName?.trim() || null, hubRegion: body.hubRegion?.trim() || null }
      : { hubName: null, hubRegion: null }
  return adoptConnection(db, deps, user, config, hub, now)
}

/**
 * The Advanced tab's hub form (`POST /api/lightning/connect`): an Alby Hub by its URL
 * and access token, with an optional name and region shown on the config page.
 */
export async function connectHub(
  db: Db,
  deps: LightningDeps,
  user: SessionUser,
  body: HubConnectBody,
  now: Date,
): Promise<HubConnectReply> {
  const url = body.url?.trim() ?? ''
  const token = body.token?.trim() ?? ''
  if (url === '' || token === '') {
    throw badRequest('missing-field', LIGHTNING_MESSAGES.hubDetailsRequired, url ? 'token' : 'url')
  }
  if (body.type !== undefined && body.type !== 'alby_hub') {
    throw badRequest('unsupported-provider', 'The hub form connects an Alby Hub only', 'type')
  }
  const saved = await adoptConnection(
    db,
    deps,
    user,
    { kind: 'alby_hub', url, token },
    { hubName: body.name?.trim() || null, hubRegion: body.region?.trim() || null },
    now,
  )
  return { ...saved, provider: 'alby_hub' }
}

/** Whether the operator set up this node's LND, and where it is (no credential). */
export function nodeLndOffer(nodeLnd: NodeLnd | undefined): NodeLndReply {
  return nodeLnd ? { available: true, url: nodeLnd.restUrl } : { available: false, url: null }
}

/**
 * "Use this node's LND": connects with the node's own admin macaroon and certificate,
 * read here from the operator's LND folder; they never travel through a browser.
 * @throws AppError 404 when the operator did not configure the node's LND, 409 when its
 * files cannot be read
 */
export async function connectNodeLnd(
  db: Db,
  deps: LightningDeps,
  user: SessionUser,
  nodeLnd: NodeLnd | undefined,
  now: Date,
): Promise<SetupReply> {
  if (!nodeLnd) throw notFound("This node's LND")
  let macaroon: Buffer
  let tlsCertPem: string
  try {
    // Paying needs the admin macaroon; the invoice one cannot send.
    macaroon = await readFile(nodeLnd.macaroonPaths.admin)
    tlsCertPem = await readFile(nodeLnd.tlsCertPath, 'utf8')
  } catch {
    throw conflict(
      'node-lnd-unreadable',
      "The node's LND files (tls.cert and admin.macaroon) cannot be read: check that LND is running and its folder is mounted",
    )
  }
  return adoptConnection(
    db,
    deps,
    user,
    { kind: 'lnd', url: nodeLnd.restUrl, macaroonHex: macaroon.toString('hex'), tlsCertPem },
    { hubName: null, hubRegion: null },
    now,
  )
}

/**
 * The settings are tried first (a balance read) and saved only when the wallet
 * answers, sealed with the server's key; the tried provider becomes the family's, so
 * its connection is reused. Replaces an earlier connection.
 */
async function adoptConnection(
  db: Db,
  deps: LightningDeps,
  user: SessionUser,
  config: LightningConnectionConfig,
  hub: { hubName: string | null; hubRegion: string | null },
  now: Date,
): Promise<SetupReply> {
  let provider: LightningProvider
  let displayUrl: string
  try {
    displayUrl = displayUrlOf(config)
    provider = deps.build(config)
  } catch (error) {
    if (error instanceof LightningConfigError) throw badRequest('invalid-url', error.message, 'url')
    throw error
  }
  let balanceSat: number
  try {
    balanceSat = (await provider.getBalance()).balanceSat
  } catch (error) {
    await provider.close()
    if (error instanceof LightningError) {
      throw badRequest(
        'lightning-connection-failed',
        `The wallet did not accept the connection: ${error.message}`,
      )
    }
    throw error
  }
  const saved = await saveLightningConnection(db, {
    familyId: user.familyId,
    provider: config.kind,
    sealedConfig: sealSecret(deps.secretKey, JSON.stringify(config), sealContext(user.familyId)),
    displayUrl,
    ...hub,
    createdBy: user.id,
    at: now.toISOString(),
  })
  deps.wallets.adopt(user.familyId, saved.revision, provider)
  return {
    success: true,
    message: `${PROVIDER_NAMES[config.kind]} connected`,
    config: toConfigReply(saved),
    balance: { confirmedBalance: balanceSat },
  }
}

export async function readConnection(db: Db, familyId: number): Promise<ConfigReply> {
  return toConfigReply(await findLightningConnection(db, familyId))
}

/**
 * Forgets the family's connection and closes its provider. Invoices and payments
 * already made stay in the books; pending ones are settled once a wallet is connected
 * again.
 */
export async function removeConnection(
  db: Db,
  deps: LightningDeps,
  familyId: number,
): Promise<MessageReply> {
  const removed = await deleteLightningConnection(db, familyId)
  await deps.wallets.forget(familyId)
  return {
    success: true,
    message: removed
      ? 'Lightning configuration removed'
      : 'There was no Lightning configuration to remove',
  }
}

/** The Test Connection button: a balance read through the saved connection. */
export async function testSavedConnection(
  db: Db,
  deps: LightningDeps,
  familyId: number,
): Promise<ConnectionTestReply> {
  let wallet: Awaited<ReturnType<typeof familyWallet>>
  try {
    wallet = await familyWallet(db, deps, familyId)
  } catch (error) {
    if (error instanceof AppError) return failedTest(null, error.message)
    throw error
  }
  if (!wallet) return failedTest(null, 'No Lightning wallet is connected')
  try {
    const { balanceSat } = await wallet.getBalance()
    return {
      success: true,
      message: `Connected to the family wallet through ${PROVIDER_NAMES[wallet.kind]}`,
      provider: wallet.kind,
      balance: { confirmedBalance: balanceSat },
    }
  } catch (error) {
    if (error instanceof LightningError) return failedTest(wallet.kind, error.message)
    throw error
  }
}

function failedTest(provider: ProviderKind | null, message: string): ConnectionTestReply {
  return { success: false, message, provider, balance: null }
}

/**
 * The family wallet's balance for the dashboard card: `connected: false` (Offline)
 * without a connection or when the wallet did not answer, with the reason.
 */
export async function readBalance(
  db: Db,
  deps: LightningDeps,
  familyId: number,
): Promise<BalanceReply> {
  const offline = (provider: ProviderKind | null, error?: string): BalanceReply => ({
    connected: false,
    configured: provider !== null,
    provider,
    channelBalance: 0,
    confirmedBalance: 0,
    totalBalance: 0,
    balance: 0,
    ...(error ? { error } : {}),
  })
  let wallet: Awaited<ReturnType<typeof familyWallet>>
  try {
    wallet = await familyWallet(db, deps, familyId)
  } catch (error) {
    if (error instanceof AppError) {
      const connection = await findLightningConnection(db, familyId)
      return offline(connection?.provider ?? null, error.message)
    }
    throw error
  }
  if (!wallet) return offline(null)
  try {
    const { balanceSat } = await wallet.getBalance()
    return {
      connected: true,
      configured: true,
      provider: wallet.kind,
      channelBalance: balanceSat,
      confirmedBalance: balanceSat,
      totalBalance: balanceSat,
      balance: balanceSat,
    }
  } catch (error) {
    if (error instanceof LightningError) return offline(wallet.kind, error.message)
    throw error
  }
}

/** The node behind the family wallet, as far as its backend tells it. */
export async function listNodes(
  db: Db,
  deps: LightningDeps,
  familyId: number,
): Promise<NodesReply> {
  const wallet = await familyWallet(db, deps, familyId)
  if (!wallet) return { nodes: [] }
  const info = await wallet.getInfo().catch(throwWalletFailure)
  return {
    nodes: [
      { alias: info.alias, pubkey: info.pubkey, network: info.network, provider: wallet.kind },
    ],
  }
}

/**
 * /health's `lightning` service, in aggregate only: how many family connections there
 * are and how their wallets answered their last call, from memory. No wallet is
 * called for it, so it stays cheap however often /health is asked.
 */
export async function lightningHealth(
  db: Db,
  wallets: FamilyWallets,
): Promise<{ status: 'up' | 'degraded' | 'down' | 'not_configured'; error?: string }> {
  const total = await countLightningConnections(db)
  if (total === 0) return { status: 'not_configured' }
  const { answered, silent } = wallets.lastOutcomes()
  if (silent === 0) return { status: 'up' }
  const summary = `${silent} of ${total} family Lightning connections did not answer their last call`
  return { status: silent >= total && answered === 0 ? 'down' : 'degraded', error: summary }
}
