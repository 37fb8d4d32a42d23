import type { KeyboardEvent, ReactNode } from 'react'
import { Link } from 'react-router-dom'

export type ButtonLinkProps = {
  to: string
  variant?: 'primary' | 'secondary' | 'contrast'
  isOutline?: boolean
  children: ReactNode
}

/**
 * A navigation that looks and reads as a button (the spec calls these buttons), while
 * staying a real link: it can be opened in a new tab and works before any click handler.
 */
export function ButtonLink({
  to,
  variant = 'primary',
  isOutline = false,
  children,
}: ButtonLinkProps) {
  const className = [variant === 'primary' ? '' : variant, isOutline ? 'outline' : '']
    .filter(Boolean)
    .join(' ')
  // Buttons answer the space bar; links do not, so add it for role="button".
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === ' ') {
      event.preventDefault()
      event.currentTarget.click()
    }
  }
  return (
    <Link to={to} role="button" className={className || undefined} onKeyDown={onKeyDown}>
      {children}
    </Link>
  )
}
