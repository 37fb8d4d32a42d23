import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchAuthUser } from './use-auth'

afterEach(() => vi.unstubAllGlobals())

function answer(status: number, body: unknown, cookie = 'theme=dark; signed_in=1') {
  vi.stubGlobal('document', { cookie })
  const fetchMock = vi.fn(async () => Response.json(body, { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('fetchAuthUser', () => {
  it('asks nothing when the browser holds no session', async () => {
    const fetchMock = answer(200, {}, 'theme=dark; not_signed_in=1')
    await expect(fetchAuthUser()).resolves.toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('returns the signed-in user', async () => {
    const user = { id: 1, email: 'a@b.c', role: 'parent', firstName: 'Al', lastName: null }
    const fetchMock = answer(200, user)
    await expect(fetchAuthUser()).resolves.toEqual(user)
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.anything())
  })

  it('treats 401 as signed out instead of failing', async () => {
    answer(401, { message: 'Authentication required', code: 'unauthenticated' })
    await expect(fetchAuthUser()).resolves.toBeNull()
  })

  it('treats 404 (a server without auth routes) as signed out', async () => {
    answer(404, { message: 'Route not found', code: 'not-found' })
    await expect(fetchAuthUser()).resolves.toBeNull()
  })

  it('lets other failures through', async () => {
    answer(500, { message: 'Internal error', code: 'internal-error' })
    await expect(fetchAuthUser()).rejects.toThrow(/^500: /)
  })
})
