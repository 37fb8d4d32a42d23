import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { HEADLESS_SHELL_PATH, launchChromium } from '../../scripts/lib/chromium.js'
import { walkForRefusals } from './support/role-walk.js'

// The role walks (roles-*.spec.ts) pass when they find no refusal: this checks that the walk
// finds one, and that no write it presses is acted on, on a page and a server of its own
// that answer as the app's do: the access check before the body is read, then a JSON body.

/**
 * A screen with three controls, drawn again on the history's popstate as the app's router
 * does, and the app's 404 screen on any other path.
 */
const PAGE = `<!doctype html><html><body><div id="root"></div><script>
  const send = (method, path, body) => fetch(path, {
    method, headers: { 'content-type': 'application/json' }, body,
  })
  function draw() {
    const root = document.getElementById('root')
    if (location.pathname !== '/') {
      root.innerHTML = '<main><h1>404 Page Not Found</h1></main>'
      return
    }
    root.innerHTML = '<main><button id="remove">Remove</button>' +
      '<button id="save">Save</button><button id="admin">Admin Only</button></main>'
    document.getElementById('remove').onclick = () => send('DELETE', '/api/things/1')
    document.getElementById('save').onclick = () => send('POST', '/api/things', '{"name":"x"}')
    document.getElementById('admin').onclick = () => send('POST', '/api/admin-only')
  }
  addEventListener('popstate', draw)
  draw()
</script></body></html>`

/** Writes the server took a JSON body for, and so acted on. */
const actedOn: string[] = []
let server: Server
let browser: Browser

beforeAll(async () => {
  server = createServer((request, response) => {
    const call = `${request.method} ${request.url}`
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(PAGE)
      return
    }
    // The access check, before the body is read (api/plugins/access.ts).
    if (request.url === '/api/admin-only') {
      response.writeHead(403).end()
      return
    }
    let body = ''
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString()
    })
    request.on('end', () => {
      try {
        JSON.parse(body === '' ? 'null' : body)
      } catch {
        response.writeHead(400).end()
        return
      }
      actedOn.push(call)
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  browser = await launchChromium(HEADLESS_SHELL_PATH)
})

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
})

it('reports the control the server refuses, and no write it presses is acted on', async () => {
  const { port } = server.address() as AddressInfo
  const page = await browser.newPage({ baseURL: `http://127.0.0.1:${port}` })
  expect(await walkForRefusals(page, ['/'])).toEqual([
    { page: '/', via: ['Admin Only'], call: 'POST /api/admin-only' },
  ])
  expect(actedOn).toEqual([])
})
