import type { ReactNode } from 'react'

export type TableBoxProps = {
  /** Names the box for screen readers, e.g. "Recent signups". */
  label: string
  children: ReactNode
}

/**
 * A table that fits a phone: its cells wrap long text (e-mail addresses), and a table still
 * wider than the screen scrolls sideways inside this box, never the page. The box is in
 * the Tab order so a keyboard can scroll it too.
 */
export function TableBox({ label, children }: TableBoxProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="table-box" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}
