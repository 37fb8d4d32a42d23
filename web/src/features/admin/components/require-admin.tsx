import type { ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { paths } from '../../../config/paths'
import { useAuth } from '../../../lib/use-auth'

export type RequireAdminProps = { children: ReactNode }

/**
 * The admin screens for administrators only: anyone else is sent to / (spec 2), before
 * any admin call is made. The server refuses those calls to others anyway (403).
 */
export function RequireAdmin({ children }: RequireAdminProps) {
  const { user } = useAuth()
  if (!user?.isAdmin) return <Navigate to={paths.landing} replace />
  return children
}
