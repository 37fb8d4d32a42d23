/**
 * What a hydration that could not keep the server's markup reports
 * (app/prerendered-takeover.tsx): React then draws the screen again in the browser,
 * which the visitor hardly sees and nobody would notice, so it says so on the console,
 * in production too. Browser tests fail on it (web/e2e/support/family-app.ts).
 */
export const HYDRATION_ERROR_PREFIX = 'Hydration failed, the screen was drawn again:'

/** hydrateRoot's onRecoverableError. */
export function reportHydrationError(error: unknown): void {
  console.error(HYDRATION_ERROR_PREFIX, error)
}
