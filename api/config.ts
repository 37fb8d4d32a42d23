import { join, resolve } from 'node:path'
import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'
import { BITCOIN_NETWORKS, type BitcoinNetwork } from './contracts/networks.js'
import { OPERATOR_POLICY, parseConnectionString } from './lib/lightning/connection-string.js'
import type { LightningConnectionConfig } from './lib/lightning/create-lightning-provider.js'
import { LightningConfigError } from './lib/lightning/lightning-provider.js'
import type { OutboundPolicy } from './lib/outbound-url.js'
import { canonicalTimeZone } from './lib/time-zone.js'

const HTTP_URL_PATTERN = '^https?://[^\\s/]+(/[^\\s]*)?$'
const HttpUrl = Type.String({ pattern: HTTP_URL_PATTERN })
/** A host name or IPv4 address, as a node system exports them (10.21.21.26). */
const Host = Type.String({ pattern: '^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$' })
const Port = Type.Integer({ minimum: 1, maximum: 65535 })
/** A price in sats: at least 1, at most all the bitcoin there will ever be. */
const PriceSats = (fallback: number) =>
  Type.Integer({ minimum: 1, maximum: 2_100_000_000_000_000, default: fallback })

/** Variables whose value is a credential: an error names them but never shows the value. */
const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  'SECRET_KEY',
  'BILLING_LIGHTNING_URL',
  'DATABASE_URL',
])

/**
 * Every environment variable the server reads, with its default. This is the only
 * place that reads process.env; .env.example and docs/configuration.md list the same.
 */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  // Hosting (docs/architecture.md, "Database engines"): PostgreSQL instead of DATA_DIR's SQLite file.
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://[^\\s]+$' })),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  PUBLIC_URL: Type.Optional(HttpUrl),
  // Comma-separated addresses; each entry is checked by publicUrlsFrom.
  PUBLIC_URLS: Type.Optional(Type.String({ minLength: 1 })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  SECRET_KEY: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Family Bitcoin <no-reply@localhost>' }),
  ADMIN_EMAILS: Type.String({ default: '' }),
  TZ: Type.Optional(Type.String({ minLength: 1 })),
  USD_PER_BTC: Type.Number({ exclusiveMinimum: 0, default: 44_000 }),
  SESSION_DAYS: Type.Integer({ minimum: 1, maximum: 365, default: 30 }),
  RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 90 }),
  JOBS_ENABLED: Type.Boolean({ default: true }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  BITCOIN_NETWORK: Type.Union(
    BITCOIN_NETWORKS.map((n) => Type.Literal(n)),
    { default: 'mainnet' },
  ),
  ESPLORA_URL: Type.Optional(HttpUrl),
  ESPLORA_STYLE: Type.Optional(Type.Union([Type.Literal('esplora'), Type.Literal('mempool')])),
  ESPLORA_CACHE_SECONDS: Type.Integer({ minimum: 0, maximum: 600, default: 10 }),
  // Exported by Umbrel's mempool and lightning apps (docs/deploy/umbrel/).
  APP_MEMPOOL_IP: Type.Optional(Host),
  APP_MEMPOOL_PORT: Type.Optional(Port),
  APP_LIGHTNING_NODE_IP: Type.Optional(Host),
  APP_LIGHTNING_NODE_REST_PORT: Type.Optional(Port),
  LND_DIR: Type.String({ minLength: 1, default: '/lnd' }),
  ALLOW_PRIVATE_HOSTS: Type.Boolean({ default: false }),
  ALLOW_INSECURE_RELAYS: Type.Boolean({ default: false }),
  // Billing (docs/billing.md): off unless the operator of a hosted instance turns it on.
  BILLING_ENABLED: Type.Boolean({ default: false }),
  BILLING_LIGHTNING_URL: Type.Optional(Type.String({ minLength: 1 })),
  PRICE_MONTHLY_SATS: PriceSats(21_000),
  PRICE_YEARLY_SATS: PriceSats(200_000),
  TRIAL_DAYS: Type.Integer({ minimum: 0, maximum: 3650, default: 90 }),
})

type Env = Static<typeof EnvSchema>

/** The names of every variable read, for the check that each one is documented. */
export const ENV_VARIABLES: readonly string[] = Object.keys(EnvSchema.properties)

/**
 * Where on-chain balances and history are read. The two styles answer the same
 * paths differently (docs/configuration.md, "Bitcoin node"): 'esplora' is
 * Blockstream's electrs or mempool/electrs (mempool.space, blockstream.info);
 * 'mempool' is a self-hosted mempool whose backend is an Electrum server, as on
 * Umbrel, where an address's funded_txo_sum is its net balance and history pages
 * are 10 transactions long.
 */
export interface ChainSource {
  /** Base URL without a trailing slash; paths such as /address/:addr go after it. */
  url: string
  style: 'esplora' | 'mempool'
  network: BitcoinNetwork
  /** How long an address's balance and the chain's tip are reused (0: read each time). */
  cacheMs: number
}

/** The node's own LND, reached over REST with files from its mounted data folder (read-only). */
export interface NodeLnd {
  restUrl: string
  /** LND's self-signed certificate, to trust as the CA of restUrl. */
  tlsCertPath: string
  /** The network's macaroons: use the least powerful one that does the job. */
  macaroonPaths: { readonly: string; invoice: string; admin: string }
}

/** Public explorers answering in Esplora style; regtest has none, so a local electrs. */
const PUBLIC_ESPLORA: Record<BitcoinNetwork, string> = {
  mainnet: 'https://mempool.space/api',
  testnet: 'https://mempool.space/testnet/api',
  testnet4: 'https://mempool.space/testnet4/api',
  signet: 'https://mempool.space/signet/api',
  regtest: 'http://127.0.0.1:3002',
}

/**
 * Subscriptions paid over Lightning. Off, nobody sees a trial or a price and nothing
 * is ever locked; on, invoices are made by the operator's own receiving wallet.
 */
export type BillingConfig =
  | { enabled: false }
  | {
      enabled: true
      /** BILLING_LIGHTNING_URL, read: a credential, never logged or shown. */
      connection: LightningConnectionConfig
      priceMonthlySat: number
      priceYearlySat: number
    }

export interface Config {
  port: number
  host: string
  dataDir: string
  /** DATABASE_URL: PostgreSQL when set, SQLite in dataDir otherwise. A credential, never logged or shown. */
  databaseUrl: string | undefined
  /** Connections each instance keeps open to PostgreSQL at most. */
  databasePoolSize: number
  /**
   * The main address: links made without a request (jobs' e-mails) and for a request
   * that came in on an address not in publicUrls. Always publicUrls[0].
   */
  publicUrl: string
  /**
   * Every address the app answers on (PUBLIC_URL, then PUBLIC_URLS), without a trailing
   * slash: a request on one of them gets links, cookies and passkeys for that address
   * (api/lib/public-address.ts); the Host header is never used unchecked.
   */
  publicUrls: readonly [string, ...string[]]
  logLevel: Env['LOG_LEVEL']
  secretKeyHex: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  adminEmails: string[]
  defaultTimeZone: string
  usdPerBtc: number
  sessionDays: number
  /** Days sign-in records (with their addresses) and security events are kept (docs/data-retention.md). */
  retentionDays: number
  jobsEnabled: boolean
  trustProxy: boolean
  chainSource: ChainSource
  /** Undefined unless the node's LND is configured (APP_LIGHTNING_NODE_IP and _REST_PORT). */
  nodeLnd: NodeLnd | undefined
  /** Where URLs typed by parents may make the server connect (api/lib/outbound-url.ts). */
  outboundPolicy: OutboundPolicy
  /** Length of the free trial a new family starts with. */
  trialDays: number
  billing: BillingConfig
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/**
 * Reads and checks the environment. Throws a ConfigError naming every bad variable
 * and what it should look like, so a typo stops start-up instead of being ignored.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, unknown> = {}
  for (const key of Object.keys(EnvSchema.properties)) {
    const value = env[key]
    if (value !== undefined && value !== '') raw[key] = value
  }
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw))
  const problems = Value.Errors(EnvSchema, converted).map((e) => {
    const name = e.instancePath.replace(/^\//, '') || 'environment'
    return `${shown(name, raw[name])}: ${EXPECTED[name] ?? choicesOf(name) ?? e.message}`
  })
  problems.push(...databaseProblems(raw))
  const timeZone = (converted as Partial<Env>).TZ
  if (timeZone && canonicalTimeZone(timeZone) === null) {
    problems.push(`TZ=${JSON.stringify(timeZone)}: must be an IANA time zone such as Europe/Berlin`)
  }
  problems.push(
    ...missingPartner(raw, 'APP_MEMPOOL_IP', 'APP_MEMPOOL_PORT'),
    ...missingPartner(raw, 'APP_LIGHTNING_NODE_IP', 'APP_LIGHTNING_NODE_REST_PORT'),
  )
  if (raw.ESPLORA_STYLE !== undefined && raw.ESPLORA_URL === undefined) {
    problems.push(
      `ESPLORA_STYLE=${JSON.stringify(raw.ESPLORA_STYLE)}: only applies together with ESPLORA_URL`,
    )
  }
  const billingConnection = readBillingConnection(converted as Partial<Env>, problems)
  const publicUrls = publicUrlsFrom(converted as Partial<Env>, problems)
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${[...new Set(problems)].join('\n  ')}`)
  }
  const e = converted as Env
  const [mainUrl = `http://localhost:${e.PORT}`, ...otherUrls] = publicUrls
  const addresses: [string, ...string[]] = [mainUrl, ...otherUrls]
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: mainUrl,
    publicUrls: addresses,
    logLevel: e.LOG_LEVEL,
    secretKeyHex: e.SECRET_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    defaultTimeZone: e.TZ ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
    usdPerBtc: e.USD_PER_BTC,
    sessionDays: e.SESSION_DAYS,
    retentionDays: e.RETENTION_DAYS,
    jobsEnabled: e.JOBS_ENABLED,
    trustProxy: e.TRUST_PROXY,
    chainSource: chainSourceFrom(e),
    nodeLnd: nodeLndFrom(e),
    outboundPolicy: {
      allowPrivateHosts: e.ALLOW_PRIVATE_HOSTS,
      allowInsecureLoopback: e.ALLOW_INSECURE_RELAYS,
    },
    trialDays: e.TRIAL_DAYS,
    billing: billingFrom(e, billingConnection),
  })
}

function billingFrom(e: Env, connection: LightningConnectionConfig | undefined): BillingConfig {
  // A missing connection with billing on was refused above.
  if (!e.BILLING_ENABLED || !connection) return { enabled: false }
  return {
    enabled: true,
    connection,
    priceMonthlySat: e.PRICE_MONTHLY_SATS,
    priceYearlySat: e.PRICE_YEARLY_SATS,
  }
}

/**
 * PUBLIC_URL first (the main address) when set, then each entry of PUBLIC_URLS not
 * already named; empty when neither is set (the main address is then localhost).
 */
function publicUrlsFrom(env: Partial<Env>, problems: string[]): string[] {
  const urls: string[] = []
  const add = (url: string) => {
    const trimmed = url.replace(/\/+$/, '')
    if (!urls.includes(trimmed)) urls.push(trimmed)
  }
  if (typeof env.PUBLIC_URL === 'string') add(env.PUBLIC_URL)
  const pattern = new RegExp(HTTP_URL_PATTERN)
  for (const entry of (env.PUBLIC_URLS ?? '').split(',').map((s) => s.trim())) {
    if (entry === '') continue
    if (pattern.test(entry) && URL.canParse(entry)) add(entry)
    else {
      problems.push(
        `PUBLIC_URLS=${JSON.stringify(env.PUBLIC_URLS)}: ${JSON.stringify(entry)} is not an address such as http://umbrel.local:3000 (comma-separated, http or https)`,
      )
    }
  }
  return urls
}

/** What a variable should look like, where TypeBox's words ("must match pattern ...") would not tell. */
const EXPECTED: Readonly<Record<string, string>> = {
  DATABASE_URL:
    'must be a PostgreSQL address such as postgres://user:password@host:5432/database (unset for SQLite in DATA_DIR)',
}

/**
 * PostgreSQL is for hosting several instances on one database: they must all encrypt
 * and read the stored secrets with one key, so it is given rather than generated into
 * each instance's DATA_DIR.
 */
function databaseProblems(raw: Record<string, unknown>): string[] {
  const url = raw.DATABASE_URL
  if (typeof url !== 'string') return []
  const problems: string[] = []
  if (/^postgres(ql)?:\/\/\S+$/.test(url) && !URL.canParse(url)) {
    problems.push(`${shown('DATABASE_URL', url)}: ${EXPECTED.DATABASE_URL}`)
  }
  if (raw.SECRET_KEY === undefined) {
    problems.push(
      'SECRET_KEY="": required with DATABASE_URL, the same on every instance (64 hex digits, e.g. from openssl rand -hex 32)',
    )
  }
  return problems
}

/** `NAME="value"` for an error line; a credential's value stays out of the message (and the log). */
function shown(name: string, value: unknown): string {
  return SECRET_VARIABLES.has(name)
    ? `${name} (value hidden)`
    : `${name}=${JSON.stringify(value ?? '')}`
}

/**
 * The operator's receiving wallet: required when billing is on, checked whenever set
 * so a typo is found before billing is turned on.
 */
function readBillingConnection(
  env: Partial<Env>,
  problems: string[],
): LightningConnectionConfig | undefined {
  const text = env.BILLING_LIGHTNING_URL
  if (typeof text !== 'string') {
    if (env.BILLING_ENABLED === true) {
      problems.push(
        'BILLING_LIGHTNING_URL="": required when BILLING_ENABLED=true: the connection string of the wallet that receives the payments (docs/billing.md)',
      )
    }
    return undefined
  }
  try {
    return parseConnectionString(text, OPERATOR_POLICY)
  } catch (error) {
    if (!(error instanceof LightningConfigError)) throw error
    problems.push(`${shown('BILLING_LIGHTNING_URL', text)}: ${error.message}`)
    return undefined
  }
}

/** "must be one of ..." for a variable with a fixed set of values; TypeBox's own words name no value. */
function choicesOf(name: string): string | undefined {
  const schema = (EnvSchema.properties as Record<string, { anyOf?: { const?: unknown }[] }>)[name]
  const values = schema?.anyOf?.map((option) => option.const)
  if (!values?.every((value) => typeof value === 'string')) return undefined
  return `must be one of ${values.join(', ')}`
}

/** A pair that only works together: one without the other is a typo, not a choice. */
function missingPartner(raw: Record<string, unknown>, a: string, b: string): string[] {
  if ((raw[a] === undefined) === (raw[b] === undefined)) return []
  const [set, unset] = raw[a] === undefined ? [b, a] : [a, b]
  return [`${unset}="": must be set together with ${set}`]
}

/**
 * ESPLORA_URL when set; otherwise the node's own mempool when its address is
 * exported (Umbrel's runs on an Electrum backend), otherwise the network's public
 * explorer.
 */
function chainSourceFrom(e: Env): ChainSource {
  const network = e.BITCOIN_NETWORK
  const cacheMs = e.ESPLORA_CACHE_SECONDS * 1000
  if (e.ESPLORA_URL) {
    const url = e.ESPLORA_URL.replace(/\/+$/, '')
    return { url, style: e.ESPLORA_STYLE ?? 'esplora', network, cacheMs }
  }
  if (e.APP_MEMPOOL_IP && e.APP_MEMPOOL_PORT) {
    const url = `http://${e.APP_MEMPOOL_IP}:${e.APP_MEMPOOL_PORT}/api`
    return { url, style: 'mempool', network, cacheMs }
  }
  return { url: PUBLIC_ESPLORA[network], style: 'esplora', network, cacheMs }
}

function nodeLndFrom(e: Env): NodeLnd | undefined {
  if (!e.APP_LIGHTNING_NODE_IP || !e.APP_LIGHTNING_NODE_REST_PORT) return undefined
  const dir = resolve(e.LND_DIR)
  // LND keeps one set of macaroons per chain and network.
  const macaroons = join(dir, 'data/chain/bitcoin', e.BITCOIN_NETWORK)
  return {
    restUrl: `https://${e.APP_LIGHTNING_NODE_IP}:${e.APP_LIGHTNING_NODE_REST_PORT}`,
    tlsCertPath: join(dir, 'tls.cert'),
    macaroonPaths: {
      readonly: join(macaroons, 'readonly.macaroon'),
      invoice: join(macaroons, 'invoice.macaroon'),
      admin: join(macaroons, 'admin.macaroon'),
    },
  }
}
