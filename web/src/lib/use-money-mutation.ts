import { useSWRConfig } from 'swr'
import { type MessageParts, notifyFailure } from './notify'
import { revalidateMoney } from './revalidate-money'
import { type ApiMutation, useApiMutation } from './use-api-mutation'

export interface MoneyMutationOptions<TResult> {
  /**
   * Tells the user what happened (and closes the dialog, if any). It runs before the
   * refetch is awaited, so a dialog closes in the same render as its toast shows.
   */
  onSuccess: (result: TResult) => void
  /** The failure toast when the server sends no message of its own. */
  failure: MessageParts
}

/**
 * A write that changes a balance, an allowance or a child. Any such write can move several
 * money queries at once, so after it succeeds they are all revalidated (revalidateMoney).
 */
export function useMoneyMutation<TArgs, TResult>(
  mutation: (args: TArgs) => Promise<TResult>,
  { onSuccess, failure }: MoneyMutationOptions<TResult>,
): ApiMutation<TArgs, TResult> {
  const { mutate } = useSWRConfig()
  return useApiMutation(mutation, {
    onSuccess: async (result) => {
      onSuccess(result)
      await revalidateMoney(mutate)
    },
    onError: (error) => notifyFailure(error, failure),
  })
}
