import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { AUTH_USER_READ, FIRST_READS_ELEMENT_ID, firstReadsOf } from '../contracts/first-reads.js'
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
    expect(page.headers.vary).toBe('cookie, accept-encoding')
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
