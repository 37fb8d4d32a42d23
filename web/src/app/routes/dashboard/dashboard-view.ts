import type { Role, UserDto } from '@api/features/auth/auth.schemas'
import { type TextKey, textsNow } from '../../../lib/i18n'
import { dashboardTexts } from './texts'

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
  return textsNow(dashboardTexts)(role === 'spouse' ? 'familyView' : 'parentView')
}

/** The greeting: the first name when known, never the raw e-mail address. */
export function welcomeName(user: Pick<UserDto, 'firstName'>): string {
  const name = user.firstName?.trim()
  const t = textsNow(dashboardTexts)
  return name ? t('welcomeName', { name }) : t('welcome')
}

/**
 * The parent dashboard's tabs, one concern each, so a phone shows one screenful at a time
 * instead of eight. The open tab lives in the URL (?tab=goals) like the view; `name` is
 * the tab's text in texts.ts.
 */
export const PARENT_TABS = [
  { id: 'overview', name: 'tabOverview' },
  { id: 'children', name: 'tabChildren' },
  { id: 'goals', name: 'tabGoals' },
  { id: 'family', name: 'tabFamily' },
] as const satisfies readonly { id: string; name: TextKey<typeof dashboardTexts.en> }[]

export type ParentTab = (typeof PARENT_TABS)[number]['id']

const TAB_PARAM = 'tab'

export function readParentTab(params: URLSearchParams): ParentTab {
  const asked = params.get(TAB_PARAM)
  return PARENT_TABS.find((tab) => tab.id === asked)?.id ?? 'overview'
}

/** The query string of a parent tab ('' for the first, Overview). */
export function parentTabSearch(tab: ParentTab): string {
  return tab === 'overview' ? '' : `?${TAB_PARAM}=${tab}`
}
