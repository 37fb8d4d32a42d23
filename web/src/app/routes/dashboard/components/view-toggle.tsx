import type { Role } from '@api/features/auth/auth.schemas'
import { useTexts } from '../../../../lib/i18n'
import { parentViewLabel } from '../dashboard-view'
import { dashboardTexts } from '../texts'

export type ViewToggleProps = {
  role: Role
  isChildView: boolean
  onParentView: () => void
  onChildView: () => void
}

/** Parent View (Family View for a spouse) or Child View; aria-pressed tells which is on. */
export function ViewToggle({ role, isChildView, onParentView, onChildView }: ViewToggleProps) {
  const t = useTexts(dashboardTexts)
  return (
    <fieldset className="view-toggle">
      <legend className="visually-hidden">{t('viewLegend')}</legend>
      <button
        type="button"
        aria-pressed={!isChildView}
        className={isChildView ? 'secondary outline' : undefined}
        onClick={onParentView}
      >
        {parentViewLabel(role)}
      </button>
      <button
        type="button"
        aria-pressed={isChildView}
        className={isChildView ? undefined : 'secondary outline'}
        onClick={onChildView}
      >
        {t('childView')}
      </button>
    </fieldset>
  )
}
