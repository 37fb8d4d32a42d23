import { Btc } from '../../../components/btc'
import { formatProgress } from '../goal-rules'

export type GoalProgressProps = {
  /** What the bar measures, for screen readers, e.g. the goal's title. */
  label: string
  progress: number
  currentAmount: string
  targetAmount: string
  isComplete: boolean
  /** The child view says "Done!" where the family pages say "Complete". */
  completeText?: string
}

/** A goal's progress bar with the percentage (one decimal) and the amounts it comes from. */
export function GoalProgress({
  label,
  progress,
  currentAmount,
  targetAmount,
  isComplete,
  completeText = 'Complete',
}: GoalProgressProps) {
  return (
    <div>
      {/* A native <progress> needs no style attribute, which the CSP would refuse. */}
      <progress
        value={progress}
        max={100}
        aria-label={`${label} progress`}
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
