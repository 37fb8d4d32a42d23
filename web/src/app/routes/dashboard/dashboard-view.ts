import type { Role, UserDto } from '@api/features/auth/auth.schemas'

/**
 * Which part of the dashboard shows. It lives in the URL (?view=child&child=3) so reload,
 * the back button and shared links keep the view.
 */
export type DashboardView =
  | { kind: 'parent' }
  | { kind: 'child-picker' }
  | { kind: 'child'; childId: number }
  /** A signed-in child: always their own dashboard; null when the record is gone. */
  | { kind: 'own-child'; childId: number | null }

const VIEW_PARAM = 'view'
const CHILD_PARAM = 'child'

function parseChildId(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return null
  return Number(text)
}

export function readDashboardView(
  params: URLSearchParams,
  user: Pick<UserDto, 'role' | 'childId'>,
): DashboardView {
  // A child never chooses: the URL cannot open another child's dashboard for them.
  if (user.role === 'child') return { kind: 'own-child', childId: user.childId }
  if (params.get(VIEW_PARAM) !== 'child') return { kind: 'parent' }
  const childId = parseChildId(params.get(CHILD_PARAM))
  return childId === null ? { kind: 'child-picker' } : { kind: 'child', childId }
}

/** The query string of a view, for navigation ('' for the parent view). */
export function dashboardSearch(view: DashboardView): string {
  switch (view.kind) {
    case 'parent':
    case 'own-child':
      return ''
    case 'child-picker':
      return `?${VIEW_PARAM}=child`
    case 'child':
      return `?${VIEW_PARAM}=child&${CHILD_PARAM}=${view.childId}`
  }
}

/** The spec labels the parent side "Family View" for a spouse. */
export function parentViewLabel(role: Role): string {
  return role === 'spouse' ? 'Family View' : 'Parent View'
}

/** The welcome line's name: the first name when known, else the e-mail address. */
export function welcomeName(user: Pick<UserDto, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email
}
