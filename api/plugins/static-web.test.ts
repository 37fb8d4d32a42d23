import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../contracts/languages.js'
import { SESSION_HINT_COOKIE } from '../contracts/session-hint.js'
import { PRERENDERED_DIR, prerenderedFilePath } from '../lib/prerendered-pages.js'
import { buildTestApp, createFamily, JSON_HEADERS } from '../test-helpers.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The app serving a minimal web bundle. */
async function appWithWeb() {
  const webRoot = mkdtempSync(join(tmpdir(), 'family-web-'))
  dirs.push(webRoot)
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Family</title>')
  mkdirSync(join(webRoot, 'assets'))
  writeFileSync(join(webRoot, 'assets', 'main-ABC.js'), 'console.log(1)')
  writeFileSync(join(webRoot, 'manifest.webmanifest'), '{"name":"Family"}')
  writeFileSync(join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  for (const language of LANGUAGES) {
    mkdirSync(join(webRoot, PRERENDERED_DIR, language), { recursive: true })
    for (const [pathname, heading] of PRERENDERED) {
      writeFileSync(
        join(webRoot, PRERENDERED_DIR, prerenderedFilePath(language, pathname)),
        `<!doctype html><html lang="${language}"><title>Family</title><div id="root" data-prerendered=""><h1>${language === 'en' ? heading : `${heading} (${language})`}</h1></div>`,
      )
    }
  }
  return buildTestApp({ webRoot })
}

/** What the fake bundle's prerendered folder holds. */
const PRERENDERED = new Map([
  ['/', 'Bitcoin allowances'],
  ['/how-it-works', 'How It Works'],
])

const hintOf = (res: { cookies: Array<{ name: string; value: string; maxAge?: number }> }) =>
  res.cookies.find((c) => c.name === SESSION_HINT_COOKIE)

describe('the web bundle', { timeout: 30_000 }, () => {
  it('serves a real robots.txt that leaves the pages crawlable and the API alone', async () => {
    const app = await appWithWeb()
    const res = await app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body).toBe('User-agent: *\nDisallow: /api/\n')
    // Client routes still get the app.
    const page = await app.inject({ method: 'GET', url: '/dashboard' })
    expect(page.body).toContain('<title>Family</title>')
  })

  it('serves the manifest and the service worker, checked again on every page load', async () => {
    const app = await appWithWeb()
    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toBe('application/manifest+json')
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect(manifest.json()).toEqual({ name: 'Family' })
    // A worker kept by the HTTP cache would keep browsers on the old build's shell.
    const worker = await app.inject({ method: 'GET', url: '/sw.js' })
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toBe('application/javascript; charset=utf-8')
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(worker.headers['content-security-policy']).toContain("worker-src 'self'")
    // The hashed bundle keeps its long cache.
    const asset = await app.inject({ method: 'GET', url: '/assets/main-ABC.js' })
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends a public page prerendered to a visitor without a session, and the app to a signed-in one', async () => {
    const app = await appWithWeb()
    const parent = await createFamily(app, 'pat@example.org')
    for (const [url, heading] of PRERENDERED) {
      const visitor = await app.inject({ method: 'GET', url })
      expect(visitor.statusCode).toBe(200)
      expect(visitor.body).toContain(`<h1>${heading}</h1>`)
      // Caches must not hand one answer to the other.
      expect(visitor.headers.vary).toContain('cookie, accept-language')
      expect(visitor.headers['cache-control']).toBe('no-cache')
      const signedIn = await app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } })
      // The app, with the answers its first screen draws from (first-reads-page.test.ts).
      expect(signedIn.body).toMatch(
        /^<!doctype html><title>Family<\/title><script type="application\/json" id="first-reads">/,
      )
      expect(signedIn.headers.vary).toContain('cookie')
      expect(hintOf(signedIn)?.value).toBe('1')
    }
    // The files are the answers of their paths only, never of a URL of their own.
    for (const url of [
      '/prerendered/en/how-it-works.html',
      '/prerendered/de/index.html',
      '/prerendered/',
      '/%70rerendered/index.html',
    ]) {
      const direct = await app.inject({ method: 'GET', url })
      expect(direct.body, url).toBe('<!doctype html><title>Family</title>')
    }
    // A hint left without its session is cleared on a prerendered page too.
    const stale = await app.inject({
      method: 'GET',
      url: '/how-it-works',
      headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
    })
    expect(stale.body).toContain('<h1>How It Works</h1>')
    expect(hintOf(stale)).toMatchObject({ value: '', maxAge: 0 })
    // Other client routes still get the app.
    const other = await app.inject({ method: 'GET', url: '/onboarding' })
    expect(other.body).toBe('<!doctype html><title>Family</title>')
  })

  it("sends a prerendered page in the device's chosen language, else the browser's", async () => {
    const app = await appWithWeb()
    const heading = async (headers: Record<string, string>) =>
      /<h1>([^<]*)<\/h1>/.exec(
        (await app.inject({ method: 'GET', url: '/how-it-works', headers })).body,
      )?.[1]
    expect(await heading({})).toBe('How It Works')
    expect(await heading({ 'accept-language': 'fr-FR, es-MX;q=0.8, de;q=0.5' })).toBe(
      'How It Works (es)',
    )
    expect(await heading({ 'accept-language': 'fr, it' })).toBe('How It Works')
    // The switcher's choice on this device wins over the browser's languages.
    expect(await heading({ 'accept-language': 'es', cookie: 'lang=de' })).toBe('How It Works (de)')
    // A cookie naming no language the app speaks counts as no choice.
    expect(await heading({ 'accept-language': 'es', cookie: 'lang=../en' })).toBe(
      'How It Works (es)',
    )
  })

  it('keeps the session hint in step with the session cookie on page loads', async () => {
    const app = await appWithWeb()
    // A signed-out visitor gets no hint, so the web app asks nobody who is signed in.
    for (const url of ['/', '/dashboard']) {
      expect(hintOf(await app.inject({ method: 'GET', url }))).toBeUndefined()
    }
    // A session from before the hint existed gets one on the next page load, on `/`
    // and on client routes alike; assets never carry it.
    const parent = await createFamily(app, 'pat@example.org')
    for (const url of ['/', '/dashboard']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: parent.cookie } })
      expect(hintOf(res)?.value).toBe('1')
    }
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/main-ABC.js',
      headers: { cookie: parent.cookie },
    })
    expect(hintOf(asset)).toBeUndefined()
    // A hint whose session cookie is gone is cleared.
    const stale = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
    })
    expect(hintOf(stale)).toMatchObject({ value: '', maxAge: 0 })
  })

  it('sets the hint at sign-in beside the session cookie, readable, and clears both at logout', async () => {
    const app = await appWithWeb()
    const start = await app.inject({
      method: 'POST',
      url: '/api/onboarding/start',
      headers: JSON_HEADERS,
      payload: { email: 'pat@example.org' },
    })
    expect(start.statusCode).toBe(200)
    const mailer = app.mailer as unknown as { waitForLink(email: string): Promise<string> }
    const token = new URL(await mailer.waitForLink('pat@example.org')).searchParams.get('token')
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/verify',
      headers: JSON_HEADERS,
      payload: { token },
    })
    const session = verify.cookies.find((c) => c.name === 'sid')
    const hint = verify.cookies.find((c) => c.name === SESSION_HINT_COOKIE) as
      | { value: string; httpOnly?: boolean; expires?: Date }
      | undefined
    expect(session).toMatchObject({ httpOnly: true })
    expect(hint?.value).toBe('1')
    expect(hint?.httpOnly).toBeUndefined()
    expect(hint?.expires).toEqual(session?.expires)

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...JSON_HEADERS, cookie: `sid=${session?.value}; ${SESSION_HINT_COOKIE}=1` },
    })
    expect(out.cookies.map((c) => [c.name, c.value])).toEqual([
      ['sid', ''],
      [SESSION_HINT_COOKIE, ''],
    ])
  })
})
