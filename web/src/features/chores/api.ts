import { CHORES_READ } from '@api/contracts/first-reads'
import type { CreateChoreBody, UpdateChoreBody } from '@api/features/chores/chores.schemas'
import useSWR from 'swr'
import { call, type Reply } from '../../lib/api-client'

export const CHORES_KEY = CHORES_READ

/** The family's chores for a guardian, a child's own for a child: in the API's order. */
export function useChores() {
  return useSWR<Reply<'GET /api/chores'>>(CHORES_KEY)
}

export function createChore(body: CreateChoreBody) {
  return call('POST /api/chores', { body })
}

export function updateChore(id: number, body: UpdateChoreBody) {
  return call('PUT /api/chores/:id', { params: { id }, body })
}

export function deleteChore(id: number) {
  return call('DELETE /api/chores/:id', { params: { id } })
}

/** With automatic approval the answer says what was paid at once. */
export function markChoreDone(id: number) {
  return call('POST /api/chores/:id/done', { params: { id } })
}

/** 409 already-decided when another parent decided it first. */
export function approveChore(id: number) {
  return call('POST /api/chores/:id/approve', { params: { id } })
}

export function rejectChore(id: number, reason: string) {
  return call('POST /api/chores/:id/reject', { params: { id }, body: { reason } })
}
