import { ALLOWANCE_SCHEDULE_READ } from '@api/contracts/first-reads'
import type { ScheduleBody } from '@api/features/allowances/allowances.schemas'
import useSWR from 'swr'
import { call, type Reply } from '../../lib/api-client'

export const SCHEDULE_KEY = ALLOWANCE_SCHEDULE_READ

/** Credits today's allowances; running it twice on one day credits nobody twice. */
export function processAllowances() {
  return call('POST /api/process-allowances')
}

/** The automatic run's hour and the family's time zone and weekday. */
export function useAllowanceSchedule() {
  return useSWR<Reply<'GET /api/allowances/schedule'>>(SCHEDULE_KEY)
}

export function saveAllowanceSchedule(body: ScheduleBody) {
  return call('PUT /api/allowances/schedule', { body })
}
