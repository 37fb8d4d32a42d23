/** The colour family of a service or system status (spec 2, section 4). */
export type StatusTone = 'good' | 'warning' | 'bad' | 'neutral'

/** healthy or up: green; degraded: yellow; unhealthy or down: red; anything else neutral. */
export function statusTone(status: string): StatusTone {
  switch (status) {
    case 'healthy':
    case 'up':
      return 'good'
    case 'degraded':
      return 'warning'
    case 'unhealthy':
    case 'down':
      return 'bad'
    default:
      return 'neutral'
  }
}

/** Bytes as the spec shows memory: megabytes (divided by 1,048,576), one decimal. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`
}

/** The spec's funnel bars label their percentage only above 10%. */
export function funnelLabel(percentage: number): string | null {
  return percentage > 10 ? `${percentage}%` : null
}

/** The spec's display caps (section 9). */
export const DISPLAY_CAPS = {
  alerts: 3,
  suspiciousIps: 5,
  criticalEvents: 5,
  recentErrors: 5,
} as const
