import { CHILDREN_READ, childRead } from '@api/contracts/first-reads'
import type { ChildDto } from '@api/features/children/children.schemas'
import useSWR from 'swr'

/**
 * The family's children, read by several features (the children's cards, the goal
 * dialogs' child pickers, the dashboards): a shared hook, so no feature imports another.
 */
export const CHILDREN_KEY = CHILDREN_READ
export const childKey = childRead

/** Every child of the family; a signed-in child gets only their own record. */
export function useChildren() {
  return useSWR<ChildDto[]>(CHILDREN_KEY)
}

export function useChild(childId: number) {
  return useSWR<ChildDto>(childKey(childId))
}
