import { X509Certificate } from 'node:crypto'
import { type TObject, Type } from 'typebox'
import { Value } from 'typebox/value'
import { hexOfBase64url, pemOfBase64urlDer } from '../../contracts/lndconnect.js'
import type { OutboundPolicy } from '../outbound-url.js'
import type { LightningConnectionConfig } from './create-lightning-provider.js'
import { LightningConfigError } from './lightning-provider.js'
import { parseNwcUri } from './nwc-uri.js'

/**
 * One Lightning connection written as one string, for configuration an operator types
 * into an environment variable (BILLING_LIGHTNING_URL; docs/billing.md):
 *
 * - Nostr Wallet Connect: the wallet's own `nostr+walletconnect://<pubkey>?relay=...&secret=...`
 * - LND REST: the lndconnect URI `lndconnect://<host>:<rest port>?macaroon=<base64url>&cert=<base64url DER>`
 *   (cert may be left out when the node's certificate is signed by a public CA)
 * - phoenixd: `phoenixd+http://<host>:9740?password=<http-password>` (or phoenixd+https://)
 * - Alby Hub: `albyhub+https://<hub address>?token=<access token>` (or albyhub+http://)
 *
 * The credential travels in the string, so no message here ever quotes the string.
 */

/**
 * Where the operator's own connection may reach: it comes from the operator's
 * configuration, not from a user, so it may point at this machine or the LAN (phoenixd
 * listens on http://localhost:9740); anything on the internet still needs TLS.
 */
export const OPERATOR_POLICY: OutboundPolicy = {
  allowPrivateHosts: true,
  allowInsecureLoopback: true,
}

const MAX_LENGTH = 16 * 1024
const BASE64URL = '^[A-Za-z0-9_-]+={0,2}$'

/** The query of each URL form: every parameter named, no others (a typo is an error). */
const LndParams = Type.Object(
  {
    macaroon: Type.String({ pattern: BASE64URL }),
    cert: Type.Optional(Type.String({ pattern: BASE64URL })),
  },
  { additionalProperties: false },
)
const PhoenixdParams = Type.Object(
  { password: Type.String({ minLength: 1, pattern: '^[^\\r\\n]+$' }) },
  { additionalProperties: false },
)
const AlbyHubParams = Type.Object(
  { token: Type.String({ minLength: 1, pattern: '^\\S+$' }) },
  { additionalProperties: false },
)

const SCHEMES = 'nostr+walletconnect://, lndconnect://, phoenixd+https:// or albyhub+https://'

/**
 * Reads a connection string into the connection the provider factory builds.
 * @throws LightningConfigError naming what is wrong, never quoting the string
 */
export function parseConnectionString(
  input: string,
  policy: OutboundPolicy,
): LightningConnectionConfig {
  const text = input.trim()
  if (text.length > MAX_LENGTH) throw new LightningConfigError('The connection string is too long')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase()
  switch (scheme) {
    case 'nostr+walletconnect':
      parseNwcUri(text, policy)
      return { kind: 'nwc', uri: text }
    case 'lndconnect': {
      const { address, params } = readUrl(text, 'https', LndParams, 'an LND')
      return {
        kind: 'lnd',
        url: address,
        macaroonHex: hexOfBase64url(params.macaroon),
        ...(params.cert === undefined ? {} : { tlsCertPem: pemOf(params.cert) }),
      }
    }
    case 'phoenixd+http':
    case 'phoenixd+https': {
      const transport = scheme === 'phoenixd+https' ? 'https' : 'http'
      const { address, params } = readUrl(text, transport, PhoenixdParams, 'a phoenixd')
      return { kind: 'phoenix', url: address, password: params.password }
    }
    case 'albyhub+http':
    case 'albyhub+https': {
      const transport = scheme === 'albyhub+https' ? 'https' : 'http'
      const { address, params } = readUrl(text, transport, AlbyHubParams, 'an Alby Hub')
      return { kind: 'alby_hub', url: address, token: params.token }
    }
    default:
      throw new LightningConfigError(`The connection string must start with ${SCHEMES}`)
  }
}

/**
 * The http(s) address a URL form names, and its query read by `schema`. The path is
 * kept (a hub served under /hub); user names and fragments are refused.
 */
function readUrl<T extends TObject>(
  text: string,
  transport: 'http' | 'https',
  schema: T,
  what: string,
): { address: string; params: Record<keyof T['properties'], string> } {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new LightningConfigError(`The connection string is not a valid URL for ${what} node`)
  }
  if (url.host === '') throw new LightningConfigError(`The connection string names no host`)
  if (url.username || url.password || url.hash) {
    throw new LightningConfigError(
      'The connection string must carry its credential in the query (?...), not as a user name or #fragment',
    )
  }
  const params: Record<string, string> = {}
  for (const [name, value] of url.searchParams) {
    if (name in params) throw new LightningConfigError(`The connection string repeats ${name}=`)
    params[name] = value
  }
  const problems = [...Value.Errors(schema, params)]
  // A misspelt name also leaves the right one missing: the misspelling is the news.
  const problem = problems.find(isUnknownParameter) ?? problems[0]
  if (problem) throw new LightningConfigError(describeProblem(problem, schema, what))
  const path = url.pathname.replace(/\/+$/, '')
  return {
    address: `${transport}://${url.host}${path}`,
    params: params as Record<keyof T['properties'], string>,
  }
}

/** Which parameter is missing, unknown or malformed: names only, never a value. */
function describeProblem(
  problem: { keyword: string; schemaPath: string; instancePath: string; params: object },
  schema: TObject,
  what: string,
): string {
  const name = problem.instancePath.replace(/^\//, '')
  if (problem.keyword === 'required') {
    const missing = (problem.params as { requiredProperties?: string[] }).requiredProperties?.[0]
    return `The connection string for ${what} node needs ${missing ?? 'more'}=`
  }
  if (isUnknownParameter(problem) || !(name in schema.properties)) {
    const expected = Object.keys(schema.properties).join('= and ')
    return `The connection string has a parameter it does not take (${what} node takes ${expected}=)`
  }
  return name === 'macaroon' || name === 'cert'
    ? `The ${name} in the connection string must be base64url text (as lndconnect writes it)`
    : `The ${name} in the connection string is not valid`
}

function isUnknownParameter(problem: { schemaPath: string }): boolean {
  return problem.schemaPath.endsWith('additionalProperties')
}

/** lndconnect carries the certificate as base64url DER; the LND provider pins a PEM. */
function pemOf(certBase64url: string): string {
  const der = Buffer.from(certBase64url, 'base64url')
  try {
    new X509Certificate(der)
  } catch {
    throw new LightningConfigError('The cert in the connection string is not a certificate')
  }
  return pemOfBase64urlDer(certBase64url)
}
