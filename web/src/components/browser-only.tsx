import type { ReactNode } from 'react'

/**
 * Draws its children in the browser only, not when the server draws a signed-in screen
 * (web/src/prerender.tsx): for what depends on the device, such as whether it can make
 * passkeys. The app's first render in the browser draws them when it takes the screen
 * over; put them where appearing then moves nothing, at the end of the screen.
 */
export function BrowserOnly({ children }: { children: ReactNode }) {
  return typeof window === 'undefined' ? null : children
}
