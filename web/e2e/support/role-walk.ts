import type { Locator, Page } from 'playwright-core'
import { NotFoundPage } from '../pages/not-found-page.js'
import { followRequests } from './settled-screen.js'

/** A call the server refused with 403, and the presses that led to it from the page's load. */
export interface Refusal {
  page: string
  via: string[]
  call: string
}

/**
 * Screens every visitor sees alike, signed in or not, whose controls reach no family
 * data: the walk does not go into them.
 */
const PUBLIC_SCREENS = new Set([
  '/',
  '/how-it-works',
  '/setup-wizard',
  '/demo',
  '/demo-dashboard',
  '/demo-goals',
  '/privacy',
  '/code-review',
  '/logo-demo',
  '/coinos-test',
  '/onboarding',
  '/auth/verify',
  '/logout',
])

/** What a person can press: buttons, links drawn as buttons, tabs. */
const CONTROL = 'button, [role="button"], [role="tab"]'

/**
 * Logout is left alone: the browser forgets the session even when the server's answer is
 * the walk's refusal, and every screen after it would be the signed-out one.
 */
const SIGN_OUT = /^log ?out$/i

/**
 * Controls that only put away what is shown (a dialog's Close, a toast's dismiss, a
 * confirmation's Cancel): pressed after the rest of what they would put away.
 */
const PUTS_AWAY = /^(close|cancel|keep|dismiss notification)$/i

/**
 * How many presses deep the walk goes from a page's first screen: a view, a child's
 * dashboard, a dialog, its submit, a confirmation.
 */
const MAX_DEPTH = 5

/** Every write's body: refused by the server's JSON parser, which runs after its access check. */
const NOT_JSON = Buffer.from('{')

/** The attribute that marks a control the walk has already seen on this load. */
const SEEN = 'data-walk-seen'

/** Marks given so far: each call's marks are new, a page's controls are never 1000. */
let marked = 0

/** The attribute that marks an empty field the walk is about to fill. */
const TO_FILL = 'data-walk-fill'

/** Fields the walk types into: what takes text (a checkbox or a file is left as it is). */
const FIELD =
  'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]):not([type="range"]), textarea'

/** As much of the DOM as the walk reads in the page (the e2e project has no DOM types). */
interface WalkedElement {
  getAttribute(name: string): string | null
  setAttribute(name: string, value: string): void
  hasAttribute(name: string): boolean
  matches(selector: string): boolean
  closest(selector: string): unknown
  textContent: string | null
}

/** A field as the walk reads it in the page. */
interface WalkedField extends WalkedElement {
  value: string
  readOnly: boolean
}

/**
 * Walks every screen a signed-in person reaches by links and buttons from `starts`,
 * presses every enabled control (filling the fields of the form it submits with
 * plausible values) and returns every call the server refused with 403: a control the
 * person is shown but may not use, or a screen that reads what they may not read.
 *
 * Nothing the walk presses changes the family: every write goes to the server with a
 * body that is not JSON, which the server answers after its access check (403 when the
 * person may not call it) and before doing anything (400 otherwise). Reads go through.
 */
export async function walkForRefusals(page: Page, starts: string[]): Promise<Refusal[]> {
  const refusals: Refusal[] = []
  let via: string[] = []
  let current = ''

  // After every load and press: until the screen shows what its calls answered.
  const requests = followRequests(page)
  const settle = () => requests.settled()
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (response.status() === 403 && pathname.startsWith('/api/')) {
      const call = `${response.request().method()} ${pathname}`
      refusals.push({ page: current, via: [...via], call })
    }
  })
  await page.route('**/api/**', async (route) => {
    const request = route.request()
    if (request.method() === 'GET') return route.continue()
    const response = await route.fetch({
      // Bytes, not a string: Playwright quotes a JSON-typed string that does not parse
      // ('"{"', a JSON string), which a route without a body schema took and acted on.
      postData: NOT_JSON,
      headers: { ...request.headers(), 'content-type': 'application/json' },
    })
    await route.fulfill({ response })
  })

  const queue = [...starts]
  const seen = new Set(queue.map(pathOnly))
  const enqueue = (path: string) => {
    if (seen.has(path) || PUBLIC_SCREENS.has(path) || path.startsWith('/api/')) return
    seen.add(path)
    queue.push(path)
  }
  /** A press that opened another screen: that screen is walked on its own. */
  const hasLeft = () => {
    const path = new URL(page.url()).pathname
    if (path === pathOnly(current)) return false
    enqueue(path)
    return true
  }

  async function open(path: string): Promise<Controls> {
    via = []
    await page.goto(path)
    await settle()
    return newControls(page.locator('body'))
  }

  /**
   * The screen at `path` drawn anew for the next first-screen control: the app leaves it
   * for another screen and comes back, which unmounts and mounts it again, as a load does
   * but without the page's load and start (most of a walk's time). When what it shows
   * then is not the same controls as `first`, a load's (a toast still up, a screen left
   * for another document), the page is loaded instead.
   */
  async function reopen(path: string, first: Controls): Promise<Controls> {
    via = []
    if (await returnedInApp(page, path)) {
      await settle()
      const again = await newControls(page.locator('body'))
      if (again.names.join('\n') === first.names.join('\n')) return again
    }
    return open(path)
  }

  while (queue.length > 0) {
    current = queue.shift() as string
    const first = await open(current)
    for (const href of await linksOn(page)) enqueue(href)
    for (let i = 0; i < first.controls.length; i++) {
      // Each first-screen control from a screen drawn anew, marked in the same order.
      const control = (i === 0 ? first : await reopen(current, first)).controls[i]
      if (control === undefined) continue
      if (await pressed(control, [])) await explore(1)
    }
  }
  requests.stop()
  return refusals

  /** Presses a control, unless it is gone or disabled; false if nothing more is there to see. */
  async function pressed(control: Locator, path: string[]): Promise<boolean> {
    const name = await pressableName(control)
    if (name === undefined) return false
    via = [...path, name]
    try {
      await control.click()
    } catch (error) {
      // Gone between the look and the press: the screen drew it again, as a new element
      // without the walk's mark (a later look finds that one as new). Anything else fails.
      if ((await control.count()) === 0) return false
      throw error
    }
    await settle()
    return !hasLeft()
  }

  /** Presses, in place, each control the last press brought up, up to MAX_DEPTH deep. */
  async function explore(depth: number): Promise<void> {
    if (depth >= MAX_DEPTH) return
    const scope = await activeScope(page)
    await fillEmptyFields(scope)
    const path = [...via]
    const { controls, names } = await newControls(scope)
    const ordered = [
      ...controls.filter((_, i) => !PUTS_AWAY.test(names[i] ?? '')),
      ...controls.filter((_, i) => PUTS_AWAY.test(names[i] ?? '')),
    ]
    for (const control of ordered) {
      if (!(await pressed(control, path))) {
        if (new URL(page.url()).pathname !== pathOnly(current)) return
        continue
      }
      await explore(depth + 1)
    }
  }
}

/** A path no screen has: the app draws its 404 screen there, with nothing of `path`'s. */
const BETWEEN_PRESSES = '/walk-between-presses'

/**
 * Leaves the app's screen for its 404 screen and comes back to `path`, both by the
 * browser's history as the app's own links go; the walk's marks are taken off what stays
 * (a toast). False when the page is not the app (a press opened another document).
 */
async function returnedInApp(page: Page, path: string): Promise<boolean> {
  const go = (to: string) =>
    page.evaluate(
      ({ to, seen }) => {
        const window = globalThis as unknown as InAppWindow
        if (window.document.getElementById('root') === null) return false
        for (const marked of window.document.querySelectorAll(`[${seen}]`)) {
          marked.removeAttribute(seen)
        }
        window.history.pushState(null, '', to)
        window.dispatchEvent(new window.PopStateEvent('popstate'))
        return true
      },
      { to, seen: SEEN },
    )
  if (!(await go(BETWEEN_PRESSES))) return false
  // The router draws the next screen in a transition: the old one stays until it is ready.
  const { heading } = new NotFoundPage(page)
  await heading.waitFor()
  await go(path)
  await heading.waitFor({ state: 'detached' })
  return true
}

/** As much of the page's window as the in-app return uses (the e2e project has no DOM types). */
interface InAppWindow {
  document: {
    getElementById(id: string): unknown
    querySelectorAll(selector: string): Iterable<{ removeAttribute(name: string): void }>
  }
  history: { pushState(state: null, unused: string, url: string): void }
  PopStateEvent: new (type: string) => unknown
  dispatchEvent(event: unknown): void
}

function pathOnly(path: string): string {
  return new URL(path, 'http://walk').pathname
}

/** The open modal dialog, whose page behind is inert, or the page. */
async function activeScope(page: Page): Promise<Locator> {
  const dialog = page.locator('dialog[open]').last()
  return (await dialog.count()) > 0 ? dialog : page.locator('body')
}

/** Same-site links on the page, as paths. */
async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links: WalkedElement[]) => links.map((link) => link.getAttribute('href') ?? ''))
  return hrefs.map(pathOnly)
}

/**
 * A control's name if it is still there, visible (as Playwright sees it) and enabled (not
 * disabled, by itself or a fieldset, nor aria-disabled, by itself or what holds it):
 * asked in one round trip, as the walk asks before every press.
 */
async function pressableName(control: Locator): Promise<string | undefined> {
  const [name] = await control
    .filter({ visible: true })
    .evaluateAll((controls: WalkedElement[]) =>
      controls
        .filter((el) => !el.matches(':disabled') && el.closest('[aria-disabled="true"]') === null)
        .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()),
    )
  return name
}

/** Controls found on a screen, in page order, and their names. */
interface Controls {
  controls: Locator[]
  names: string[]
}

/**
 * The enabled, visible controls in a scope that the walk has not seen on this load, in
 * page order; they are marked as seen. Marks live on the elements, so a confirm button
 * named like the button it replaced is still new.
 */
async function newControls(scope: Locator): Promise<Controls> {
  const found = await scope
    .locator(`:is(${CONTROL}):not([${SEEN}])`)
    .filter({ visible: true })
    .evaluateAll(
      (controls: WalkedElement[], { seen, signOut, next }) => {
        const found: { mark: string; name: string }[] = []
        controls.forEach((control, index) => {
          const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim()
          const isEnabled =
            !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true'
          const mark = String(next + index)
          control.setAttribute(seen, mark)
          if (isEnabled && name !== '' && !new RegExp(signOut, 'i').test(name)) {
            found.push({ mark, name })
          }
        })
        return found
      },
      { seen: SEEN, signOut: SIGN_OUT.source, next: marked },
    )
  marked += 1000
  return {
    controls: found.map(({ mark }) => scope.page().locator(`[${SEEN}="${mark}"]`)),
    names: found.map(({ name }) => name),
  }
}

/**
 * Types a plausible value into every empty field in view, so a submit reaches the server.
 * One field at a time, each found (and marked) in one round trip: typing into one can
 * add or remove others. The walk calls this after every press that stays on the screen,
 * and most calls find nothing to fill: one round trip.
 */
async function fillEmptyFields(scope: Locator) {
  // Marks of this call; a field filled by an earlier call and empty again is filled again.
  const since = marked
  marked += 1000
  for (let mark = since; ; mark++) {
    const kind = await scope
      .locator(FIELD)
      .filter({ visible: true })
      .evaluateAll(
        (fields: WalkedField[], { attribute, since, mark }) => {
          const field = fields.find((candidate) => {
            const filledBefore = Number(candidate.getAttribute(attribute) ?? -1) >= since
            const isEditable = !candidate.matches(':disabled') && !candidate.readOnly
            return isEditable && candidate.value === '' && !filledBefore
          })
          if (field === undefined) return null
          field.setAttribute(attribute, String(mark))
          return [field.getAttribute('type'), field.getAttribute('inputmode')].join(' ')
        },
        { attribute: TO_FILL, since, mark },
      )
    if (kind === null) return
    const value = /email/.test(kind)
      ? 'walker@example.org'
      : /number|numeric|decimal/.test(kind)
        ? '1'
        : /url/.test(kind)
          ? 'https://example.org'
          : 'A plausible text from the walk'
    await scope.page().locator(`[${TO_FILL}="${mark}"]`).fill(value)
  }
}
