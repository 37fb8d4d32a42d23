/** One address the app answers on, as the operator listed it (PUBLIC_URL, PUBLIC_URLS). */
export interface PublicAddress {
  /** Base of links, without a trailing slash: http://umbrel.local:3000 */
  url: string
  origin: string
  /** The host name without its port: a passkey's relying-party id. */
  hostname: string
  /** https: cookies set for it travel over TLS only. */
  isSecure: boolean
}

/** What a request tells about the address it was sent to (Fastify's request.host and .protocol). */
export interface RequestedAddress {
  /** The Host header, or X-Forwarded-Host behind a trusted proxy. */
  host: string
  protocol: string
}

export interface PublicAddresses {
  /** The first listed: links made without a request, and for requests on unlisted hosts. */
  main: PublicAddress
  all: readonly PublicAddress[]
  /** The listed address the request was sent to, or undefined when its host is not listed. */
  match(request: RequestedAddress): PublicAddress | undefined
  /** The listed address the request was sent to, else the main one. */
  of(request: RequestedAddress): PublicAddress
}

/** A Host header's name and port: a DNS name, an IPv4 or a bracketed IPv6 address. */
const HOST_HEADER = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::(\d{1,5}))?$/i

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 }

/**
 * The addresses in `urls` (the first is the main one) and how to tell which one a request
 * came in on. A link, a cookie's Secure flag or a passkey's relying party is built from a
 * request's host only when that host is on the list: an unchecked Host header is how
 * sign-in links get poisoned (a stranger asks for a link to the owner's address with
 * Host: evil.example, and the owner's mail points there).
 */
export function publicAddresses(urls: readonly [string, ...string[]]): PublicAddresses {
  const listed = urls.map((url) => {
    const parsed = new URL(url)
    return {
      address: {
        url,
        origin: parsed.origin,
        hostname: parsed.hostname,
        isSecure: parsed.protocol === 'https:',
      },
      protocol: parsed.protocol,
      port: parsed.port === '' ? DEFAULT_PORTS[parsed.protocol] : Number(parsed.port),
    }
  })
  const main = (listed[0] as (typeof listed)[number]).address
  const match = (request: RequestedAddress): PublicAddress | undefined => {
    const host = HOST_HEADER.exec(request.host)
    if (!host?.[1]) return undefined
    const hostname = host[1].toLowerCase()
    // Without a port in the Host header the client used its scheme's default one; behind
    // a proxy that terminates TLS the scheme seen here may not be the browser's, so only
    // the name has to match then.
    const port = host[2] === undefined ? undefined : Number(host[2])
    const candidates = listed.filter(
      (entry) => entry.address.hostname === hostname && (port === undefined || entry.port === port),
    )
    const sameScheme = candidates.find((entry) => entry.protocol === `${request.protocol}:`)
    return (sameScheme ?? candidates[0])?.address
  }
  return {
    main,
    all: listed.map((entry) => entry.address),
    match,
    of: (request) => match(request) ?? main,
  }
}
