import type { Alert, ServiceName, ServiceStatus } from './health.schemas.js'
import { SERVICE_NAMES } from './health.schemas.js'
import type { ServiceReports } from './health.service.js'

/** A check older than this is redone on demand (the health-check job runs every minute). */
export const CHECK_MAX_AGE_MS = 2 * 60 * 1000
/** Checks kept in the status history: two hours at one a minute. */
export const HISTORY_KEPT = 120
/** State changes kept for the operator. */
export const CHANGES_KEPT = 50

type State = ServiceStatus['status']

/** One check's outcome: each service's state, and the pressure alerts found with it. */
export interface ServiceCheckResult {
  services: ServiceReports
  pressureAlerts: Alert[]
}

export interface CheckRecord {
  checkedAt: string
  states: Record<ServiceName, State>
}

/** A service that changed state between two checks: the alert the operator gets once. */
export interface ServiceChange {
  component: ServiceName
  /** null for the first check after start. */
  from: State | null
  to: State
  at: string
  severity: 'critical' | 'warning' | 'info'
  message: string
}

const BAD_STATES: ReadonlySet<State> = new Set(['down', 'degraded'])

function describeChange(component: ServiceName, from: State | null, to: State): string {
  if (from === null) return `${component} is ${to} at start-up`
  return `${component} went from ${from} to ${to}`
}

/**
 * The latest check of every service, a bounded history of checks and the state changes
 * between them. `check` probes (one run at a time: callers arriving meanwhile share it);
 * `latest` answers from the last check while it is fresh, so polling /health and the
 * monitoring screen never probe the services themselves. A change of state raises one
 * alert through `onChange`, however many checks or polls see the same state.
 */
export class ServiceProbe {
  readonly #run: (now: Date) => Promise<ServiceCheckResult>
  readonly #onChange: (change: ServiceChange) => void
  #latest: { atMs: number; result: ServiceCheckResult } | undefined
  #running: Promise<ServiceCheckResult> | undefined
  readonly #history: CheckRecord[] = []
  readonly #changes: ServiceChange[] = []

  constructor(
    run: (now: Date) => Promise<ServiceCheckResult>,
    onChange: (change: ServiceChange) => void,
  ) {
    this.#run = run
    this.#onChange = onChange
  }

  check(now: Date): Promise<ServiceCheckResult> {
    this.#running ??= this.#run(now)
      .then((result) => {
        this.#record(now, result)
        return result
      })
      .finally(() => {
        this.#running = undefined
      })
    return this.#running
  }

  latest(now: Date): Promise<ServiceCheckResult> {
    const last = this.#latest
    const ageMs = last ? now.getTime() - last.atMs : Number.POSITIVE_INFINITY
    // A clock set back counts as stale too.
    if (last && ageMs >= 0 && ageMs < CHECK_MAX_AGE_MS) return Promise.resolve(last.result)
    return this.check(now)
  }

  /** The kept checks, oldest first. */
  history(): CheckRecord[] {
    return [...this.#history]
  }

  /** The kept state changes, newest first. */
  changes(): ServiceChange[] {
    return [...this.#changes]
  }

  #record(now: Date, result: ServiceCheckResult) {
    const previous = this.#history.at(-1)
    const states = Object.fromEntries(
      SERVICE_NAMES.map((name) => [name, result.services[name].status]),
    ) as Record<ServiceName, State>
    const at = now.toISOString()
    for (const name of SERVICE_NAMES) {
      const from = previous ? previous.states[name] : null
      const to = states[name]
      if (from === to) continue
      // At start-up only a service in trouble is news.
      if (from === null && !BAD_STATES.has(to)) continue
      const change: ServiceChange = {
        component: name,
        from,
        to,
        at,
        severity: to === 'down' ? 'critical' : to === 'degraded' ? 'warning' : 'info',
        message: describeChange(name, from, to),
      }
      this.#changes.unshift(change)
      if (this.#changes.length > CHANGES_KEPT) this.#changes.pop()
      this.#onChange(change)
    }
    this.#history.push({ checkedAt: at, states })
    if (this.#history.length > HISTORY_KEPT) this.#history.shift()
    this.#latest = { atMs: now.getTime(), result }
  }
}
