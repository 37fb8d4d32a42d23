import { INTEREST_READ } from '@api/contracts/first-reads'
import useSWR from 'swr'
import { call, type Reply } from '../../lib/api-client'

export const INTEREST_KEY = INTEREST_READ

/** This month's interest: the family's children for a guardian, the child alone for a child. */
export function useInterest() {
  return useSWR<Reply<'GET /api/interest'>>(INTEREST_KEY)
}

/** The family's yearly rate, "0" to "20" with at most one decimal. */
export function setFamilyRate(rate: string) {
  return call('PUT /api/interest', { body: { rate } })
}

/** A child's own rate; null: the family's applies again. */
export function setChildRate(childId: number, rate: string | null) {
  return call('PUT /api/interest/children/:id', { params: { id: childId }, body: { rate } })
}
