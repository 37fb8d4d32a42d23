import { useSWRConfig } from 'swr'
import { notifyFailure } from '../../../lib/notify'
import { revalidateMoney } from '../../../lib/revalidate-money'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { type AllowanceRun, processAllowances } from '../api'

function describeRun(run: AllowanceRun) {
  if (run.processedChildren === 0) {
    return {
      title: 'No Allowances Due',
      description: run.message || `No children have allowances due on ${run.weekday}`,
    }
  }
  const names = run.children.map((c) => `${c.name} (${c.amount} BTC)`).join(', ')
  return { title: 'Allowances Processed', description: `${run.message}: ${names}` }
}

/** The header's Process Allowances: credits today's allowances (accounting only). */
export function ProcessAllowancesButton() {
  const { mutate } = useSWRConfig()
  const run = useApiMutation((_: undefined) => processAllowances(), {
    onSuccess: async (result) => {
      toast(describeRun(result))
      await revalidateMoney(mutate)
    },
    onError: (error) =>
      notifyFailure(error, { title: 'Error', description: 'Failed to process allowances' }),
  })
  return (
    <button
      type="button"
      className="secondary"
      aria-busy={run.isMutating}
      disabled={run.isMutating}
      onClick={() => void run.trigger(undefined)}
    >
      Process Allowances
    </button>
  )
}
