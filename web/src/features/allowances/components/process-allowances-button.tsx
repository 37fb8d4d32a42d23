import type { AllowanceRunReply } from '@api/features/allowances/allowances.schemas'
import { BusyButton } from '../../../components/busy-button'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { processAllowances } from '../api'

/**
 * The toast after a run. The spec's "No Allowances Due" is for a day with nothing due; a
 * child due today whose allowance was already credited (by an earlier click or the
 * automatic run) is named as such, not as not due.
 */
export function describeRun(run: AllowanceRunReply) {
  const earlier = run.alreadyCredited.map((c) => c.name).join(', ')
  if (run.processedChildren === 0) {
    if (earlier !== '') return { title: 'Already Credited', description: run.message }
    return {
      title: 'No Allowances Due',
      description: run.message || `No children have allowances due on ${run.weekday}`,
    }
  }
  const names = run.children.map((c) => `${c.name} (${c.amount} BTC)`).join(', ')
  const alsoEarlier = earlier === '' ? '' : `. Already credited earlier today: ${earlier}`
  return { title: 'Allowances Processed', description: `${run.message}: ${names}${alsoEarlier}` }
}

/** The header's Process Allowances: credits today's allowances (accounting only). */
export function ProcessAllowancesButton() {
  const run = useMoneyMutation((_: undefined) => processAllowances(), {
    onSuccess: (result) => toast(describeRun(result)),
    failure: { title: 'Error', description: 'Failed to process allowances' },
    changes: 'allowances',
  })
  // Stays focusable while it runs, so keyboard focus stays on it.
  return (
    <BusyButton
      type="button"
      className="secondary"
      isBusy={run.isMutating}
      onClick={() => void run.trigger(undefined)}
    >
      Process Allowances
    </BusyButton>
  )
}
