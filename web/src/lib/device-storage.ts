import { PRODUCT_NAME } from '../config/product'

/**
 * Everything this app keeps in the browser's localStorage is named with this prefix
 * ("family-bitcoin-allowance:privacy-settings"), so deleting it all cannot touch another
 * app on the same origin.
 */
export const DEVICE_STORAGE_PREFIX = `${PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}:`

export function deviceStorageKey(name: string): string {
  return `${DEVICE_STORAGE_PREFIX}${name}`
}

export function readDeviceItem(name: string): string | null {
  return localStorage.getItem(deviceStorageKey(name))
}

export function writeDeviceItem(name: string, value: string): void {
  localStorage.setItem(deviceStorageKey(name), value)
}

/** Removes every item of this app from localStorage; other items stay. */
export function removeAllDeviceItems(): void {
  const ours: string[] = []
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key?.startsWith(DEVICE_STORAGE_PREFIX)) ours.push(key)
  }
  for (const key of ours) localStorage.removeItem(key)
}

export function removeDeviceItem(name: string): void {
  localStorage.removeItem(deviceStorageKey(name))
}
