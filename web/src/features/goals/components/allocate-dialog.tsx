import { projectedContributionSat, readParentAllocation } from '@api/contracts/allocation-form'
import type { ApplyTo } from '@api/contracts/goal-vocabulary'
import { parsePercentTenths } from '@api/contracts/percentage'
import type { ChildDto } from '@api/features/children/children.schemas'
import type { AllocateBody, GoalDto } from '@api/features/goals/goals.schemas'
import { TENTHS_PER_WHOLE, totalToBtc } from '@api/lib/money'
import { type FormEvent, useId, useState } from 'react'
import { Btc } from '../../../components/btc'
import { ModalDialog } from '../../../components/modal-dialog'
import { satsOf } from '../../../lib/btc-input'
import { RichText, useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useChildren } from '../../../lib/use-children'
import { allocateToGoal, useRefreshGoalData } from '../api'
import { goalsTexts } from '../texts'
import { useInlineProblem } from '../use-inline-problem'
import { PercentageInput } from './percentage-input'

export type AllocateDialogProps = {
  /** The goal to allocate to, as currently listed. */
  goal: GoalDto
}

/**
 * Allocate: a parent's allocation of a share of a child's savings or future allowance,
 * active at once. A complete goal takes no more, so its button is disabled.
 */
export function AllocateDialog({ goal }: AllocateDialogProps) {
  const t = useTexts(goalsTexts)
  if (goal.isComplete) {
    return (
      <button type="button" disabled>
        {t('allocate')}
      </button>
    )
  }
  return (
    <ModalDialog title={t('allocateTitle', { title: goal.title })} triggerText={t('allocate')}>
      {(close) => <AllocateForm goal={goal} onDone={close} />}
    </ModalDialog>
  )
}

function AllocateForm({ goal, onDone }: { goal: GoalDto; onDone: () => void }) {
  const t = useTexts(goalsTexts)
  const refresh = useRefreshGoalData()
  const { data: children, isLoading: isLoadingChildren } = useChildren()
  const [percentage, setPercentage] = useState('')
  // Until a choice is made, the first child: an allocation for a child is what moves
  // money into the goal; the parents' own pledge (no child) only records an intention.
  const [chosenChildId, setChosenChildId] = useState<string | null>(null)
  const childId = chosenChildId ?? (children?.[0] ? String(children[0].id) : '')
  const [applyTo, setApplyTo] = useState<ApplyTo>('new_contributions')
  const problem = useInlineProblem<'percentage' | 'applyTo'>()
  const projectionId = useId()

  const child: ChildDto | undefined = children?.find((c) => String(c.id) === childId)

  const allocate = useApiMutation((input: AllocateBody) => allocateToGoal(goal.id, input), {
    onSuccess: async (allocation) => {
      toast({
        title: t('allocationCreated'),
        description: t('nowGoesTo', { percentage: allocation.percentage, title: goal.title }),
      })
      onDone()
      await refresh()
    },
    onError: (error) => notifyFailure(error, { title: t('createAllocationFailed') }),
  })

  const onChildChange = (value: string) => {
    setChosenChildId(value)
    // Without a child there are no savings to move: fall back to new contributions.
    if (value === '') setApplyTo('new_contributions')
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const read = readParentAllocation({ percentage, applyTo })
    if (problem.show(read.problem ?? null, event.currentTarget)) return
    void allocate.trigger({
      percentage,
      applyTo,
      ...(child ? { childId: child.id } : {}),
    })
  }

  const projection = child ? projectionOf(child, applyTo, percentage) : null

  return (
    <form onSubmit={onSubmit} noValidate>
      <PercentageInput
        value={percentage}
        onChange={(value) => {
          setPercentage(value)
          problem.clear('percentage')
        }}
        error={problem.errorOf('percentage')}
        hint={t('percentageHint')}
      />
      <label>
        {t('child')}
        <select
          name="childId"
          value={childId}
          aria-busy={isLoadingChildren}
          onChange={(event) => onChildChange(event.target.value)}
        >
          {children?.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
          <option value="">{t('noChildParentsOwn')}</option>
        </select>
        {childId === '' && <small>{t('parentsPledge')}</small>}
      </label>
      <fieldset>
        <legend>{t('applyTo')}</legend>
        <label>
          <input
            type="radio"
            name="applyTo"
            value="new_contributions"
            checked={applyTo === 'new_contributions'}
            onChange={() => setApplyTo('new_contributions')}
          />
          {t('applyNew')}
        </label>
        <label>
          <input
            type="radio"
            name="applyTo"
            value="entire_savings"
            checked={applyTo === 'entire_savings'}
            disabled={!child}
            onChange={() => setApplyTo('entire_savings')}
          />
          {t('applySavings')}
        </label>
        <small>{applyTo === 'new_contributions' ? t('applyNewHint') : t('applySavingsHint')}</small>
      </fieldset>
      {child && (
        <p id={projectionId} aria-live="polite">
          {applyTo === 'new_contributions' ? (
            <>
              {t('projectedMonthly')}{' '}
              {projection ? <Btc value={projection} /> : t('enterPercentage')}
              <br />
              <small>
                <RichText
                  texts={goalsTexts}
                  k="projectedMonthlyHow"
                  parts={{
                    name: <>{child.name}</>,
                    amount: <Btc value={child.weeklyAllowance} />,
                  }}
                />
              </small>
            </>
          ) : (
            <>
              {t('movesNow')} {projection ? <Btc value={projection} /> : t('enterPercentage')}
              <br />
              <small>
                <RichText
                  texts={goalsTexts}
                  k="movesNowHow"
                  parts={{
                    name: <>{child.name}</>,
                    amount: <Btc value={child.savingsBalance} />,
                  }}
                />
              </small>
            </>
          )}
        </p>
      )}
      <button
        type="submit"
        aria-busy={allocate.isMutating}
        disabled={allocate.isMutating || goal.isComplete}
        aria-describedby={child ? projectionId : undefined}
      >
        {t('createAllocation')}
      </button>
    </form>
  )
}

/**
 * The preview of what the allocation brings in, with the server's own formula (it
 * answers the same as estimatedMonthly); null until the percentage is usable.
 */
function projectionOf(child: ChildDto, applyTo: ApplyTo, percentage: string): string | null {
  const tenths = parsePercentTenths(percentage)
  if (tenths === null || tenths > TENTHS_PER_WHOLE) return null
  const balances = {
    weeklyAllowanceSat: satsOf(child.weeklyAllowance),
    savingsSat: satsOf(child.savingsBalance),
  }
  return totalToBtc(projectedContributionSat(balances, applyTo, tenths))
}
