import { useSyncExternalStore } from 'react'

/** The answer below never changes once the browser renders: nothing to subscribe to. */
const subscribeToNothing = () => () => {}

/**
 * Whether this render may draw what only the device knows (its time zone, whether it
 * can make passkeys): false on the server and while React hydrates a screen the server
 * drew (app/prerendered-takeover.tsx), true right after and in every render the browser
 * makes itself. The server cannot know the device, and the browser's hydrating render
 * must draw the server's markup exactly, or React throws the server's screen away and
 * draws it again.
 */
export function useDeviceKnown(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}

/**
 * The time zone to write dates and times in (Intl's `timeZone`): UTC where the server's
 * text and the browser's first render must agree, the device's own (undefined) from then
 * on. React renders the device's right after hydrating, before anyone can read it.
 */
export function useTimeZone(): string | undefined {
  return useDeviceKnown() ? undefined : 'UTC'
}
