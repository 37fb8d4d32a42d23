/**
 * Secrets that travel in URLs, by name: the only list of them. A sign-in link carries
 * its `token` in the query string; a public connection test's `connectionId` is a path
 * parameter. Logs and security events keep a URL only through `urlForLog`.
 */
const SECRET_QUERY_PARAMETERS: readonly string[] = ['token']
const SECRET_PATH_PARAMETERS: readonly string[] = ['connectionId']

const REDACTED = '[redacted]'

/** What a request carries that says where its secrets are. */
export interface LoggedRequest {
  url: string
  /** The matched route, e.g. `/api/lightning/test-balance/:connectionId` (none for a 404). */
  routeOptions?: { url?: string | undefined }
}

/** The request's URL with every secret replaced by `[redacted]`. */
export function urlForLog(request: LoggedRequest): string {
  const queryAt = request.url.indexOf('?')
  const path = queryAt === -1 ? request.url : request.url.slice(0, queryAt)
  const query = queryAt === -1 ? '' : request.url.slice(queryAt)
  return redactPath(path, request.routeOptions?.url) + redactQuery(query)
}

/** Segments where the route has a secret parameter, matched position by position. */
function redactPath(path: string, route: string | undefined): string {
  if (route === undefined) return path
  const names = route.split('/')
  return path
    .split('/')
    .map((segment, i) => {
      const name = names[i]
      return name?.startsWith(':') && SECRET_PATH_PARAMETERS.includes(name.slice(1))
        ? REDACTED
        : segment
    })
    .join('/')
}

function redactQuery(query: string): string {
  return query.replace(/([?&])([^=&#]*)=([^&#]*)/g, (pair, separator: string, name: string) =>
    SECRET_QUERY_PARAMETERS.includes(decodeQueryName(name))
      ? `${separator}${name}=${REDACTED}`
      : pair,
  )
}

/** `to%6Ben` is `token` too; a name that does not decode is compared as written. */
function decodeQueryName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}
