import type { GoalDto } from '@api/features/goals/goals.schemas'
import { useId, useState } from 'react'
import { ModalDialog } from '../../../components/modal-dialog'
import { TabList, tabPanelProps } from '../../../components/tab-list'
import { useTexts } from '../../../lib/i18n'
import { goalsTexts } from '../texts'
import { AddContributionForm } from './add-contribution-form'
import { ContributeRequestForm } from './contribute-request-form'
import { DeleteGoalControl } from './delete-goal-control'
import { GoalHistory } from './goal-history'
import { GoalOverview } from './goal-overview'

export type GoalDetailsDialogProps = {
  /** The goal as currently listed, so the dialog shows fresh amounts. */
  goal: GoalDto
  /** Parents and spouses add contributions and delete; a child asks to contribute. */
  canManage: boolean
  /** A signed-in child's own record, for their Contribute tab. */
  childId: number | null
}

type TabId = 'overview' | 'contribute' | 'history'

/** View Details: Overview, Contribute and History tabs, and Delete Goal for parents. */
export function GoalDetailsDialog({ goal, canManage, childId }: GoalDetailsDialogProps) {
  const t = useTexts(goalsTexts)
  return (
    <ModalDialog
      title={goal.title}
      triggerText={t('viewDetails')}
      triggerClassName="secondary outline"
    >
      {(close) => (
        <GoalDetails goal={goal} canManage={canManage} childId={childId} onClose={close} />
      )}
    </ModalDialog>
  )
}

function GoalDetails({
  goal,
  canManage,
  childId,
  onClose,
}: GoalDetailsDialogProps & { onClose: () => void }) {
  const idPrefix = useId()
  const t = useTexts(goalsTexts)
  const [selected, setSelected] = useState<TabId>('overview')
  // Contributing to a complete goal is refused: its tab is disabled, and a contribution that
  // just completed the goal lands the user on the Overview that says so.
  const tab = goal.isComplete && selected === 'contribute' ? 'overview' : selected
  const canContribute = canManage || childId !== null

  return (
    <>
      <TabList<TabId>
        label={t('goalDetails')}
        idPrefix={idPrefix}
        selected={tab}
        onSelect={setSelected}
        tabs={[
          { id: 'overview', label: t('overview') },
          ...(canContribute
            ? [{ id: 'contribute' as const, label: t('contribute'), isDisabled: goal.isComplete }]
            : []),
          { id: 'history', label: t('history') },
        ]}
      />
      <section {...tabPanelProps(idPrefix, tab)}>
        {tab === 'overview' && <GoalOverview goal={goal} />}
        {tab === 'contribute' && canManage && <AddContributionForm goal={goal} />}
        {tab === 'contribute' && !canManage && childId !== null && (
          <ContributeRequestForm
            goal={goal}
            childId={childId}
            onCancel={() => setSelected('overview')}
            onSent={onClose}
          />
        )}
        {tab === 'history' && <GoalHistory goalId={goal.id} />}
      </section>
      {canManage && (
        <footer>
          <DeleteGoalControl goal={goal} onDeleted={onClose} />
        </footer>
      )}
    </>
  )
}
