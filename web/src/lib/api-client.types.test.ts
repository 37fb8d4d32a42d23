import type { GoalDto } from '@api/features/goals/goals.schemas'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { call, type Reply, routeUrl } from './api-client'

/**
 * The client's binding to the contracts, checked by the web's type check (`npm run typecheck`):
 * each `@ts-expect-error` below fails the check if the call it marks ever compiles.
 */
describe('the typed client (call)', () => {
  it('answers a route with the type of its reply schema', () => {
    expectTypeOf<Reply<'POST /api/family-goals'>>().toEqualTypeOf<GoalDto>()
    expectTypeOf<Reply<'GET /api/family-goals'>>().toEqualTypeOf<GoalDto[]>()
    expectTypeOf(call<'DELETE /api/family-goals/:id'>).returns.resolves.toHaveProperty(
      'returnedToGivers',
    )
  })

  it('takes only what the route’s schemas allow', () => {
    const calls = () => [
      // @ts-expect-error: no such route
      call('POST /api/family-goal'),
      // @ts-expect-error: the body is required
      call('POST /api/family-goals'),
      // @ts-expect-error: the id is a number
      call('DELETE /api/family-goals/:id', { params: { id: 'one' } }),
      call('POST /api/family-goals/:id/contributions', {
        params: { id: 1 },
        // @ts-expect-error: an amount is a BTC string
        body: { amount: 1, contributionType: 'gift' },
      }),
    ]
    expect(calls).toBeTypeOf('function')
  })
})

describe('routeUrl', () => {
  it('fills the path from params and appends the query', () => {
    expect(routeUrl('/api/family-goals/:id/contributions', { id: 7 })).toBe(
      '/api/family-goals/7/contributions',
    )
    expect(routeUrl('/api/allocations/active', {}, { childId: 3, other: undefined })).toBe(
      '/api/allocations/active?childId=3',
    )
    expect(() => routeUrl('/api/family-goals/:id')).toThrow('needs its id')
  })
})
