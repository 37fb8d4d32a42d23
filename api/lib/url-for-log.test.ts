import { describe, expect, it } from 'vitest'
import { urlForLog } from './url-for-log.js'

const TEST_BALANCE = '/api/lightning/test-balance/:connectionId'

describe('urlForLog', () => {
  it('redacts a sign-in token wherever it is in the query, and nothing else', () => {
    expect(urlForLog({ url: '/auth/verify?token=abc-123' })).toBe('/auth/verify?token=[redacted]')
    expect(urlForLog({ url: '/auth/verify?next=%2Fdashboard&token=abc&x=1' })).toBe(
      '/auth/verify?next=%2Fdashboard&token=[redacted]&x=1',
    )
    // The name written another way is still the name the server reads.
    expect(urlForLog({ url: '/auth/verify?to%6Ben=abc' })).toBe('/auth/verify?to%6Ben=[redacted]')
    expect(urlForLog({ url: '/api/children?tokens=3&page=2' })).toBe(
      '/api/children?tokens=3&page=2',
    )
  })

  it("redacts a route's secret path parameter, found by the route that matched", () => {
    const id = '0123456789abcdef0123456789abcdef'
    expect(
      urlForLog({ url: `/api/lightning/test-balance/${id}`, routeOptions: { url: TEST_BALANCE } }),
    ).toBe('/api/lightning/test-balance/[redacted]')
    expect(
      urlForLog({
        url: `/api/lightning/test-balance/${id}/?token=t`,
        routeOptions: { url: TEST_BALANCE },
      }),
    ).toBe('/api/lightning/test-balance/[redacted]/?token=[redacted]')
    // Other parameters are no secret.
    expect(urlForLog({ url: '/api/children/42', routeOptions: { url: '/api/children/:id' } })).toBe(
      '/api/children/42',
    )
    expect(urlForLog({ url: '/no/such/route', routeOptions: {} })).toBe('/no/such/route')
  })
})
