import { isSealed, openText, sealText } from '../../lib/device-crypto'
import { readDeviceItem, writeDeviceItem } from '../../lib/device-storage'

/** The spec's local privacy settings: kept on this device only, never sent to the server. */
export interface PrivacySettings {
  encryptSensitiveData: boolean
  storeTransactionHistory: boolean
  enableDataPurging: boolean
  /** Whole days, PURGE_DAYS_MIN to PURGE_DAYS_MAX. */
  dataPurgeDays: number
  allowAnalytics: boolean
}

export const DEFAULT_PRIVACY_SETTINGS: Readonly<PrivacySettings> = Object.freeze({
  encryptSensitiveData: true,
  storeTransactionHistory: false,
  enableDataPurging: true,
  dataPurgeDays: 30,
  allowAnalytics: false,
})

export const PURGE_DAYS_MIN = 1
export const PURGE_DAYS_MAX = 365

/** The localStorage item (under the product prefix) and the context its seal is bound to. */
export const PRIVACY_SETTINGS_ITEM = 'privacy-settings'

export function isValidPurgeDays(days: number): boolean {
  return Number.isInteger(days) && days >= PURGE_DAYS_MIN && days <= PURGE_DAYS_MAX
}

/**
 * Reads settings as stored: a field that is missing or of the wrong kind (an older or
 * hand-edited value) takes its default rather than breaking the panel.
 */
export function parsePrivacySettings(json: string): PrivacySettings {
  const value: unknown = JSON.parse(json)
  const stored =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  const flag = (name: keyof PrivacySettings): boolean => {
    const field = stored[name]
    return typeof field === 'boolean' ? field : (DEFAULT_PRIVACY_SETTINGS[name] as boolean)
  }
  const days = stored.dataPurgeDays
  return {
    encryptSensitiveData: flag('encryptSensitiveData'),
    storeTransactionHistory: flag('storeTransactionHistory'),
    enableDataPurging: flag('enableDataPurging'),
    dataPurgeDays:
      typeof days === 'number' && isValidPurgeDays(days)
        ? days
        : DEFAULT_PRIVACY_SETTINGS.dataPurgeDays,
    allowAnalytics: flag('allowAnalytics'),
  }
}

/**
 * The settings stored on this device, or the defaults when none are.
 * @throws DeviceCryptoError when they are sealed and `key` is missing or cannot open them.
 */
export async function loadPrivacySettings(key: CryptoKey | undefined): Promise<PrivacySettings> {
  const stored = readDeviceItem(PRIVACY_SETTINGS_ITEM)
  if (stored === null) return { ...DEFAULT_PRIVACY_SETTINGS }
  const json = isSealed(stored) ? await openText(key, stored, PRIVACY_SETTINGS_ITEM) : stored
  return parsePrivacySettings(json)
}

/**
 * Stores the settings, sealed with the device key while encryptSensitiveData is on
 * (plain JSON once the user turned it off).
 * @throws DeviceCryptoError 'Encryption not initialized' when encryption is on and there
 * is no key; nothing is written then.
 */
export async function savePrivacySettings(
  key: CryptoKey | undefined,
  settings: PrivacySettings,
): Promise<void> {
  const json = JSON.stringify(settings)
  const value = settings.encryptSensitiveData
    ? await sealText(key, json, PRIVACY_SETTINGS_ITEM)
    : json
  writeDeviceItem(PRIVACY_SETTINGS_ITEM, value)
}
