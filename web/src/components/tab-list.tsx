import type { KeyboardEvent, ReactNode } from 'react'

export type Tab<TId extends string> = {
  id: TId
  /** The tab's name; may carry a mark such as a "connected" check. */
  label: ReactNode
  isDisabled?: boolean
}

export type TabListProps<TId extends string> = {
  /** Names the tab list for screen readers. */
  label: string
  tabs: readonly Tab<TId>[]
  selected: TId
  onSelect: (id: TId) => void
  /** Ids are `${idPrefix}-tab-${id}` and `${idPrefix}-panel-${id}`; panels use tabPanelProps. */
  idPrefix: string
}

export function tabIds(idPrefix: string, id: string) {
  return { tab: `${idPrefix}-tab-${id}`, panel: `${idPrefix}-panel-${id}` }
}

/** The props a panel needs to be announced as the selected tab's content. */
export function tabPanelProps(idPrefix: string, id: string) {
  const ids = tabIds(idPrefix, id)
  return { id: ids.panel, role: 'tabpanel', 'aria-labelledby': ids.tab, tabIndex: 0 } as const
}

/**
 * WAI-ARIA tabs drawn like the dashboard's view toggle (one row of buttons, also on a
 * phone): only the selected tab is in the Tab order and the arrow keys (plus Home and End)
 * move between the enabled ones. A rule below separates the tabs from their panel.
 */
export function TabList<TId extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idPrefix,
}: TabListProps<TId>) {
  const enabled = tabs.filter((tab) => !tab.isDisabled)

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selected)
    const last = enabled.length - 1
    const next =
      event.key === 'ArrowRight'
        ? enabled[index >= last ? 0 : index + 1]
        : event.key === 'ArrowLeft'
          ? enabled[index <= 0 ? last : index - 1]
          : event.key === 'Home'
            ? enabled[0]
            : event.key === 'End'
              ? enabled[last]
              : undefined
    if (!next) return
    event.preventDefault()
    onSelect(next.id)
    document.getElementById(tabIds(idPrefix, next.id).tab)?.focus()
  }

  return (
    <>
      <div role="tablist" aria-label={label} className="view-toggle" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const ids = tabIds(idPrefix, tab.id)
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={ids.tab}
              aria-controls={ids.panel}
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              className={isSelected ? undefined : 'secondary outline'}
              disabled={tab.isDisabled}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <hr />
    </>
  )
}
