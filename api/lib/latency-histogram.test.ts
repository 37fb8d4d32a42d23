import { describe, expect, it } from 'vitest'
import { LatencyHistogram } from './latency-histogram.js'

describe('LatencyHistogram', () => {
  it('reports p95 within 5% and the exact mean of generated durations', () => {
    const histogram = new LatencyHistogram()
    for (let ms = 1; ms <= 1000; ms++) histogram.record(ms)
    expect(histogram.count).toBe(1000)
    expect(histogram.meanMs).toBe(500.5)
    const p95 = histogram.percentileMs(0.95)
    expect(p95).toBeGreaterThanOrEqual(950)
    expect(p95).toBeLessThanOrEqual(950 * 1.05)
  })

  it('finds a slow tail among fast requests', () => {
    const histogram = new LatencyHistogram()
    for (let i = 0; i < 940; i++) histogram.record(2)
    for (let i = 0; i < 60; i++) histogram.record(800)
    expect(histogram.percentileMs(0.95)).toBeGreaterThanOrEqual(800)
    expect(histogram.percentileMs(0.95)).toBeLessThanOrEqual(800)
    expect(histogram.percentileMs(0.5)).toBeLessThanOrEqual(2 * 1.05)
  })

  it('never reports more than the slowest sample and clears on reset', () => {
    const histogram = new LatencyHistogram()
    histogram.record(3)
    expect(histogram.percentileMs(0.95)).toBe(3)
    histogram.record(Number.NaN)
    histogram.record(-1)
    expect(histogram.count).toBe(1)
    histogram.reset()
    expect(histogram.count).toBe(0)
    expect(histogram.percentileMs(0.95)).toBe(0)
    expect(histogram.meanMs).toBe(0)
  })
})
