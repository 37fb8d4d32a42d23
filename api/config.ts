import { resolve } from 'node:path'
import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'
import { canonicalTimeZone } from './lib/time-zone.js'

/**
 * Every environment variable the server reads, with its default. This is the only
 * place that reads process.env; .env.example and docs/configuration.md list the same.
 */
const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  DATA_DIR: Type.String({ minLength: 1, default: './data' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s/]+(/[^\\s]*)?$' })),
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
  JOBS_ENABLED: Type.Boolean({ default: true }),
  TRUST_PROXY: Type.Boolean({ default: false }),
})

type Env = Static<typeof EnvSchema>

export interface Config {
  port: number
  host: string
  dataDir: string
  /** Origin used in e-mailed links and for the same-origin check. */
  publicUrl: string
  logLevel: Env['LOG_LEVEL']
  secretKeyHex: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  adminEmails: string[]
  defaultTimeZone: string
  usdPerBtc: number
  sessionDays: number
  jobsEnabled: boolean
  trustProxy: boolean
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
    return `${name}=${JSON.stringify(raw[name] ?? '')}: ${e.message}`
  })
  const timeZone = (converted as Partial<Env>).TZ
  if (timeZone && canonicalTimeZone(timeZone) === null) {
    problems.push(`TZ=${JSON.stringify(timeZone)}: must be an IANA time zone such as Europe/Berlin`)
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${[...new Set(problems)].join('\n  ')}`)
  }
  const e = converted as Env
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
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
    jobsEnabled: e.JOBS_ENABLED,
    trustProxy: e.TRUST_PROXY,
  })
}
