import { GUARDIAN_MESSAGES, MESSAGES } from '@api/contracts/messages'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, errorMessage } from './api-client'
import { showLanguage } from './i18n'
import { translatedServerText } from './server-messages'

afterEach(() => showLanguage('en'))

describe("the server's messages in the language shown", () => {
  it('are the contract text itself in English', () => {
    for (const text of Object.values(MESSAGES)) expect(translatedServerText(text)).toBe(text)
  })

  it('are translated in German and Spanish, every one of them', async () => {
    for (const language of ['de', 'es'] as const) {
      await showLanguage(language)
      for (const text of Object.values(MESSAGES)) {
        expect(translatedServerText(text), `${language}: ${text}`).not.toBe(text)
      }
    }
    await showLanguage('de')
    expect(translatedServerText(MESSAGES.invalidBitcoinAmount)).toBe(
      'Ungültiger Betrag - Bitte gib einen gültigen Bitcoin-Betrag ein',
    )
  })

  it('keep the name a message carries (a parent reads whose money it is)', async () => {
    await showLanguage('es')
    expect(translatedServerText(GUARDIAN_MESSAGES.insufficientSavings('Ana María'))).toBe(
      'Ahorros insuficientes - Ana María no tiene tanto ahorrado',
    )
  })

  it('leave a message the catalogue does not know as it came', async () => {
    await showLanguage('de')
    expect(translatedServerText('Something new went wrong')).toBe('Something new went wrong')
  })

  it('reach the screen through errorMessage, from an API answer', async () => {
    await showLanguage('de')
    const body = JSON.stringify({
      message: MESSAGES.insufficientSpending,
      code: 'insufficient-funds',
    })
    const error = new ApiError(400, body, MESSAGES.insufficientSpending, 'insufficient-funds')
    expect(errorMessage(error, 'fallback')).toBe(
      'Zu wenig Guthaben - Nicht genug Bitcoin in deinem Taschengeld',
    )
    expect(errorMessage(new Error('network'), 'Bitte versuch es später noch einmal.')).toBe(
      'Bitte versuch es später noch einmal.',
    )
  })
})
