import type { AllowanceRunReply } from '@api/features/allowances/allowances.schemas'
import { BusyButton } from '../../../components/busy-button'
import { type TextFunction, textsNow, useTexts } from '../../../lib/i18n'
import { toast } from '../../../lib/toast'
import { useMoneyMutation } from '../../../lib/use-money-mutation'
import { serverWeekdayIn } from '../../../lib/weekday-names'
import { processAllowances } from '../api'
import { allowancesTexts } from '../texts'

/**
 * The toast after a run. The spec's "No Allowances Due" is for a day with nothing due; a
 * child due today whose allowance was already credited (by an earlier click or the
 * automatic run) is named as such, not as not due.
 */
export function describeRun(
  run: AllowanceRunReply,
  t: TextFunction<typeof allowancesTexts.en> = textsNow(allowancesTexts),
) {
  const earlier = run.alreadyCredited.map((c) => c.name).join(', ')
  if (run.processedChildren === 0) {
    if (earlier !== '') return { title: t('alreadyCredited'), description: run.message }
    const weekday = serverWeekdayIn(run.weekday)
    return { title: t('noneDue'), description: run.message || t('noneDueOn', { weekday }) }
  }
  const children = run.children
    .map((c) => t('processedChild', { name: c.name, amount: c.amount }))
    .join(', ')
  const description =
    earlier === ''
      ? t('processedDescription', { message: run.message, children })
      : t('processedAlsoEarlier', { message: run.message, children, earlier })
  return { title: t('processed'), description }
}

/** The header's Process Allowances: credits today's allowances (accounting only). */
export function ProcessAllowancesButton() {
  const t = useTexts(allowancesTexts)
  const run = useMoneyMutation((_: undefined) => processAllowances(), {
    onSuccess: (result) => toast(describeRun(result, t)),
    failure: { title: t('error'), description: t('processFailed') },
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
      {t('processAllowances')}
    </BusyButton>
  )
}
