import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

export type SubPageProps = {
  /** The page one step up, and the breadcrumb's words for it ("Back to Dashboard"). */
  backTo: string
  backLabel: string
  children: ReactNode
}

/** The frame of a page one step below another: the page's main, with a breadcrumb back first. */
export function SubPage({ backTo, backLabel, children }: SubPageProps) {
  return (
    <main className="container">
      <nav aria-label="Breadcrumb">
        <ul>
          <li>
            <Link to={backTo}>{backLabel}</Link>
          </li>
        </ul>
      </nav>
      {children}
    </main>
  )
}
