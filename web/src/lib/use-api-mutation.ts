import { useCallback, useLayoutEffect, useRef, useState } from 'react'
import { handleApiError } from './api-client'
import { mutateWithRetry } from './swr-config'

export interface ApiMutationOptions<TResult> {
  onSuccess?: (result: TResult) => void | Promise<void>
  /** Gets the error after the shared handling (a 403 arrives as AuthenticationError). */
  onError?: (error: unknown) => void
}

export interface ApiMutation<TArgs, TResult> {
  /** Runs the mutation; resolves to undefined when it failed (onError has been called). */
  trigger: (args: TArgs) => Promise<TResult | undefined>
  isMutating: boolean
  error: unknown
  reset: () => void
}

/** Passes an error through the shared handling and returns what the screen should see. */
function toScreenError(error: unknown): unknown {
  try {
    handleApiError(error)
    // Only a 401 returns: the browser is already on its way to /api/login.
    return error
  } catch (converted) {
    return converted
  }
}

/**
 * A write with the spec's mutation retry rule and shared error handling. Typical use:
 * `useApiMutation((body) => call('POST /api/children', { body }), { onSuccess: () =>
 * mutate('/api/children'), onError: (e) => toast({ ... errorMessage(e, '...') }) })`.
 */
export function useApiMutation<TArgs, TResult>(
  mutation: (args: TArgs) => Promise<TResult>,
  options: ApiMutationOptions<TResult> = {},
): ApiMutation<TArgs, TResult> {
  const [isMutating, setIsMutating] = useState(false)
  const [error, setError] = useState<unknown>(undefined)
  // Callers pass fresh closures each render; the latest ones must run, without new triggers.
  const latest = useRef({ mutation, options })
  useLayoutEffect(() => {
    latest.current = { mutation, options }
  })

  const trigger = useCallback(async (args: TArgs) => {
    setIsMutating(true)
    setError(undefined)
    try {
      const result = await mutateWithRetry(() => latest.current.mutation(args))
      await latest.current.options.onSuccess?.(result)
      return result
    } catch (caught) {
      const screenError = toScreenError(caught)
      setError(screenError)
      latest.current.options.onError?.(screenError)
      return undefined
    } finally {
      setIsMutating(false)
    }
  }, [])

  const reset = useCallback(() => setError(undefined), [])

  return { trigger, isMutating, error, reset }
}
