/** Signing in and calling the API as a family, for the benchmark scripts. */

const JSON_TYPE = { 'content-type': 'application/json' }

/** Signs a new parent up through onboarding and the mailed link; returns `sid=...`. */
export async function signUp(
  url: string,
  mailbox: { waitForLink(email: string): Promise<string> },
  email: string,
): Promise<string> {
  await fetch(`${url}/api/onboarding/start`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ email }),
  })
  return redeemLink(url, await mailbox.waitForLink(email))
}

/** Gives a child their own sign-in through the mailed invitation; returns the child's `sid=...`. */
export async function signInChild(
  url: string,
  mailbox: { waitForLink(email: string): Promise<string> },
  parentCookie: string,
  childId: number,
  email: string,
): Promise<string> {
  await apiAs(url, parentCookie)('POST', `/api/children/${childId}/invite`, { email })
  return redeemLink(url, await mailbox.waitForLink(email))
}

/** Opens a mailed sign-in link as its browser would; returns the session cookie. */
async function redeemLink(url: string, link: string): Promise<string> {
  const token = new URL(link).searchParams.get('token')
  const res = await fetch(`${url}/api/auth/verify`, {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ token }),
  })
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`)
  return cookie.split(';')[0] ?? ''
}

/** Calls the API as the signed-in family; any answer but a 2xx throws. */
export function apiAs(url: string, cookie: string) {
  // Answers are taken as the caller says: this is a measuring script, not API code.
  return async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { ...JSON_TYPE, cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
}
