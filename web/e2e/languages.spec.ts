import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_NAME } from '../src/config/product.js'
import { appTookOver } from './pages/app-takeover.js'
import { type Catalogues, loadCatalogues } from './support/catalogues.js'
import { setUpFamilyApp } from './support/family-app.js'
import { familyWithMia, signInMia } from './support/goal-fixtures.js'
import { followRequests } from './support/settled-screen.js'

const app = setUpFamilyApp()

type Language = 'en' | 'de' | 'es'
const OTHER_LANGUAGES = ['de', 'es'] as const

let catalogues: Catalogues
beforeAll(async () => {
  catalogues = await loadCatalogues()
})

/**
 * A screen's English text in `language`, from the catalogues; the English text itself
 * where no catalogue has it yet (a screen not yet moved into one).
 */
function say(english: string, language: Language): string {
  for (const catalogue of catalogues.values()) {
    const key = Object.keys(catalogue.en).find((k) => catalogue.en[k] === english)
    if (key !== undefined) return catalogue[language][key] ?? english
  }
  return english
}

/** Chooses a language in the switcher of the page's header, as a person does. */
async function choose(page: Page, language: Language) {
  await page.locator('select[name="language"]').first().selectOption(language)
  await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' })
}

/** Opens `url` and waits until its screen has settled: taken over, loaded, nothing busy. */
async function open(page: Page, url: string) {
  const requests = followRequests(page)
  try {
    await page.goto(url)
    await appTookOver(page)
    await requests.settled()
  } finally {
    requests.stop()
  }
}

/**
 * What a person reads on the page: every visible text node (screen-reader-only text
 * included), the labels and hints in attributes, and the title. Code samples (commands,
 * settings) are the same in every language and left out, as are the switcher's language
 * names, each written in its own language, and whatever sits inside an element marked
 * `lang="en"` below <html>: content quoted in English and marked so (the .env.example's
 * descriptions, docs/performance.md's tables, package names), which a screen reader then
 * reads as English.
 */
function readTexts(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const texts = []
    const skip = (el) => el.closest('pre, code, kbd, samp, option[lang], body [lang="en"]') !== null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const node = walker.currentNode
      const text = (node.textContent ?? '').replace(/\\s+/g, ' ').trim()
      const parent = node.parentElement
      if (text === '' || !parent || skip(parent)) continue
      if (!parent.checkVisibility({ visibilityProperty: true })) continue
      texts.push(text)
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      if (skip(el) || !el.checkVisibility({ visibilityProperty: true })) continue
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    }
    texts.push(document.title)
    return texts
  })()`)
}

/** Catalogue texts in English that read differently in `language`: none may be on its pages. */
function englishOnlyTexts(language: Language): Set<string> {
  const texts = new Set<string>()
  for (const catalogue of catalogues.values()) {
    for (const [key, english] of Object.entries(catalogue.en)) {
      if (/\{\{|<\w+>/.test(english)) continue
      if (catalogue[language][key] !== english) texts.add(english)
    }
  }
  return texts
}

/**
 * Words a German or Spanish page may share with the English one: the brand, units,
 * protocol, product and wallet names, the languages' own names, and the names of the test
 * family and of the demo's sample family.
 */
const SAME_IN_EVERY_LANGUAGE = new Set(
  [
    'Family',
    'Bitcoin',
    'BTC',
    'sats',
    'sat',
    'Lightning',
    'Nostr',
    'Wallet',
    'Connect',
    'NWC',
    'LND',
    'xpub',
    'PSBT',
    'Esplora',
    'phoenixd',
    'Alby',
    'Hub',
    'Umbrel',
    'CSV',
    'URL',
    'UTC',
    'English',
    'Deutsch',
    'Español',
    'Coinos',
    'Zeus',
    'Breez',
    'Phoenix',
    'REST',
    'Mia',
    'Leo',
    'Ava',
    'Sam',
    'DEMO',
    'Demo',
    'Admin',
    'Logo',
    'min',
  ].map((word) => word.toLowerCase()),
)

/** Words German writes as English does (Spanish has its own for each). */
const SAME_IN_GERMAN = new Set(['offline', 'status', 'passkeys', 'passkey'])

/** Whether a text of the page is English left untranslated: shown the same as in English, with a word of its own. */
function isEnglishLeft(text: string, englishTexts: Set<string>, language: Language): boolean {
  if (!englishTexts.has(text)) return false
  if (/\S+@\S+\.\w+/.test(text) || /^https?:\/\//.test(text)) return false
  // A URI's format sample, such as the placeholder "nostr+walletconnect://...": a scheme only.
  if (/^[a-z][a-z0-9+.-]*:\/\/\.\.\.$/i.test(text)) return false
  const words = text.replaceAll(PRODUCT_NAME, '').match(/\p{L}[\p{L}'’-]{2,}/gu) ?? []
  return words.some((word) => {
    const lower = word.toLowerCase()
    return !SAME_IN_EVERY_LANGUAGE.has(lower) && !(language === 'de' && SAME_IN_GERMAN.has(lower))
  })
}

interface PageProblems {
  url: string
  language: Language
  missingKeys: string[]
  catalogueEnglish: string[]
  englishLeft: string[]
}

/**
 * Walks `urls` in English and then in each other language (chosen in the switcher of the
 * first page), and lists per page and language: texts i18next reports missing, English
 * catalogue texts shown instead of the language's, and texts shown exactly as on the
 * English page (brand, units, names and data aside).
 */
async function walk(page: Page, urls: string[]): Promise<PageProblems[]> {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const english = new Map<string, Set<string>>()
  await open(page, urls[0] ?? '/')
  await choose(page, 'en')
  for (const url of urls) {
    await open(page, url)
    english.set(url, new Set(await readTexts(page)))
  }
  const problems: PageProblems[] = []
  for (const language of OTHER_LANGUAGES) {
    await open(page, urls[0] ?? '/')
    await choose(page, language)
    const catalogueEnglish = englishOnlyTexts(language)
    for (const url of urls) {
      errors.length = 0
      await open(page, url)
      const texts = await readTexts(page)
      const found: PageProblems = {
        url,
        language,
        missingKeys: errors.filter((text) => text.startsWith('Missing text')),
        catalogueEnglish: [...new Set(texts.filter((text) => catalogueEnglish.has(text)))],
        englishLeft: [
          ...new Set(
            texts.filter((text) => isEnglishLeft(text, english.get(url) ?? new Set(), language)),
          ),
        ],
      }
      if (found.missingKeys.length + found.catalogueEnglish.length + found.englishLeft.length) {
        problems.push(found)
      }
    }
  }
  return problems
}

describe('choosing a language', () => {
  it('on the landing page shows the public pages in it, drawn so by the server after a reload', async () => {
    const page = await app.open()
    await open(page, '/')
    await choose(page, 'de')
    // The switcher's own words follow at once.
    await page.getByRole('combobox', { name: 'Sprache' }).waitFor()
    await page.reload()
    await appTookOver(page)
    expect(await page.evaluate('document.documentElement.lang')).toBe('de')
    expect(await page.locator('select[name="language"]').inputValue()).toBe('de')
    // The HTML the server sends is German before any script runs.
    const served = await page.request.get('/how-it-works')
    expect(served.headers().vary).toContain('accept-language')
    const html = await served.text()
    expect(html).toContain('<html lang="de"')
    expect(html).toContain('Zurück zur Startseite')
    expect(html).not.toContain('Back to Home')
    // Going back to English is a choice like any other.
    await open(page, '/how-it-works')
    await choose(page, 'en')
    await page.getByRole('link', { name: 'Back to Home' }).waitFor()
    expect(await (await page.request.get('/how-it-works')).text()).toContain('<html lang="en"')
  })

  it("is a full touch target at a phone's width, on every header that has it", async () => {
    const { page } = await app.signUpParent()
    await page.setViewportSize({ width: 360, height: 740 })
    for (const url of ['/', '/how-it-works', '/dashboard']) {
      await open(page, url)
      const box = await page.locator('select[name="language"]').first().boundingBox()
      expect(box?.height, url).toBeGreaterThanOrEqual(44)
      expect((box?.x ?? 0) + (box?.width ?? 0), url).toBeLessThanOrEqual(360)
      expect(await page.evaluate<number>('document.documentElement.scrollWidth'), url).toBe(360)
    }
  })

  it("is the browser's own language on a first visit, from the server's first byte", async () => {
    const page = await app.open()
    const served = await page.request.get('/privacy', {
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    })
    const html = await served.text()
    expect(html).toContain('<html lang="es"')
    expect(html).toContain('Volver al inicio')
  })

  it('draws the dashboard in the chosen language on the server, as the app then shows it', async () => {
    const { page } = await app.signUpParent()
    await open(page, '/dashboard')
    await choose(page, 'es')
    const served = await page.request.get('/dashboard')
    expect(served.headers().vary).toContain('accept-language')
    const html = await served.text()
    expect(html).toContain('<html lang="es"')
    expect(html).toMatch(/<option value="es" lang="es" selected="">Español<\/option>/)
    await page.reload()
    await appTookOver(page)
    expect(await page.evaluate('document.documentElement.lang')).toBe('es')
  })

  it('is saved to the member: their next sign-in elsewhere is in it, drawn so by the server', async () => {
    const { email, page } = await app.signUpParent()
    await open(page, '/dashboard')
    await choose(page, 'es')
    // Saved to the member, not only kept on this device.
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/auth/user')).json()) as { language: string })
            .language,
      )
      .toBe('es')
    // Another browser: no cookie, no storage, a browser asking for English.
    const asked = await fetch(`${app.server.url}/api/onboarding/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(asked.status).toBe(200)
    const elsewhere = await app.signInByLink(email)
    const served = await elsewhere.page.request.get('/dashboard', {
      headers: { 'accept-language': 'en-US,en' },
    })
    const html = await served.text()
    expect(html).toContain('<html lang="es"')
    expect(html).toMatch(/<option value="es" lang="es" selected="">Español<\/option>/)
    await open(elsewhere.page, '/dashboard')
    expect(await elsewhere.page.evaluate('document.documentElement.lang')).toBe('es')
    expect(await elsewhere.page.locator('select[name="language"]').inputValue()).toBe('es')
  })

  it("writes a new family's welcome mail in the language of the page it signed up on", async () => {
    const page = await app.open()
    await open(page, '/')
    await choose(page, 'de')
    await open(page, '/onboarding')
    const email = 'neue-familie@example.org'
    await page.locator('input[type="email"]').fill(email)
    await page.locator('input[type="email"]').press('Enter')
    await expect
      .poll(() => app.mailbox.messages.find((mail) => mail.to.includes(email))?.subject)
      .toBe('Willkommen bei Family Bitcoin')
  })

  it('reads a German amount typed with a decimal comma as that amount, and writes it back so', async () => {
    const { page } = await app.signUpParent()
    await open(page, '/dashboard')
    await choose(page, 'de')
    await page.getByRole('button', { name: say('Add Child', 'de'), exact: true }).click()
    const dialog = page.getByRole('dialog', { name: say('Add Child', 'de') })
    await dialog.getByLabel(say('Name', 'de'), { exact: true }).fill('Lea')
    await dialog.getByLabel(say('Age', 'de'), { exact: true }).fill('8')
    const allowance = dialog.locator('input[name="weeklyAllowance"]')
    await allowance.pressSequentially('0,001')
    // The field keeps what was typed, as typed.
    expect(await allowance.inputValue()).toBe('0,001')
    await dialog.locator('button[type="submit"]').click()
    await dialog.waitFor({ state: 'hidden' })
    const children = (await (await page.request.get('/api/children')).json()) as Array<{
      name: string
      weeklyAllowance: string
    }>
    expect(children.find((child) => child.name === 'Lea')?.weeklyAllowance).toBe('0.00100000')
    // Shown with the decimal comma.
    await page.getByText('0,00100000 BTC').first().waitFor()
  })
})

// Each page three times, in English and then in each other language: minutes, not seconds.
describe('every page in German and Spanish', { timeout: 300_000 }, () => {
  // The brand, units, names and data aside; each finding names the page and the text.
  it('the public pages: no missing text, no English left', async () => {
    const visitor = await app.open()
    const pages = ['/', '/how-it-works', '/setup-wizard', '/privacy', '/code-review', '/logo-demo']
    expect(
      await walk(visitor, [...pages, '/demo', '/demo-goals', '/onboarding', '/no-such']),
    ).toEqual([])
  })

  it("a parent's pages: the dashboard's tabs, goals, Lightning, subscription, admin", async () => {
    const { parent } = await familyWithMia(app)
    const tabs = ['children', 'goals', 'family'].map((tab) => `/dashboard?tab=${tab}`)
    const settings = ['/lightning-connect', '/lightning-config', '/subscription']
    expect(
      await walk(parent.page, [
        '/dashboard',
        ...tabs,
        '/family-goals',
        ...settings,
        '/admin',
        '/admin/monitoring',
      ]),
    ).toEqual([])
  })

  it("a child's pages: its dashboard and the family's goals", async () => {
    const { parent, miaId } = await familyWithMia(app)
    const mia = await signInMia(app, parent, miaId)
    expect(await walk(mia.page, ['/dashboard', '/family-goals'])).toEqual([])
  })
})
