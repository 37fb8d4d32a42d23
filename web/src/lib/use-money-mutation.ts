import { type MessageParts, notifyFailure } from './notify'
import { useRevalidateAfter, type Write } from './reads-after-writes'
import { type ApiMutation, useApiMutation } from './use-api-mutation'

export interface MoneyMutationOptions<TResult> {
  /**
   * Tells the user what happened (and closes the dialog, if any). It runs before the
   * refetch is awaited, so a dialog closes in the same render as its toast shows.
   */
  onSuccess: (result: TResult) => void
  /** The failure toast when the server sends no message of its own. */
  failure: MessageParts
  /** What the write changes (reads-after-writes.ts); by default the family's books. */
  changes?: Write
}

/**
 * A write that changes a balance, an allowance or a child. After it succeeds every read
 * it changed is asked again, wherever it is shown (reads-after-writes.ts).
 */
export function useMoneyMutation<TArgs, TResult>(
  mutation: (args: TArgs) => Promise<TResult>,
  { onSuccess, failure, changes = 'books' }: MoneyMutationOptions<TResult>,
): ApiMutation<TArgs, TResult> {
  const revalidateAfter = useRevalidateAfter()
  return useApiMutation(mutation, {
    onSuccess: async (result) => {
      onSuccess(result)
      await revalidateAfter(changes)
    },
    onError: (error) => notifyFailure(error, failure),
  })
}
