import type { GoalDto } from '@api/features/goals/goals.schemas'
import { Btc } from '../../../components/btc'
import { formatProgress } from '../goal-rules'

export type GoalProgressProps = {
  goal: Pick<GoalDto, 'title' | 'progress' | 'currentAmount' | 'targetAmount' | 'isComplete'>
  /** The child view says "Done!" where the family pages say "Complete". */
  completeText?: string
}

/** A goal's progress bar with the percentage (one decimal) and the amounts it comes from. */
export function GoalProgress({ goal, completeText = 'Complete' }: GoalProgressProps) {
  const { title, progress, currentAmount, targetAmount, isComplete } = goal
  return (
    <div>
      {/* A native <progress> needs no style attribute, which the CSP would refuse. */}
      <progress
        value={progress}
        max={100}
        aria-label={`${title} progress`}
        aria-valuetext={formatProgress(progress)}
      />
      <p>
        <strong>{formatProgress(progress)}</strong> <Btc value={currentAmount} /> of{' '}
        <Btc value={targetAmount} />
        {isComplete && (
          <>
            {' '}
            <ins>{completeText}</ins>
          </>
        )}
      </p>
    </div>
  )
}
