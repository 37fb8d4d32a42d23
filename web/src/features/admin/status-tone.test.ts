import { describe, expect, it } from 'vitest'
import { funnelLabel, megabytes, statusTone } from './status-tone'

describe('statusTone', () => {
  it('colours statuses as the spec says', () => {
    expect(statusTone('healthy')).toBe('good')
    expect(statusTone('up')).toBe('good')
    expect(statusTone('degraded')).toBe('warning')
    expect(statusTone('unhealthy')).toBe('bad')
    expect(statusTone('down')).toBe('bad')
    expect(statusTone('not_configured')).toBe('neutral')
  })
})

describe('megabytes', () => {
  it('divides by 1,048,576', () => {
    expect(megabytes(1_048_576)).toBe('1.0 MB')
    expect(megabytes(52_428_800 + 524_288)).toBe('50.5 MB')
  })
})

describe('funnelLabel', () => {
  it('labels a bar only above 10%', () => {
    expect(funnelLabel(10)).toBeNull()
    expect(funnelLabel(10.1)).toBe('10.1%')
    expect(funnelLabel(100)).toBe('100%')
  })
})
