import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadConfig } from '../api/config.js'
import { required } from '../api/lib/required.js'

const root = resolve(import.meta.dirname, '..')
const umbrelDir = join(root, 'docs/deploy/umbrel')
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/** A YAML mapping as these tests read it: every value is checked by an assertion. */
type YamlMap = Record<string, unknown>
/** What the tests walk through in a compose file; the rest they only assert on. */
interface ComposeFile extends YamlMap {
  services: Record<string, ComposeService>
  volumes?: YamlMap
}
interface ComposeService extends YamlMap {
  environment?: Record<string, unknown>
  volumes?: string[]
}
const readYaml = (path: string) => parse(read(path)) as YamlMap
const readCompose = (path: string) => parse(read(path)) as ComposeFile

const service = (compose: ComposeFile, name: string) =>
  required(compose.services[name], `service "${name}" of the compose file`)

/** The field order Umbrel's packaging rules ask of a new package (all of them required). */
const MANIFEST_FIELDS = [
  'manifestVersion',
  'id',
  'category',
  'name',
  'version',
  'tagline',
  'description',
  'releaseNotes',
  'developer',
  'website',
  'dependencies',
  'repo',
  'support',
  'port',
  'gallery',
  'path',
  'defaultUsername',
  'defaultPassword',
  'submitter',
  'submission',
]

/**
 * Every variable umbrelOS sets for an app's compose file (its packaging rules), with the values
 * it gives them on a node named umbrel with remote Tor access on: the package may use these
 * and what its own exports.sh exports, nothing else.
 */
const UMBREL_ENV: Record<string, string> = {
  APP_ID: 'family-bitcoin',
  APP_VERSION: '0.1.0',
  APP_MANIFEST_FILE: '/home/umbrel/umbrel/app-data/family-bitcoin/umbrel-app.yml',
  APP_DATA_DIR: '/home/umbrel/umbrel/app-data/family-bitcoin',
  APP_DOMAIN: 'umbrel.local',
  APP_HIDDEN_SERVICE: 'pg6mmjiyjmcrsslvykfwnntlaru7p5svn6y2ymmju6nubxndf4pscryd.onion',
  APP_PROXY_HOSTNAME: 'app_proxy_family-bitcoin',
  APP_PROXY_PORT: '3471',
  APP_SEED: 'a'.repeat(64),
  APP_PASSWORD: 'b'.repeat(64),
  DEVICE_HOSTNAME: 'umbrel',
  DEVICE_DOMAIN_NAME: 'umbrel.local',
  UMBREL_ROOT: '/home/umbrel/umbrel',
  NETWORK_IP: '10.21.0.0',
  TOR_PROXY_IP: '10.21.21.11',
  TOR_PROXY_PORT: '9050',
  TOR_DATA_DIR: '/home/umbrel/umbrel/tor/data',
}

/**
 * Compose replaces $VAR, ${VAR}, ${VAR:-default} and ${VAR:?message} from its environment
 * (Umbrel's, or the .env beside the file). A variable that is not set and has no default is
 * an error here, where compose would only warn and put an empty string into the address or
 * path; `:?` is compose's own error, with its message.
 */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}|\$(\w+)/g,
    (
      _match,
      braced: string | undefined,
      kind: string | undefined,
      text: string | undefined,
      bare: string | undefined,
    ) => {
      const name = (braced ?? bare) as string
      const set = env[name]
      if (set !== undefined && set !== '') return set
      if (kind === '-') return text ?? ''
      if (kind === '?') throw new Error(`\${${name}}: ${text}`)
      throw new Error(`\${${name}} is neither set by Umbrel nor exported by exports.sh`)
    },
  )
}

/** The web container's environment as the app would see it, for the given node exports. */
function umbrelAppEnv(exported: Record<string, string>): Record<string, string> {
  const compose = readCompose('docs/deploy/umbrel/docker-compose.yml')
  const env = { ...UMBREL_ENV, ...exported }
  const environment = required(service(compose, 'web').environment, 'the web environment')
  return Object.fromEntries(
    Object.entries(environment).map(([k, v]) => [k, interpolate(String(v), env)]),
  )
}

/** What exports.sh exports when both optional apps are installed (read from the file). */
function exportsOfScript(): Record<string, string> {
  const script = readFileSync(join(umbrelDir, 'exports.sh'), 'utf8')
  return Object.fromEntries(
    [...script.matchAll(/export (APP_FAMILY_BITCOIN_\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  )
}

describe('compose.yaml (plain home server)', () => {
  const compose = readCompose('compose.yaml')
  const app = service(compose, 'app')

  it('builds this project and keeps the data on a named volume at /data', () => {
    expect(app.build).toBe('.')
    expect(app.volumes).toEqual(['family-data:/data'])
    expect(Object.keys(compose.volumes ?? {})).toEqual(['family-data'])
    expect(app.restart).toBe('unless-stopped')
  })

  it('pins where the app listens and keeps data inside the container, whatever .env says', () => {
    expect(app.environment).toEqual({ DATA_DIR: '/data', HOST: '0.0.0.0', PORT: '3000' })
    expect(app.ports).toEqual(['3000:3000'])
    expect(app.env_file).toEqual([{ path: '.env', required: false }])
  })
})

describe('Umbrel package (docs/deploy/umbrel)', () => {
  const manifest = readYaml('docs/deploy/umbrel/umbrel-app.yml')
  const compose = readCompose('docs/deploy/umbrel/docker-compose.yml')
  const web = service(compose, 'web')

  it('has every manifest field, in the order Umbrel asks for, with usable values', () => {
    expect(Object.keys(manifest)).toEqual(MANIFEST_FIELDS)
    expect(manifest.manifestVersion).toBe(1)
    expect(manifest.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(manifest.category).toBe('finance')
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/)
    for (const field of ['name', 'tagline', 'description', 'developer', 'submitter']) {
      expect(manifest[field], field).toEqual(expect.stringMatching(/\S/))
    }
    for (const field of ['website', 'repo', 'support', 'submission']) {
      expect(manifest[field], field).toMatch(/^https:\/\/\S+$/)
    }
    expect(manifest.releaseNotes).toBe('')
    expect(manifest.dependencies).toEqual([])
    expect(manifest.gallery).toEqual([])
    expect(manifest.path).toBe('')
    expect(manifest.defaultUsername).toBe('')
    expect(manifest.defaultPassword).toBe('')
    expect(Number.isInteger(manifest.port)).toBe(true)
    // umbrelOS itself answers on 80, 443 and 2000.
    expect([80, 443, 2000]).not.toContain(manifest.port)
  })

  it("puts Umbrel's proxy, with its login, in front of the web container's port", () => {
    expect(compose.services.app_proxy).toEqual({
      environment: { APP_HOST: `${manifest.id}_web_1`, APP_PORT: 3000 },
    })
    expect(Object.keys(compose.services)).toEqual(['app_proxy', 'web'])
  })

  it('runs the released image, pinned by digest, as 1000:1000 with its data under APP_DATA_DIR', () => {
    expect(web.image).toMatch(/^ghcr\.io\/[a-z0-9-]+\/[a-z0-9-]+:v[\d.]+@sha256:[0-9a-f]{64}$/)
    expect(web.image).toContain(`:v${manifest.version}@`)
    expect(web.user).toBe('1000:1000')
    expect(web.restart).toBe('on-failure')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose syntax, not a JS template
    const dataMount = '${APP_DATA_DIR}/data:/data'
    expect(web.volumes).toEqual([dataMount])
    for (const forbidden of ['build', 'ports', 'network_mode', 'privileged']) {
      expect(web, forbidden).not.toHaveProperty(forbidden)
    }
    expect(compose).not.toHaveProperty('networks')
    // The bind-mount source must exist, owned by Umbrel's 1000:1000, before the first start.
    expect(existsSync(join(umbrelDir, 'data/.gitkeep'))).toBe(true)
  })

  it("reads no other app's files and no variable of an app it does not declare", () => {
    const allowed = new Set([...Object.keys(UMBREL_ENV), ...Object.keys(exportsOfScript())])
    const text = read('docs/deploy/umbrel/docker-compose.yml')
    const used = [...text.matchAll(/\$\{?(\w+)/g)].map((m) => m[1] as string)
    expect(used.filter((name) => !allowed.has(name))).toEqual([])
    // A mount's host side lies in the app's own data folder; nothing under UMBREL_ROOT.
    for (const compose of [readCompose('docs/deploy/umbrel/docker-compose.yml')]) {
      for (const [name, svc] of Object.entries(compose.services)) {
        for (const mount of svc.volumes ?? []) {
          expect(mount, name).toMatch(/^\$\{APP_DATA_DIR\}\/data(\/|:)/)
        }
      }
    }
    expect(text).not.toContain('UMBREL_ROOT')
  })

  it('uses every variable exports.sh exports, and no other of its own', () => {
    const exported = Object.keys(exportsOfScript()).sort()
    const used = [
      ...new Set(read('docs/deploy/umbrel/docker-compose.yml').match(/APP_FAMILY_BITCOIN_\w+/g)),
    ].sort()
    expect(exported.length).toBeGreaterThan(0)
    expect(used).toEqual(exported)
  })

  it('lists every address Umbrel names the device by, so sign-in links follow the one used', () => {
    const config = loadConfig(umbrelAppEnv({}))
    expect(config.publicUrl).toBe('http://umbrel.local:3471')
    expect(config.publicUrls).toEqual([
      'http://umbrel.local:3471',
      'http://umbrel:3471',
      `http://${UMBREL_ENV.APP_HIDDEN_SERVICE}`,
    ])
    // With remote Tor access off, Umbrel's stand-in name is listed and the main address stays.
    const withoutTor = loadConfig(umbrelAppEnv({ APP_HIDDEN_SERVICE: 'not-enabled.onion' }))
    expect(withoutTor.publicUrl).toBe('http://umbrel.local:3471')
    expect(withoutTor.publicUrls).toContain('http://not-enabled.onion')
  })

  it('refuses an address or path built from a variable Umbrel does not set', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose syntax, not a JS template
    const lanAddress = 'http://${DEVICE_LAN_IP}:${APP_PROXY_PORT}'
    expect(() => interpolate(lanAddress, UMBREL_ENV)).toThrow(/DEVICE_LAN_IP/)
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose syntax, not a JS template
    expect(interpolate('${DEVICE_LAN_IP:-}', UMBREL_ENV)).toBe('')
  })

  it("starts with the node's mempool when exports.sh finds it", () => {
    const config = loadConfig(umbrelAppEnv(exportsOfScript()))
    expect(config.publicUrl).toBe('http://umbrel.local:3471')
    expect(config.trustProxy).toBe(true)
    expect(config.outboundPolicy.allowPrivateHosts).toBe(true)
    expect(config.chainSource).toEqual({
      url: 'http://10.21.21.26:3006/api',
      style: 'mempool',
      network: 'mainnet',
      cacheMs: 10_000,
    })
  })

  it('starts on the public explorer and without node LND on a bare node', () => {
    const config = loadConfig(umbrelAppEnv({}))
    expect(config.chainSource.url).toBe('https://mempool.space/api')
    expect(config.chainSource.style).toBe('esplora')
    expect(config.nodeLnd).toBeUndefined()
  })
})

describe('docs/deploy/hosted (PostgreSQL, two app instances, Caddy in front)', () => {
  const compose = readCompose('docs/deploy/hosted/compose.yaml')
  const postgres = service(compose, 'postgres')
  const caddy = service(compose, 'caddy')
  const apps = Object.keys(compose.services).filter((name) => name.startsWith('app-'))
  /** What .env.example asks the operator for, filled in. */
  const SAMPLE: Record<string, string> = {
    DOMAIN: 'family.example.org',
    POSTGRES_PASSWORD: 'c0ffee42',
    SECRET_KEY: 'ab'.repeat(32),
  }
  const environmentOf = (name: string, env: Record<string, string> = SAMPLE) =>
    Object.fromEntries(
      Object.entries(required(service(compose, name).environment, `${name}'s environment`)).map(
        ([key, value]) => [key, interpolate(String(value), env)],
      ),
    )

  it('runs PostgreSQL with a health check, its data on one volume, sorting text as SQLite does', () => {
    expect(postgres.image).toMatch(/^postgres:\d+$/)
    expect(postgres.volumes).toEqual(['postgres-data:/var/lib/postgresql/data'])
    expect(postgres.healthcheck).toMatchObject({
      test: ['CMD', 'pg_isready', '-U', 'family', '-d', 'family'],
    })
    expect(postgres).not.toHaveProperty('ports')
    // The same locale as the cluster the tests run on: code-point order, as SQLite sorts.
    const testLocale = read('scripts/postgres-for-tests.sh').match(/--locale=(\S+)/)?.[1]
    expect(testLocale).toBe('C.UTF-8')
    const initdb = String(environmentOf('postgres').POSTGRES_INITDB_ARGS).split(' ')
    expect(initdb).toEqual(
      expect.arrayContaining(['--locale-provider=libc', `--locale=${testLocale}`]),
    )
    // The one other volume is Caddy's certificates; only PostgreSQL holds the families' data.
    expect(Object.keys(compose.volumes ?? {}).sort()).toEqual(['caddy-data', 'postgres-data'])
    for (const name of Object.keys(compose.services).filter((n) => n !== 'postgres')) {
      for (const mount of service(compose, name).volumes ?? []) {
        expect(mount, name).not.toMatch(/^postgres-data:/)
      }
    }
  })

  it('runs two identical app instances on it, started once it is healthy, reachable only through Caddy', () => {
    expect(apps).toEqual(['app-1', 'app-2'])
    const [first, second] = apps.map((name) => service(compose, name))
    expect(second).toEqual(first)
    expect(first?.build).toBe('../../..')
    expect(first).not.toHaveProperty('ports')
    expect(first?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } })
    const url = new URL(environmentOf('app-1').DATABASE_URL ?? '')
    const db = required(postgres.environment, "postgres's environment")
    expect(url.hostname).toBe('postgres')
    expect(url.port).toBe('5432')
    expect(url.username).toBe(db.POSTGRES_USER)
    expect(url.pathname).toBe(`/${db.POSTGRES_DB}`)
    expect(url.password).toBe(SAMPLE.POSTGRES_PASSWORD)
  })

  it('will not start without the values .env.example asks for', () => {
    const asked = [...read('docs/deploy/hosted/.env.example').matchAll(/^(\w+)=/gm)].map(
      (m) => m[1],
    )
    expect(asked.sort()).toEqual(Object.keys(SAMPLE).sort())
    for (const name of asked) {
      const { [name as string]: _missing, ...rest } = SAMPLE
      expect(() => environmentOf('app-1', rest), name).toThrow(
        new RegExp(`\\$\\{${name}\\}: set ${name} in \\.env`),
      )
    }
  })

  it('gives each instance an environment the app accepts: PostgreSQL, one key, behind the proxy', () => {
    for (const name of apps) {
      const config = loadConfig(environmentOf(name))
      expect(config.databaseUrl).toBe('postgres://family:c0ffee42@postgres:5432/family')
      expect(config.secretKeyHex).toBe(SAMPLE.SECRET_KEY)
      expect(config.publicUrl).toBe('https://family.example.org')
      expect(config.trustProxy).toBe(true)
      expect(config.host).toBe('0.0.0.0')
      expect(config.port).toBe(3000)
    }
  })

  it('puts Caddy in front on 80 and 443, its Caddyfile naming exactly the instances and their port', () => {
    expect(caddy.image).toMatch(/^caddy:\d+$/)
    expect(caddy.ports).toEqual(['80:80', '443:443'])
    expect(caddy.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(caddy.depends_on).toEqual(
      Object.fromEntries(apps.map((name) => [name, { condition: 'service_healthy' }])),
    )
    const upstreams = read('docs/deploy/hosted/Caddyfile').match(
      /^\s*reverse_proxy ([^{\n]+)/m,
    )?.[1]
    const port = environmentOf('app-1').PORT
    expect(upstreams?.trim().split(/\s+/)).toEqual(apps.map((name) => `${name}:${port}`))
    expect(read('docs/deploy/hosted/Caddyfile')).toMatch(/health_uri \/health\n/)
    // A connection test's later steps must reach the instance holding its wallet connection.
    expect(read('docs/deploy/hosted/Caddyfile')).toMatch(/lb_policy cookie\n/)
  })
})
