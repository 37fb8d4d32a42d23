import { describe, expect, it } from 'vitest'
import {
  ERROR_TYPES_KEPT,
  JobFailureStats,
  OTHER_ERROR_TYPE,
  RECENT_ERRORS_KEPT,
  RECENT_JOB_FAILURES_KEPT,
  RequestStats,
  SLOW_QUERY_MS,
  SlowQueryStats,
} from './monitoring-stats.js'

function recordTraffic(stats: RequestStats, requests: number) {
  for (let i = 0; i < requests; i++) {
    stats.recordRequest((i % 100) + 0.5)
    // Every tenth request fails, each with a type and path never seen before.
    if (i % 10 === 0) {
      stats.recordError(`Error${i}`, {
        method: 'GET',
        path: `/api/path/${i}`,
        error: `failure number ${i}`,
        timestamp: new Date(i).toISOString(),
      })
    }
  }
}

describe('RequestStats', () => {
  it('keeps the same few figures after 100,000 requests as after 1,000', () => {
    const small = new RequestStats()
    recordTraffic(small, 1000)
    const large = new RequestStats()
    recordTraffic(large, 100_000)

    expect(large.performance().totalRequests).toBe(100_000)
    expect(large.errors().totalErrors).toBe(10_000)
    expect(large.errors().recentErrors).toHaveLength(RECENT_ERRORS_KEPT)
    expect(large.errors().recentErrors[0]?.path).toBe('/api/path/99990')
    const types = Object.keys(large.errors().errorsByType)
    expect(types).toHaveLength(ERROR_TYPES_KEPT + 1)
    expect(large.errors().errorsByType[OTHER_ERROR_TYPE]).toBe(10_000 - ERROR_TYPES_KEPT)
    // What it holds does not grow with the traffic: only the numbers in it change.
    const size = (stats: RequestStats) =>
      JSON.stringify({ ...stats.performance(), ...stats.errors() }).replace(/\d/g, '').length
    expect(size(large)).toBe(size(small))
  })

  it('counts answers over one second as slow and reports the mean exactly', () => {
    const stats = new RequestStats()
    for (const ms of [10, 20, 30, 1500]) stats.recordRequest(ms)
    expect(stats.performance()).toEqual({
      totalRequests: 4,
      averageResponseTime: 390,
      p95ResponseTime: 1500,
      slowRequestCount: 1,
    })
  })
})

describe('SlowQueryStats', () => {
  it('counts only statements slower than the threshold and averages them', () => {
    const stats = new SlowQueryStats()
    for (const ms of [0.2, 5, SLOW_QUERY_MS, 150, 250]) stats.recordQuery(ms)
    expect(stats.figures()).toEqual({ totalSlowQueries: 2, averageDuration: 200 })
    stats.reset()
    expect(stats.figures()).toEqual({ totalSlowQueries: 0, averageDuration: 0 })
  })
})

describe('JobFailureStats', () => {
  it('counts failed runs per job and keeps only the latest, newest first', () => {
    const stats = new JobFailureStats()
    for (let i = 0; i < 50; i++) {
      const job = i % 5 === 0 ? 'wallet-sync' : 'lightning-settle'
      stats.record({ job, error: `failure ${i}`, timestamp: new Date(i).toISOString() })
    }
    const figures = stats.figures()
    expect(figures.total).toBe(50)
    expect(figures.byJob).toEqual({ 'wallet-sync': 10, 'lightning-settle': 40 })
    expect(figures.recent).toHaveLength(RECENT_JOB_FAILURES_KEPT)
    expect(figures.recent[0]?.error).toBe('failure 49')
    stats.reset()
    expect(stats.figures()).toEqual({ total: 0, byJob: {}, recent: [] })
  })
})
