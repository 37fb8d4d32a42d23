import type { ReactNode } from 'react'
import { useDeviceKnown } from '../lib/device-known'

/**
 * Draws its children in the browser only, not when the server draws a signed-in screen
 * (web/src/prerender.tsx) nor while the app hydrates it: for what depends on the device,
 * such as whether it can make passkeys. The app draws them right after hydrating; put
 * them where appearing then moves nothing, at the end of the screen.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return useDeviceKnown() ? children : null
}
