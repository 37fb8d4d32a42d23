import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useTexts } from '../lib/i18n'
import { componentTexts } from './texts'

export type SubPageProps = {
  /** The page one step up, and the breadcrumb's words for it ("Back to Dashboard"). */
  backTo: string
  backLabel: string
  children: ReactNode
}

/** The frame of a page one step below another: the page's main, with a breadcrumb back first. */
export function SubPage({ backTo, backLabel, children }: SubPageProps) {
  const t = useTexts(componentTexts)
  return (
    <main className="container">
      <nav aria-label={t('breadcrumb')}>
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
