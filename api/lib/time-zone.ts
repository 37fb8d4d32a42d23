/**
 * The canonical IANA name of a zone this Node.js knows ("europe/berlin" ->
 * "Europe/Berlin"), or null for an unknown one. Storing the canonical name keeps one
 * spelling per zone.
 */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return null
  }
}
