import { useId } from 'react'
import { ApiError, errorMessage } from '../../lib/api-client'
import { useChild } from '../children/api'
import { ChildAvatar } from './components/child-avatar'

export type ChildViewProps = { childId: number }

/**
 * One child's dashboard. For now only the greeting; the balance cards, allowance,
 * lessons, goals and activity of the spec's child dashboard come with the next issue.
 */
export function ChildView({ childId }: ChildViewProps) {
  const { data: child, error, isLoading } = useChild(childId)
  const headingId = useId()

  if (isLoading) return <p aria-busy="true">Loading the child's dashboard...</p>
  // Another family's child answers 404 as well, exactly like a missing one.
  if (error instanceof ApiError && error.status === 404) {
    return (
      <article>
        <h2>Child Not Found</h2>
        <p>This child account does not exist or has been removed.</p>
      </article>
    )
  }
  if (error !== undefined) {
    return <p role="alert">{errorMessage(error, "The child's dashboard could not be loaded.")}</p>
  }
  if (!child) return null

  return (
    <section aria-labelledby={headingId}>
      <header className="child-greeting">
        <ChildAvatar gender={child.gender} />
        <h2 id={headingId}>Hi, {child.name}!</h2>
      </header>
    </section>
  )
}
