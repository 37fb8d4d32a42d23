import type { GoalDto } from '@api/features/goals/goals.schemas'
import { Btc } from '../../../components/btc'
import { RichText, useTexts } from '../../../lib/i18n'
import { formatProgress } from '../goal-rules'
import { goalsTexts } from '../texts'

export type GoalProgressProps = {
  goal: Pick<GoalDto, 'title' | 'progress' | 'currentAmount' | 'targetAmount' | 'isComplete'>
  /** The child view says "Done!" where the family pages say "Complete". */
  completeText?: string
}

/** A goal's progress bar with the percentage (one decimal) and the amounts it comes from. */
export function GoalProgress({ goal, completeText }: GoalProgressProps) {
  const t = useTexts(goalsTexts)
  const { title, progress, currentAmount, targetAmount, isComplete } = goal
  return (
    <div>
      {/* A native <progress> needs no style attribute, which the CSP would refuse. */}
      <progress
        value={progress}
        max={100}
        aria-label={t('progressLabel', { title })}
        aria-valuetext={formatProgress(progress)}
      />
      <p>
        <strong>{formatProgress(progress)}</strong>{' '}
        <RichText
          texts={goalsTexts}
          k="amountOf"
          parts={{ current: <Btc value={currentAmount} />, target: <Btc value={targetAmount} /> }}
        />
        {isComplete && (
          <>
            {' '}
            <ins>{completeText ?? t('complete')}</ins>
          </>
        )}
      </p>
    </div>
  )
}
