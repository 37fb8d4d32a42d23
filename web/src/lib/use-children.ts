import { CHILDREN_READ, childRead } from '@api/contracts/first-reads'
import useSWR from 'swr'
import type { Reply } from './api-client'

/**
 * The family's children, read by several features (the children's cards, the goal
 * dialogs' child pickers, the dashboards): a shared hook, so no feature imports another.
 */
export const CHILDREN_KEY = CHILDREN_READ
export const childKey = childRead

/** Every child of the family; a signed-in child gets only their own record. */
export function useChildren() {
  return useSWR<Reply<'GET /api/children'>>(CHILDREN_KEY)
}

export function useChild(childId: number) {
  return useSWR<Reply<'GET /api/children/:id'>>(childKey(childId))
}
