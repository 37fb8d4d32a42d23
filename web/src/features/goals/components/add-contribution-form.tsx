import { readContribution } from '@api/contracts/contribution-form'
import { CONTRIBUTION_TYPES, type ContributionType } from '@api/contracts/goal-vocabulary'
import type { ContributionBody, GoalDto } from '@api/features/goals/goals.schemas'
import { type FormEvent, useState } from 'react'
import { Btc } from '../../../components/btc'
import { RichText, useTexts } from '../../../lib/i18n'
import { notifyFailure } from '../../../lib/notify'
import { toast } from '../../../lib/toast'
import { useApiMutation } from '../../../lib/use-api-mutation'
import { useChildren } from '../../../lib/use-children'
import { contributeToGoal, useRefreshGoalData } from '../api'
import { historyLabel, keepAmountInput } from '../goal-rules'
import { goalsTexts } from '../texts'
import { useInlineProblem } from '../use-inline-problem'
import { FilteredInput } from './filtered-input'

export type AddContributionFormProps = { goal: GoalDto }

type Field = 'amount' | 'contributionType' | 'childId'

/**
 * A guardian adds money to a goal: from a child's savings or allowance (taken out of that
 * balance), or a bonus, chore earnings or a gift (new money, credited for a child if named).
 */
export function AddContributionForm({ goal }: AddContributionFormProps) {
  const t = useTexts(goalsTexts)
  const refresh = useRefreshGoalData()
  const { data: children } = useChildren()
  const [amount, setAmount] = useState('')
  const [type, setType] = useState<ContributionType>('allowance')
  // No child until the parent picks one: a contribution is the parent's own unless they say
  // whose balance it comes from (never a child's money by default).
  const [childId, setChildId] = useState('')
  const [description, setDescription] = useState('')
  const problem = useInlineProblem<Field>()

  const child = children?.find((c) => String(c.id) === childId)

  const contribute = useApiMutation((input: ContributionBody) => contributeToGoal(goal.id, input), {
    onSuccess: async (reply) => {
      toast({ title: t('contributionAdded'), description: reply.message })
      setAmount('')
      setDescription('')
      await refresh()
    },
    onError: (error) => notifyFailure(error, { title: t('addContributionFailed') }),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The server's rule, in its order and words.
    const read = readContribution({ amount, contributionType: type, childId: child?.id ?? null })
    if (problem.show(read.problem ?? null, event.currentTarget)) return
    void contribute.trigger({
      amount,
      contributionType: type,
      ...(child ? { childId: child.id } : {}),
      ...(description.trim() ? { description: description.trim() } : {}),
    })
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <FilteredInput
        label={t('amountBtc')}
        name="amount"
        inputMode="decimal"
        placeholder="0.0001"
        value={amount}
        onChange={(value) => {
          setAmount(value)
          problem.clear('amount')
        }}
        filter={keepAmountInput}
        error={problem.errorOf('amount')}
      />
      <label>
        {t('contributionType')}
        <select
          name="contributionType"
          value={type}
          onChange={(event) => setType(event.target.value as ContributionType)}
        >
          {CONTRIBUTION_TYPES.map((value) => (
            <option key={value} value={value}>
              {historyLabel(t, value)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('child')}
        <select
          name="childId"
          value={childId}
          {...problem.ariaOf('childId')}
          onChange={(event) => {
            setChildId(event.target.value)
            problem.clear('childId')
          }}
        >
          <option value="">{t('noChildFamilyMoney')}</option>
          {children?.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </select>
        {problem.messageOf('childId')}
        {child && type === 'savings' && (
          <small>
            <RichText
              texts={goalsTexts}
              k="takenFromSavings"
              parts={{
                name: <>{child.name}</>,
                amount: <Btc value={child.savingsBalance} />,
              }}
            />
          </small>
        )}
        {child && type === 'allowance' && (
          <small>
            <RichText
              texts={goalsTexts}
              k="takenFromSpending"
              parts={{
                name: <>{child.name}</>,
                amount: <Btc value={child.spendingBalance} withSats />,
              }}
            />
          </small>
        )}
      </label>
      <label>
        {t('descriptionOptional')}
        <input
          name="description"
          autoComplete="off"
          maxLength={200}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </label>
      <button
        type="submit"
        aria-busy={contribute.isMutating}
        disabled={contribute.isMutating || goal.isComplete}
      >
        {t('addContribution')}
      </button>
    </form>
  )
}
