import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  AppError,
  AuthenticationError,
  apiJson,
  apiRequest,
  clearRequestTimings,
  defaultFetcher,
  errorMessage,
  getRequestTimings,
  handleApiError,
  InvalidResponseError,
  keyToPath,
  ValidationError,
} from './api-client'

type FetchArgs = [input: string, init: RequestInit]

function stubFetch(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => respond())
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** The arguments of the first fetch; fails the test when there was none. */
function firstCall(fetchMock: ReturnType<typeof stubFetch>): FetchArgs {
  const call = fetchMock.mock.calls[0]
  if (!call) throw new Error('fetch was not called')
  return call
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

beforeEach(() => clearRequestTimings())
afterEach(() => vi.unstubAllGlobals())

describe('apiRequest', () => {
  it('sends cookies, a JSON content type and the JSON body', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ id: 1 }, 201))
    const res = await apiRequest('POST', '/api/children', { name: 'Ada', age: 9 })
    expect(res.status).toBe(201)
    const [url, init] = firstCall(fetchMock)
    expect(url).toBe('/api/children')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(init.body).toBe('{"name":"Ada","age":9}')
  })

  it('sends the JSON content type but no body when none is given', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }))
    await apiRequest('POST', '/api/auth/logout')
    const [, init] = firstCall(fetchMock)
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' })
    expect(init.body).toBeUndefined()
  })

  it('throws "status: text" with the answer text for a non-OK answer', async () => {
    const body = '{"message":"Child not found","code":"not-found"}'
    stubFetch(() => new Response(body, { status: 404, statusText: 'Not Found' }))
    const error = await apiRequest('GET', '/api/children/7').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(`404: ${body}`)
  })

  it('keeps the server message, code and field of the JSON error envelope', async () => {
    stubFetch(() =>
      jsonResponse({ message: 'Age must be 1-18', code: 'invalid-request', field: 'age' }, 400),
    )
    const error = (await apiRequest('POST', '/api/children', {}).catch((e) => e)) as ApiError
    expect(error.status).toBe(400)
    expect(error.statusCode).toBe(400)
    expect(error.serverMessage).toBe('Age must be 1-18')
    expect(error.code).toBe('invalid-request')
    expect(error.field).toBe('age')
  })

  it('reads a code it does not know as none, so switches on codes stay exhaustive', async () => {
    stubFetch(() => jsonResponse({ message: 'New rule', code: 'from-a-newer-server' }, 400))
    const error = (await apiRequest('POST', '/api/children', {}).catch((e) => e)) as ApiError
    expect(error.code).toBe('http-400')
    expect(error.serverMessage).toBe('New rule')
  })

  it('uses the status text when the answer body is empty', async () => {
    stubFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }))
    const error = (await apiRequest('GET', '/api/lightning/balance').catch((e) => e)) as ApiError
    expect(error.message).toBe('502: Bad Gateway')
    expect(error.serverMessage).toBeUndefined()
    expect(error.code).toBe('http-502')
  })

  it('leaves the server message empty for a non-JSON error body', async () => {
    stubFetch(() => new Response('upstream timed out', { status: 504 }))
    const error = (await apiRequest('GET', '/api/wallet/family-info').catch((e) => e)) as ApiError
    expect(error.message).toBe('504: upstream timed out')
    expect(error.serverMessage).toBeUndefined()
  })

  it('lets a network failure through unchanged', async () => {
    const failure = new TypeError('Failed to fetch')
    stubFetch(() => Promise.reject(failure))
    await expect(apiRequest('GET', '/api/children')).rejects.toBe(failure)
  })
})

describe('request timings', () => {
  it('records each call by method and path, without the query string', async () => {
    stubFetch(() => jsonResponse([]))
    await apiRequest('GET', '/api/allocations/active?childId=3')
    await apiRequest('GET', '/api/allocations/active?childId=4')
    await apiRequest('POST', '/api/allocations/active')
    const timings = getRequestTimings()
    expect(timings.get('GET /api/allocations/active')).toHaveLength(2)
    expect(timings.get('POST /api/allocations/active')).toHaveLength(1)
    const [first] = timings.get('GET /api/allocations/active') ?? []
    expect(first?.status).toBe(200)
    expect(first?.durationMs).toBeGreaterThanOrEqual(0)
  })

  it('keeps only the last 100 timings of a call', async () => {
    let count = 0
    stubFetch(() => jsonResponse({}, ++count <= 5 ? 500 : 200))
    for (let i = 0; i < 105; i++) await apiRequest('GET', '/api/children').catch(() => undefined)
    const list = getRequestTimings().get('GET /api/children') ?? []
    expect(list).toHaveLength(100)
    // The five failed (oldest) calls were dropped.
    expect(list.every((t) => t.status === 200)).toBe(true)
  })

  it('records failed and unanswered calls too', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await apiRequest('GET', '/api/children').catch(() => undefined)
    expect(getRequestTimings().get('GET /api/children')?.[0]?.status).toBe(0)
  })

  it('hands out copies, so readers cannot change the record', async () => {
    stubFetch(() => jsonResponse({}))
    await apiRequest('GET', '/api/children')
    const list = getRequestTimings().get('GET /api/children') as unknown[]
    list.length = 0
    expect(getRequestTimings().get('GET /api/children')).toHaveLength(1)
  })
})

describe('apiJson', () => {
  it('parses the JSON answer', async () => {
    stubFetch(() => jsonResponse({ canApprove: true }))
    await expect(apiJson('GET', '/api/family/can-approve')).resolves.toEqual({ canApprove: true })
  })

  it('gives undefined for an empty answer', async () => {
    stubFetch(() => new Response(null, { status: 204 }))
    await expect(apiJson('POST', '/api/auth/logout')).resolves.toBeUndefined()
  })
})

describe('the default query fetcher', () => {
  it('builds the path from the key parts joined by "/"', () => {
    expect(keyToPath('/api/children')).toBe('/api/children')
    expect(keyToPath(['/api/children', 5, 'transactions'])).toBe('/api/children/5/transactions')
  })

  it('sends a GET to that path with cookies', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ savings: '0.1' }))
    await expect(defaultFetcher(['/api/wallet/balances', 12])).resolves.toEqual({
      savings: '0.1',
    })
    const [url, init] = firstCall(fetchMock)
    expect(url).toBe('/api/wallet/balances/12')
    expect(init.method).toBe('GET')
    expect(init.credentials).toBe('include')
  })
})

describe('error kinds', () => {
  it('gives an application error status 500 and the operational flag by default', () => {
    const error = new AppError('Boom')
    expect(error.statusCode).toBe(500)
    expect(error.isOperational).toBe(true)
    expect(error.code).toBe('APP_ERROR')
  })

  it('makes validation errors code VALIDATION_ERROR, status 400, with a field', () => {
    const error = new ValidationError('Age must be 1-18', 'age')
    expect(error).toBeInstanceOf(AppError)
    expect([error.code, error.statusCode, error.field]).toEqual(['VALIDATION_ERROR', 400, 'age'])
  })

  it('makes authentication errors code AUTH_ERROR, status 401, "Authentication required"', () => {
    const error = new AuthenticationError()
    expect([error.code, error.statusCode, error.message]).toEqual([
      'AUTH_ERROR',
      401,
      'Authentication required',
    ])
  })
})

describe('handleApiError', () => {
  it('sends the browser to /api/login for a message containing 401, and returns', () => {
    const navigate = vi.fn()
    const report = vi.fn()
    handleApiError(new ApiError(401, 'Unauthorized'), { navigate, report })
    expect(navigate).toHaveBeenCalledWith('/api/login')
    expect(report).not.toHaveBeenCalled()
  })

  it('does not mistake a 401 elsewhere in a message for a 401 answer', () => {
    const navigate = vi.fn()
    expect(() =>
      handleApiError(
        new ApiError(400, '{"message":"Line 401: bad amount"}', 'Line 401: bad amount'),
        {
          navigate,
          report: vi.fn(),
        },
      ),
    ).toThrow()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('reports a successful answer that is not JSON as an invalid response format', async () => {
    stubFetch(() => new Response('<html>oops</html>', { status: 200 }))
    const error = await apiJson('POST', '/api/savings-transfers/initiate', {}).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(errorMessage(error, 'Failed to add transaction')).toBe(
      'Server returned invalid response format',
    )
  })

  it('turns a message containing 403 into an authentication error "Access denied"', () => {
    const original = new ApiError(403, '{"message":"Parents only"}', 'Parents only')
    let thrown: unknown
    try {
      handleApiError(original, { navigate: vi.fn(), report: vi.fn() })
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(AuthenticationError)
    expect((thrown as AuthenticationError).message).toBe('Access denied')
    expect((thrown as AuthenticationError).cause).toBe(original)
  })

  it('turns a message containing ValidationError into a validation error', () => {
    const original = new ApiError(422, 'ValidationError: bad age', undefined, undefined, 'age')
    let thrown: unknown
    try {
      handleApiError(original, { navigate: vi.fn(), report: vi.fn() })
    } catch (e) {
      thrown = e
    }
    expect(thrown).toBeInstanceOf(ValidationError)
    expect((thrown as ValidationError).field).toBe('age')
    expect((thrown as ValidationError).message).toBe('422: ValidationError: bad age')
  })

  it('reports anything else to the error log and throws it again', () => {
    const report = vi.fn()
    const navigate = vi.fn()
    const original = new ApiError(500, 'Internal Server Error')
    expect(() => handleApiError(original, { navigate, report })).toThrow(original)
    expect(report).toHaveBeenCalledWith(expect.any(String), original)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('handles values that are not errors by their text', () => {
    const navigate = vi.fn()
    handleApiError('401: session expired', { navigate, report: vi.fn() })
    expect(navigate).toHaveBeenCalledWith('/api/login')
  })
})

describe('errorMessage', () => {
  it('prefers the server message', () => {
    const error = new ApiError(400, '{"message":"Too much"}', 'Too much')
    expect(errorMessage(error, 'Failed to add transaction')).toBe('Too much')
  })

  it('finds the server message behind a converted error', () => {
    const original = new ApiError(403, '{"message":"Parents only"}', 'Parents only')
    const converted = new AuthenticationError('Access denied', { cause: original })
    expect(errorMessage(converted, 'Action Failed')).toBe('Parents only')
  })

  it('falls back to the screen text without a server message', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Update Failed')).toBe('Update Failed')
    expect(errorMessage(new ApiError(502, 'Bad Gateway'), 'Update Failed')).toBe('Update Failed')
  })
})
