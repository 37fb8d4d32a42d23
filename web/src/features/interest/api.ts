import { INTEREST_READ } from '@api/contracts/first-reads'
import type { InterestDto } from '@api/features/interest/interest.schemas'
import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'

export const INTEREST_KEY = INTEREST_READ

/** This month's interest: the family's children for a guardian, the child alone for a child. */
export function useInterest() {
  return useSWR<InterestDto>(INTEREST_KEY)
}

/** The family's yearly rate, "0" to "20" with at most one decimal. */
export function setFamilyRate(rate: string): Promise<InterestDto> {
  return apiJson('PUT', INTEREST_KEY, { rate })
}

/** A child's own rate; null: the family's applies again. */
export function setChildRate(childId: number, rate: string | null): Promise<InterestDto> {
  return apiJson('PUT', `${INTEREST_KEY}/children/${childId}`, { rate })
}
