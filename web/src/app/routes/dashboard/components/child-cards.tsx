import type { ChildDto } from '@api/features/children/children.schemas'
import { type ReactNode, useId } from 'react'
import { useTexts } from '../../../../lib/i18n'
import { dashboardTexts } from '../texts'
import { ChildCard } from './child-card'

export type ChildCardsProps = {
  childList: readonly ChildDto[]
  /** A card's buttons: the parent's dialogs, or the demo's. */
  actionsOf: (child: ChildDto) => ReactNode
}

/** The parent dashboard's child cards, or a first step when there are none yet. */
export function ChildCards({ childList, actionsOf }: ChildCardsProps) {
  const t = useTexts(dashboardTexts)
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('childrenHeading')}</h3>
      {childList.length === 0 ? (
        <article>
          <p>{t('noChildren')}</p>
        </article>
      ) : (
        <ul className="card-list">
          {childList.map((child) => (
            <li key={child.id}>
              <ChildCard child={child} actions={actionsOf(child)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
