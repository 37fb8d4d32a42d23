import { PRODUCT_NAME } from '../../config/product'
import { deleteDeviceKey } from '../../lib/device-key'
import { DEVICE_STORAGE_PREFIX, removeAllDeviceItems } from '../../lib/device-storage'
import type { PrivacySettings } from './privacy-settings'

/** The spec's wait between deleting everything and reloading the page. */
export const RELOAD_AFTER_DELETE_MS = 1000

function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** "family-bitcoin-allowance-data-2026-11-21.json", by the day on this device. */
export function exportFileName(now: Date): string {
  return `${DEVICE_STORAGE_PREFIX.slice(0, -1)}-data-${localDate(now)}.json`
}

/**
 * What this browser keeps, readable. The device key is not part of it (it cannot be read
 * out at all): the file holds the settings themselves, not their sealed form.
 */
export function deviceDataExport(settings: PrivacySettings, now: Date): string {
  return JSON.stringify(
    { product: PRODUCT_NAME, exportedAt: now.toISOString(), privacySettings: settings },
    null,
    2,
  )
}

/** Deletes every item this app keeps in the browser and the device key. */
export async function deleteAllDeviceData(): Promise<void> {
  removeAllDeviceItems()
  await deleteDeviceKey()
}
