import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, ENV_VARIABLES, loadConfig } from './config.js'

describe('loadConfig', () => {
  it('starts on embedded defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.dataDir).toMatch(/data$/)
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.usdPerBtc).toBe(44_000)
    expect(config.smtpUrl).toBeUndefined()
  })

  it('converts and keeps valid values', () => {
    const config = loadConfig({
      PORT: '8080',
      JOBS_ENABLED: 'false',
      ADMIN_EMAILS: 'A@x.org, b@y.org',
      PUBLIC_URL: 'https://family.example/',
    })
    expect(config.port).toBe(8080)
    expect(config.jobsEnabled).toBe(false)
    expect(config.adminEmails).toEqual(['a@x.org', 'b@y.org'])
    expect(config.publicUrl).toBe('https://family.example')
  })

  it('lists the addresses the app answers on: PUBLIC_URL first, then PUBLIC_URLS', () => {
    expect(loadConfig({}).publicUrls).toEqual(['http://localhost:3000'])
    expect(loadConfig({ PUBLIC_URL: 'http://umbrel.local:3000/' }).publicUrls).toEqual([
      'http://umbrel.local:3000',
    ])
    const listed = loadConfig({
      PUBLIC_URLS: ' http://umbrel.local:3000/ , http://10.0.0.5:3000,http://abc.onion',
    })
    expect(listed.publicUrl).toBe('http://umbrel.local:3000')
    expect(listed.publicUrls).toEqual([
      'http://umbrel.local:3000',
      'http://10.0.0.5:3000',
      'http://abc.onion',
    ])
    const both = loadConfig({
      PUBLIC_URL: 'https://family.example',
      PUBLIC_URLS: 'http://umbrel.local:3000,https://family.example/',
    })
    expect(both.publicUrl).toBe('https://family.example')
    expect(both.publicUrls).toEqual(['https://family.example', 'http://umbrel.local:3000'])
    expect(configErrorOf({ PUBLIC_URLS: 'http://umbrel.local:3000,umbrel.local' })).toContain(
      '"umbrel.local" is not an address such as http://umbrel.local:3000',
    )
  })

  it('stops with a message naming every bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', SMTP_URL: 'mail.example', TZ: 'Mars/Base' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT="eighty"')
      expect(message).toContain('SMTP_URL="mail.example"')
      expect(message).toContain('TZ="Mars/Base"')
    }
  })
})

describe('node defaults', () => {
  const umbrelMempool = { APP_MEMPOOL_IP: '10.21.21.26', APP_MEMPOOL_PORT: '3006' }
  const umbrelLnd = { APP_LIGHTNING_NODE_IP: '10.21.21.9', APP_LIGHTNING_NODE_REST_PORT: '8080' }

  it('without node variables reads mainnet from the public explorer, has no node LND and keeps private hosts closed', () => {
    const config = loadConfig({})
    expect(config.chainSource).toEqual({
      url: 'https://mempool.space/api',
      style: 'esplora',
      network: 'mainnet',
      cacheMs: 10_000,
    })
    expect(config.nodeLnd).toBeUndefined()
    expect(config.outboundPolicy).toEqual({
      allowPrivateHosts: false,
      allowInsecureLoopback: false,
    })
  })

  it.each([
    ['testnet', 'https://mempool.space/testnet/api'],
    ['testnet4', 'https://mempool.space/testnet4/api'],
    ['signet', 'https://mempool.space/signet/api'],
    ['regtest', 'http://127.0.0.1:3002'],
  ])('follows BITCOIN_NETWORK=%s to its explorer', (network, url) => {
    expect(loadConfig({ BITCOIN_NETWORK: network }).chainSource).toEqual({
      url,
      style: 'esplora',
      network,
      cacheMs: 10_000,
    })
  })

  it("uses the node's mempool, in its own answer style, when the node exports it", () => {
    expect(loadConfig({ ...umbrelMempool, BITCOIN_NETWORK: 'signet' }).chainSource).toEqual({
      url: 'http://10.21.21.26:3006/api',
      style: 'mempool',
      network: 'signet',
      cacheMs: 10_000,
    })
  })

  it('lets ESPLORA_URL win over the node, without its trailing slash, and takes its style', () => {
    const chosen = loadConfig({ ...umbrelMempool, ESPLORA_URL: 'https://blockstream.info/api/' })
    expect(chosen.chainSource).toEqual({
      url: 'https://blockstream.info/api',
      style: 'esplora',
      network: 'mainnet',
      cacheMs: 10_000,
    })
    const ownMempool = loadConfig({
      ESPLORA_URL: 'http://umbrel.local:3006/api',
      ESPLORA_STYLE: 'mempool',
    })
    expect(ownMempool.chainSource.style).toBe('mempool')
  })

  it('reuses chain answers for ESPLORA_CACHE_SECONDS, 0 to read the chain source each time', () => {
    expect(loadConfig({ ESPLORA_CACHE_SECONDS: '0' }).chainSource.cacheMs).toBe(0)
    expect(loadConfig({ ESPLORA_CACHE_SECONDS: '60' }).chainSource.cacheMs).toBe(60_000)
    expect(configErrorOf({ ESPLORA_CACHE_SECONDS: '-1' })).toContain('ESPLORA_CACHE_SECONDS=-1')
  })

  it("points at the node's LND and the mounted certificate and macaroons of the network", () => {
    expect(loadConfig({ ...umbrelLnd }).nodeLnd).toEqual({
      restUrl: 'https://10.21.21.9:8080',
      tlsCertPath: '/lnd/tls.cert',
      macaroonPaths: {
        readonly: '/lnd/data/chain/bitcoin/mainnet/readonly.macaroon',
        invoice: '/lnd/data/chain/bitcoin/mainnet/invoice.macaroon',
        admin: '/lnd/data/chain/bitcoin/mainnet/admin.macaroon',
      },
    })
    const testnet = loadConfig({ ...umbrelLnd, BITCOIN_NETWORK: 'testnet', LND_DIR: '/mnt/lnd/' })
    expect(testnet.nodeLnd?.tlsCertPath).toBe('/mnt/lnd/tls.cert')
    expect(testnet.nodeLnd?.macaroonPaths.readonly).toBe(
      '/mnt/lnd/data/chain/bitcoin/testnet/readonly.macaroon',
    )
  })

  it('maps ALLOW_PRIVATE_HOSTS and ALLOW_INSECURE_RELAYS to the outbound policy', () => {
    const config = loadConfig({ ALLOW_PRIVATE_HOSTS: 'true', ALLOW_INSECURE_RELAYS: 'true' })
    expect(config.outboundPolicy).toEqual({ allowPrivateHosts: true, allowInsecureLoopback: true })
  })

  it('refuses half of a node address, an unknown network and a style without a URL', () => {
    const message = configErrorOf({
      APP_MEMPOOL_IP: '10.21.21.26',
      APP_LIGHTNING_NODE_REST_PORT: '8080',
      BITCOIN_NETWORK: 'testnet3',
      ESPLORA_STYLE: 'mempool',
      ALLOW_PRIVATE_HOSTS: 'yes',
    })
    expect(message).toContain('APP_MEMPOOL_PORT="": must be set together with APP_MEMPOOL_IP')
    expect(message).toContain(
      'APP_LIGHTNING_NODE_IP="": must be set together with APP_LIGHTNING_NODE_REST_PORT',
    )
    expect(message).toContain('BITCOIN_NETWORK="testnet3"')
    expect(message).toContain('ESPLORA_STYLE="mempool": only applies together with ESPLORA_URL')
    expect(message).toContain('ALLOW_PRIVATE_HOSTS="yes"')
  })
})

describe('billing', () => {
  const nwc = `nostr+walletconnect://${'b'.repeat(64)}?relay=wss://relay.example.com&secret=${'5'.repeat(64)}`

  it('is off by default, with the 90-day trial', () => {
    const config = loadConfig({})
    expect(config.billing).toEqual({ enabled: false })
    expect(config.trialDays).toBe(90)
  })

  it("reads the operator's connection string and the prices when on", () => {
    const config = loadConfig({
      BILLING_ENABLED: 'true',
      BILLING_LIGHTNING_URL: nwc,
      PRICE_MONTHLY_SATS: '25000',
      TRIAL_DAYS: '30',
    })
    expect(config.billing).toEqual({
      enabled: true,
      connection: { kind: 'nwc', uri: nwc },
      priceMonthlySat: 25_000,
      priceYearlySat: 200_000,
    })
    expect(config.trialDays).toBe(30)
  })

  it('needs the connection string when on, and never shows it in an error', () => {
    expect(configErrorOf({ BILLING_ENABLED: 'true' })).toContain(
      'BILLING_LIGHTNING_URL="": required when BILLING_ENABLED=true',
    )
    const secret = 'hunter2-http-password'
    const message = configErrorOf({
      BILLING_ENABLED: 'true',
      BILLING_LIGHTNING_URL: `phoenixd+http://127.0.0.1:9740?passwd=${secret}`,
      PRICE_YEARLY_SATS: '0',
      SECRET_KEY: 'not-hex-but-secret',
    })
    expect(message).toContain(
      'BILLING_LIGHTNING_URL (value hidden): The connection string has a parameter',
    )
    expect(message).toContain('PRICE_YEARLY_SATS=0: must be >= 1')
    expect(message).toContain('SECRET_KEY (value hidden)')
    expect(message).not.toContain(secret)
    expect(message).not.toContain('not-hex-but-secret')
  })
})

describe('the database (DATABASE_URL)', () => {
  const key = 'a'.repeat(64)

  it('is SQLite in DATA_DIR unless a PostgreSQL URL is set, with a pool of 10 by default', () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined()
    for (const url of ['postgres://app:pw@db:5432/family', 'postgresql://db/family']) {
      const config = loadConfig({ DATABASE_URL: url, SECRET_KEY: key })
      expect(config.databaseUrl).toBe(url)
      expect(config.databasePoolSize).toBe(10)
    }
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/x', SECRET_KEY: key, DATABASE_POOL_SIZE: '25' })
        .databasePoolSize,
    ).toBe(25)
  })

  it('refuses any other address and never shows the one given', () => {
    const password = 'correct-horse-battery'
    for (const url of [
      `mysql://app:${password}@db/family`,
      `sqlite:///data/${password}.db`,
      `https://app:${password}@db/family`,
      ` postgres://app:${password}@db/family`,
      `postgres://app:${password}@db:99999999999/family`,
    ]) {
      const message = configErrorOf({ DATABASE_URL: url, SECRET_KEY: key })
      expect(message).toContain(
        'DATABASE_URL (value hidden): must be a PostgreSQL address such as postgres://',
      )
      expect(message).not.toContain(password)
    }
  })

  it('needs SECRET_KEY, which every instance on the database must share', () => {
    expect(configErrorOf({ DATABASE_URL: 'postgres://db/family' })).toContain(
      'SECRET_KEY="": required with DATABASE_URL',
    )
  })
})

describe('documentation', () => {
  const root = resolve(import.meta.dirname, '..')
  it.each(['.env.example', 'docs/configuration.md'])(
    '%s lists every variable the server reads',
    (file) => {
      const text = readFileSync(resolve(root, file), 'utf8')
      const missing = ENV_VARIABLES.filter((name) => !new RegExp(`\\b${name}\\b`).test(text))
      expect(missing).toEqual([])
    },
  )
})

function configErrorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.message
    throw error
  }
  throw new Error('expected a ConfigError')
}
