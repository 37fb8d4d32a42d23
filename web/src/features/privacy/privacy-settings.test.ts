import { describe, expect, it } from 'vitest'
import { deviceDataExport, exportFileName } from './device-data'
import { DEFAULT_PRIVACY_SETTINGS, parsePrivacySettings } from './privacy-settings'

describe('privacy settings', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_PRIVACY_SETTINGS).toEqual({
      encryptSensitiveData: true,
      storeTransactionHistory: false,
      enableDataPurging: true,
      dataPurgeDays: 30,
      allowAnalytics: false,
    })
  })

  it('reads stored settings, giving a missing or broken field its default', () => {
    const stored = { ...DEFAULT_PRIVACY_SETTINGS, allowAnalytics: true, dataPurgeDays: 365 }
    expect(parsePrivacySettings(JSON.stringify(stored))).toEqual(stored)
    expect(
      parsePrivacySettings(
        JSON.stringify({
          encryptSensitiveData: 'yes',
          dataPurgeDays: 366,
          enableDataPurging: false,
        }),
      ),
    ).toEqual({ ...DEFAULT_PRIVACY_SETTINGS, enableDataPurging: false })
    for (const days of [0, 1.5, -3, '30']) {
      expect(parsePrivacySettings(JSON.stringify({ dataPurgeDays: days })).dataPurgeDays).toBe(30)
    }
    expect(parsePrivacySettings('null')).toEqual(DEFAULT_PRIVACY_SETTINGS)
  })

  it('exports to a file named by the local date, holding the settings and no key', () => {
    const now = new Date(2026, 10, 21, 23, 59)
    expect(exportFileName(now)).toBe('family-bitcoin-allowance-data-2026-11-21.json')
    const exported = JSON.parse(deviceDataExport(DEFAULT_PRIVACY_SETTINGS, now))
    expect(exported).toEqual({
      product: 'Family Bitcoin Allowance',
      exportedAt: now.toISOString(),
      privacySettings: DEFAULT_PRIVACY_SETTINGS,
    })
  })
})
