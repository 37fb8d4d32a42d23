import { afterEach, describe, expect, it } from 'vitest'
import { showLanguage, textsNow } from '../../lib/i18n'
import { statusWord } from './status-word'
import { adminTexts } from './texts'

describe('statusWord', () => {
  afterEach(() => showLanguage('en'))

  it("says the server's status words in the language shown", async () => {
    expect(statusWord('not_configured', textsNow(adminTexts))).toBe('not_configured')
    await showLanguage('de')
    expect(statusWord('down', textsNow(adminTexts))).toBe('ausgefallen')
    await showLanguage('es')
    expect(statusWord('paid', textsNow(adminTexts))).toBe('pagado')
  })

  it('leaves a word it does not know as it came', async () => {
    await showLanguage('de')
    expect(statusWord('refunded', textsNow(adminTexts))).toBe('refunded')
  })
})
