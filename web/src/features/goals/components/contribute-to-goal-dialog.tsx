import type { GoalDto } from '@api/features/goals/goals.schemas'
import { ModalDialog } from '../../../components/modal-dialog'
import { useTexts } from '../../../lib/i18n'
import { goalsTexts } from '../texts'
import { ContributeRequestForm } from './contribute-request-form'

export type ContributeToGoalDialogProps = {
  goal: Pick<GoalDto, 'id' | 'title'>
  /** The child the request is for. */
  childId: number
}

/**
 * Contribute: the child's Contribute-to-goal dialog, titled with the goal's title. The
 * caller leaves it out for a complete goal.
 */
export function ContributeToGoalDialog({ goal, childId }: ContributeToGoalDialogProps) {
  const t = useTexts(goalsTexts)
  return (
    <ModalDialog title={goal.title} triggerText={t('contribute')}>
      {(close) => (
        <ContributeRequestForm goal={goal} childId={childId} onCancel={close} onSent={close} />
      )}
    </ModalDialog>
  )
}
