import { CHORES_READ } from '@api/contracts/first-reads'
import type {
  ChoreDto,
  ChoreResultReply,
  CreateChoreBody,
  UpdateChoreBody,
} from '@api/features/chores/chores.schemas'
import type { MessageReply } from '@api/lib/schemas'
import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'

export const CHORES_KEY = CHORES_READ

/** The family's chores for a guardian, a child's own for a child: in the API's order. */
export function useChores() {
  return useSWR<ChoreDto[]>(CHORES_KEY)
}

export function createChore(input: CreateChoreBody): Promise<{ id: number }> {
  return apiJson('POST', CHORES_KEY, input)
}

export function updateChore(id: number, input: UpdateChoreBody): Promise<ChoreDto> {
  return apiJson('PUT', `${CHORES_KEY}/${id}`, input)
}

export function deleteChore(id: number): Promise<MessageReply> {
  return apiJson('DELETE', `${CHORES_KEY}/${id}`)
}

/** With automatic approval the answer says what was paid at once. */
export function markChoreDone(id: number): Promise<ChoreResultReply> {
  return apiJson('POST', `${CHORES_KEY}/${id}/done`)
}

/** 409 already-decided when another parent decided it first. */
export function approveChore(id: number): Promise<ChoreResultReply> {
  return apiJson('POST', `${CHORES_KEY}/${id}/approve`)
}

export function rejectChore(id: number, reason: string): Promise<ChoreDto> {
  return apiJson('POST', `${CHORES_KEY}/${id}/reject`, { reason })
}
