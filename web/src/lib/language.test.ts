import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { currentLanguage, showLanguage } from './i18n'
import { chooseLanguage, deviceLanguage, followMemberLanguage, startLanguage } from './language'

/** A browser: its cookies (document.cookie as the browser keeps it), storage and languages. */
function browser({
  cookie = '',
  languages = ['en-US'],
}: {
  cookie?: string
  languages?: string[]
}) {
  const cookies = new Map(
    cookie
      .split(';')
      .filter((c) => c.includes('='))
      .map((c) => c.trim().split('=') as [string, string]),
  )
  const items = new Map<string, string>()
  const root = { lang: 'en' }
  vi.stubGlobal('document', {
    documentElement: root,
    getElementById: () => null,
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(text: string) {
      const [pair = ''] = text.split(';')
      const [key = '', value = ''] = pair.split('=')
      cookies.set(key, value)
    },
  })
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  })
  vi.stubGlobal('navigator', { languages, language: languages[0] })
  return { cookies, items, root }
}

beforeEach(() => showLanguage('en'))
afterEach(async () => {
  vi.unstubAllGlobals()
  await showLanguage('en')
})

describe('the language the app starts in', () => {
  it("is the browser's first language the app speaks on a first visit", async () => {
    const { root } = browser({ languages: ['fr-FR', 'de-AT', 'en'] })
    await startLanguage()
    expect(currentLanguage()).toBe('de')
    expect(root.lang).toBe('de')
  })

  it("is this device's choice over the browser's languages", async () => {
    browser({ cookie: 'lang=es', languages: ['de'] })
    await startLanguage()
    expect(currentLanguage()).toBe('es')
  })

  it('writes a choice kept only in localStorage back into the cookie the server reads', async () => {
    const { cookies } = browser({ languages: ['en'] })
    await chooseLanguage('de')
    cookies.delete('lang')
    await startLanguage()
    expect(currentLanguage()).toBe('de')
    expect(cookies.get('lang')).toBe('de')
  })
})

describe('choosing a language', () => {
  it('shows it, keeps it on the device for browser and server, and saves it to the member', async () => {
    const { cookies, root } = browser({ languages: ['en'] })
    const save = vi.fn(async () => undefined)
    await chooseLanguage('es', { save })
    expect(currentLanguage()).toBe('es')
    expect(root.lang).toBe('es')
    expect(deviceLanguage()).toBe('es')
    expect(cookies.get('lang')).toBe('es')
    expect(save).toHaveBeenCalledWith('es')
  })
})

describe("the member's stored language", () => {
  it('wins over the choice on this device, and becomes it', async () => {
    const { cookies } = browser({ cookie: 'lang=de', languages: ['en'] })
    await startLanguage()
    const save = vi.fn(async () => undefined)
    await followMemberLanguage({ stored: 'es', save })
    expect(currentLanguage()).toBe('es')
    expect(cookies.get('lang')).toBe('es')
    expect(save).not.toHaveBeenCalled()
  })

  it("when never chosen, gets this device's choice saved", async () => {
    browser({ cookie: 'lang=de' })
    const save = vi.fn(async () => undefined)
    await followMemberLanguage({ stored: null, save })
    expect(save).toHaveBeenCalledWith('de')
    expect(currentLanguage()).toBe('en')
  })

  it('when never chosen and nothing was chosen here, is left unset', async () => {
    browser({ languages: ['de'] })
    const save = vi.fn(async () => undefined)
    await followMemberLanguage({ stored: null, save })
    expect(save).not.toHaveBeenCalled()
  })
})
