import type { ChildDto } from '@api/features/children/children.schemas'
import { type ReactNode, useId } from 'react'
import { ChildCard } from './child-card'

export type ChildCardsProps = {
  childList: readonly ChildDto[]
  /** A card's buttons: the parent's dialogs, or the demo's. */
  actionsOf: (child: ChildDto) => ReactNode
}

/** The parent dashboard's child cards, or a first step when there are none yet. */
export function ChildCards({ childList, actionsOf }: ChildCardsProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Children</h3>
      {childList.length === 0 ? (
        <article>
          <p>No children yet. Use Add Child to create your first child account.</p>
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
