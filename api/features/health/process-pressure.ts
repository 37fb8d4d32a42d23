import { totalmem } from 'node:os'
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks'
import type { Alert } from './health.schemas.js'

/** Resident memory above this share of the limit is pressure: the next spike may be fatal. */
const HIGH_RSS_SHARE = 0.9
/** A 99th-percentile event-loop delay above this means requests wait behind other work. */
const SLOW_EVENT_LOOP_MS = 200

export interface PressureSample {
  rssBytes: number
  /** The container's memory limit (cgroup) when there is one, else the machine's memory. */
  limitBytes: number
  /** 99th percentile of the event loop's delay since the previous sample. */
  eventLoopP99Ms: number
}

/** The memory a process may use: a cgroup limit below the machine's memory, or the latter. */
export function memoryLimitBytes(): number {
  const machine = totalmem()
  // 0 or an absurdly large number without a limit.
  const constrained = process.constrainedMemory?.() ?? 0
  return constrained > 0 && constrained < machine ? constrained : machine
}

/** The alerts one sample calls for: none on a server that is merely busy or has a grown heap. */
export function pressureAlerts(sample: PressureSample): Alert[] {
  const alerts: Alert[] = []
  if (sample.rssBytes > HIGH_RSS_SHARE * sample.limitBytes) {
    const mb = (bytes: number) => Math.round(bytes / 1_048_576)
    alerts.push({
      severity: 'warning',
      message: `The server uses ${mb(sample.rssBytes)} MB of its ${mb(sample.limitBytes)} MB memory limit`,
      component: 'memory',
    })
  }
  if (sample.eventLoopP99Ms > SLOW_EVENT_LOOP_MS) {
    alerts.push({
      severity: 'warning',
      message: `Requests waited up to ${Math.round(sample.eventLoopP99Ms)} ms for the event loop`,
      component: 'event_loop',
    })
  }
  return alerts
}

/**
 * Samples memory and event-loop delay, the latter measured continuously between two
 * samples by Node's own histogram (a fixed-size structure). stop() ends the measuring.
 */
export function processPressure(): { sample(): PressureSample; stop(): void } {
  const delay: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 })
  delay.enable()
  return {
    sample() {
      const eventLoopP99Ms = delay.count > 0 ? delay.percentile(99) / 1e6 : 0
      delay.reset()
      return { rssBytes: process.memoryUsage.rss(), limitBytes: memoryLimitBytes(), eventLoopP99Ms }
    },
    stop: () => delay.disable(),
  }
}
