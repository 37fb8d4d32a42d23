import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { AUTH_USER_READ, FIRST_READS_ELEMENT_ID, firstReadsOf } from '../contracts/first-reads.js'
import {
  PAGE_RENDERER_FILE,
  PRERENDERED_DIR,
  SERVER_RENDER_DIR,
  SERVER_RENDER_TEMPLATE_FILE,
} from '../lib/prerendered-pages.js'
import {
  buildTestApp,
  createFamily,
  manualClock,
  signInChild,
  type TestFamily,
} from '../test-helpers.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const INDEX_HTML = '<!doctype html><title>Family</title><body><div id="root"></div></body>'

/** The app serving a bundle whose index.html has a body, like the built one. */
async function appWithWeb(options: Parameters<typeof buildTestApp>[0] = {}) {
  const webRoot = mkdtempSync(join(tmpdir(), 'family-web-'))
  dirs.push(webRoot)
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML)
  mkdirSync(join(webRoot, 'assets'))
  return buildTestApp({ ...options, webRoot })
}

type App = Awaited<ReturnType<typeof appWithWeb>>

/** The page the server draws a screen into, as the build writes it: the stylesheet inside. */
const SERVER_RENDER_TEMPLATE =
  '<!doctype html><html lang="en"><title>Family</title><style>main{padding:1rem}</style><body><div id="root"><p aria-busy="true">Loading...</p></div></body>'
/**
 * The CSP source of that stylesheet, worked out apart from the code:
 * `printf 'main{padding:1rem}' | openssl dgst -sha256 -binary | base64`.
 */
const TEMPLATE_STYLE_HASH = "'sha256-DVtdlCBYHpMVg49MTq0/GwAI/PDdWJXXjFyTFR7cQF0='"

/**
 * A stand-in for the build's renderer (web/src/prerender.tsx, which the browser tests
 * run): it draws the URL, the answers' keys and the language, fails for a child named
 * Crash, and draws a style attribute for one named Styled.
 */
const FAKE_RENDERER = `
export const serverRenderedPaths = ['/dashboard']
export async function renderSignedInScreen(url, answers, language) {
  const names = (answers['/api/children'] ?? []).map((child) => child.name)
  if (names.includes('Crash')) throw new Error('the screen failed')
  const style = names.includes('Styled') ? ' style="color:red"' : ''
  return {
    markup: '<h1' + style + '>' + url + '</h1><p>' + Object.keys(answers).length + ' answers</p><p>' + language + '</p>',
    meta: { title: 'Family Dashboard', description: 'Drawn' },
  }
}
`

/** The app serving a bundle with the renderer and its page, as the build writes them. */
async function appWithServerRender() {
  const webRoot = mkdtempSync(join(tmpdir(), 'family-web-'))
  dirs.push(webRoot)
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML)
  mkdirSync(join(webRoot, 'assets'))
  const dir = join(webRoot, PRERENDERED_DIR, SERVER_RENDER_DIR)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, SERVER_RENDER_TEMPLATE_FILE), SERVER_RENDER_TEMPLATE)
  writeFileSync(join(dir, PAGE_RENDERER_FILE), FAKE_RENDERER)
  return buildTestApp({ webRoot })
}

/** The answers a page carries, as the web app reads them (undefined: none). */
function answersIn(html: string): Record<string, unknown> | undefined {
  const start = `<script type="application/json" id="${FIRST_READS_ELEMENT_ID}">`
  const at = html.indexOf(start)
  if (at < 0) return undefined
  return JSON.parse(html.slice(at + start.length, html.indexOf('</script>', at)))
}

async function pageFor(app: App, who: TestFamily, url = '/dashboard') {
  return app.inject({ method: 'GET', url, headers: { cookie: who.cookie } })
}

describe('a signed-in page load', { timeout: 30_000 }, () => {
  it("carries exactly the answers of a parent's dashboard reads, as the API gives them", async () => {
    const app = await appWithWeb()
    const parent = await createFamily(app, 'pat@example.org')
    await parent.addChild({ name: 'Sam', age: 9 })
    const page = await pageFor(app, parent)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['cache-control']).toBe('private, no-store')
    expect(page.headers.vary).toBe('cookie, accept-encoding, accept-language')
    expect(page.body.endsWith('</script></body>')).toBe(true)
    const answers = answersIn(page.body) ?? {}
    const user = (await parent.request('GET', AUTH_USER_READ)).json()
    const reads = firstReadsOf('/dashboard', user)
    expect(Object.keys(answers).sort()).toEqual([AUTH_USER_READ, ...reads].sort())
    for (const url of [AUTH_USER_READ, ...reads]) {
      expect(answers[url], url).toEqual((await parent.request('GET', url)).json())
    }
  })

  it("carries a child's own dashboard reads, and none of the parent's", async () => {
    const app = await appWithWeb()
    const parent = await createFamily(app, 'pat@example.org')
    const sam = await parent.addChild({ name: 'Sam', age: 9 })
    await parent.addChild({ name: 'Mia', age: 11 })
    const child = await signInChild(app, parent, sam.id, 'sam@example.org')
    const answers = answersIn((await pageFor(app, child)).body) ?? {}
    expect(Object.keys(answers).sort()).toEqual(
      [AUTH_USER_READ, ...firstReadsOf('/dashboard', { role: 'child', childId: sam.id })].sort(),
    )
    expect(JSON.stringify(answers)).not.toContain('Mia')
  })

  it('carries only the sign-in state on other pages', async () => {
    const app = await appWithWeb()
    const parent = await createFamily(app, 'pat@example.org')
    const answers = answersIn((await pageFor(app, parent, '/family-goals')).body)
    expect(Object.keys(answers ?? {})).toEqual([AUTH_USER_READ])
  })

  it('never carries another family', async () => {
    const app = await appWithWeb()
    const parent = await createFamily(app, 'pat@example.org')
    await parent.addChild({ name: 'Sam', age: 9 })
    const other = await createFamily(app, 'other@example.org')
    await other.addChild({ name: 'Zoe', age: 7 })
    const page = (await pageFor(app, parent)).body
    expect(page).toContain('Sam')
    expect(page).not.toContain('Zoe')
    expect(page).not.toContain('other@example.org')
  })

  it('writes a name that would close the script tag so that it cannot', async () => {
    const app = await appWithWeb()
    const parent = await createFamily(app, 'pat@example.org')
    await parent.addChild({ name: '</script><b>x', age: 9 })
    const page = (await pageFor(app, parent)).body
    expect(page).not.toContain('</script><b>')
    const children = answersIn(page)?.['/api/children'] as Array<{ name: string }>
    expect(children[0]?.name).toBe('</script><b>x')
  })

  it('says "signed out" for a session that has ended, and nothing for a visitor', async () => {
    const clock = manualClock()
    const app = await appWithWeb({ clock })
    const parent = await createFamily(app, 'pat@example.org')
    const visitor = await app.inject({ method: 'GET', url: '/dashboard' })
    expect(answersIn(visitor.body)).toBeUndefined()
    expect(visitor.headers['cache-control']).toBe('no-cache')
    clock.advance(400 * 24 * 60 * 60 * 1000)
    expect(answersIn((await pageFor(app, parent)).body)).toEqual({ [AUTH_USER_READ]: null })
  })

  it('is compressed as the browser accepts', async () => {
    const app = await appWithWeb()
    const parent = await createFamily(app, 'pat@example.org')
    const page = await app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: parent.cookie, 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(page.headers['content-encoding']).toBe('br')
    const html = brotliDecompressSync(page.rawPayload).toString('utf8')
    expect(answersIn(html)?.[AUTH_USER_READ]).toMatchObject({ email: 'pat@example.org' })
  })
})

describe('a signed-in page whose screen the server draws', { timeout: 30_000 }, () => {
  it('comes with its first screen drawn from the answers, in the page with the stylesheet inside', async () => {
    const app = await appWithServerRender()
    const parent = await createFamily(app, 'pat@example.org')
    await parent.addChild({ name: 'Sam', age: 9 })
    const page = await pageFor(app, parent, '/dashboard?tab=goals')
    expect(page.statusCode).toBe(200)
    const answerCount = Object.keys(answersIn(page.body) ?? {}).length
    expect(answerCount).toBe(
      1 + firstReadsOf('/dashboard', { role: 'parent', childId: null }).length,
    )
    expect(page.body).toContain(
      `<style>main{padding:1rem}</style><body><div id="root" data-prerendered="hydrate"><h1>/dashboard?tab=goals</h1><p>${answerCount} answers</p><p>en</p></div>`,
    )
    expect(page.body).toContain('<html lang="en">')
    expect(page.body).toContain('<title>Family Dashboard</title>')
    expect(page.headers['cache-control']).toBe('private, no-store')
    // The CSP allows that one stylesheet by its hash, and no other inline style.
    expect(page.headers['content-security-policy']).toContain(
      `style-src 'self' ${TEMPLATE_STYLE_HASH};`,
    )
  })

  it("is drawn in the member's language, else the device's choice, else the browser's, and says so", async () => {
    const app = await appWithServerRender()
    const parent = await createFamily(app, 'pat@example.org')
    const drawn = async (headers: Record<string, string>) => {
      const cookie = [parent.cookie, headers.cookie].filter(Boolean).join('; ')
      const page = await app.inject({
        method: 'GET',
        url: '/dashboard',
        headers: { ...headers, cookie },
      })
      expect(page.headers.vary).toBe('cookie, accept-encoding, accept-language')
      const language = /<p>(\w\w)<\/p><\/div>/.exec(page.body)?.[1]
      expect(page.body).toContain(`<html lang="${language}">`)
      return language
    }
    expect(await drawn({})).toBe('en')
    expect(await drawn({ 'accept-language': 'de-CH, en;q=0.5' })).toBe('de')
    expect(await drawn({ 'accept-language': 'de', cookie: 'lang=es' })).toBe('es')
    // The member's stored language wins on any device, over its choice and its browser.
    const saved = await parent.request('PUT', '/api/auth/language', { language: 'de' })
    expect(saved.statusCode).toBe(200)
    expect(await drawn({ 'accept-language': 'es', cookie: 'lang=es' })).toBe('de')
  })

  it('is index.html as it is on a page the renderer does not draw, or without a session', async () => {
    const app = await appWithServerRender()
    const parent = await createFamily(app, 'pat@example.org')
    const goals = (await pageFor(app, parent, '/family-goals')).body
    expect(goals).toContain('<div id="root"></div>')
    expect(answersIn(goals)).toBeDefined()
    const visitor = await app.inject({ method: 'GET', url: '/dashboard' })
    expect(visitor.body).toBe(INDEX_HTML)
  })

  it('goes without its screen when drawing it fails, or draws what the CSP would block', async () => {
    const app = await appWithServerRender()
    for (const name of ['Crash', 'Styled']) {
      const parent = await createFamily(app, `${name.toLowerCase()}@example.org`)
      await parent.addChild({ name, age: 9 })
      const page = await pageFor(app, parent)
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<div id="root"></div>')
      expect(page.body).not.toContain('style=')
      expect(answersIn(page.body)?.[AUTH_USER_READ]).toMatchObject({ role: 'parent' })
    }
  })

  it('never serves the renderer or its page as files', async () => {
    const app = await appWithServerRender()
    for (const file of [PAGE_RENDERER_FILE, SERVER_RENDER_TEMPLATE_FILE]) {
      const res = await app.inject({
        method: 'GET',
        url: `/${PRERENDERED_DIR}/${SERVER_RENDER_DIR}/${file}`,
      })
      expect(res.body).not.toContain('renderSignedInScreen')
      expect(res.body).not.toContain('main{padding:1rem}')
    }
  })
})
