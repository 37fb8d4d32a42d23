import { paths } from '../config/paths'
import { readDeviceItem, removeDeviceItem, writeDeviceItem } from './device-storage'

const ITEM = 'return-to'

/** The paths the router registers only for a signed-in user (spec 1, section 2). */
const SIGNED_IN_PATHS: readonly string[] = [
  paths.dashboard,
  paths.familyGoals,
  paths.subscription,
  paths.lightningSetup,
  paths.lightningConnect,
  paths.lightningConfig,
  paths.admin,
  paths.adminMonitoring,
]

export function isSignedInPath(pathname: string): boolean {
  return SIGNED_IN_PATHS.includes(pathname)
}

/**
 * Keeps the signed-in page someone asked for while signed out, for after they sign in.
 * localStorage, not the URL: the sign-in link is mailed and may open in another tab.
 */
export function rememberReturnTo(pathname: string, search: string): void {
  if (!isSignedInPath(pathname)) return
  try {
    writeDeviceItem(ITEM, `${pathname}${search}`)
  } catch {
    // Storage can be disabled (private mode); the sign-in then ends on the home page.
  }
}

/**
 * The remembered page, once: only a signed-in path of this app, so a planted value can
 * never send anyone elsewhere.
 */
export function takeReturnTo(): string | null {
  try {
    const value = readDeviceItem(ITEM)
    removeDeviceItem(ITEM)
    if (value === null) return null
    const url = new URL(value, window.location.origin)
    if (url.origin !== window.location.origin || !isSignedInPath(url.pathname)) return null
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}
