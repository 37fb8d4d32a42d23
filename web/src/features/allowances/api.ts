import { ALLOWANCE_SCHEDULE_READ } from '@api/contracts/first-reads'
import type {
  AllowanceRunReply,
  Schedule,
  ScheduleBody,
} from '@api/features/allowances/allowances.schemas'
import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'

export const SCHEDULE_KEY = ALLOWANCE_SCHEDULE_READ

/** Credits today's allowances; running it twice on one day credits nobody twice. */
export function processAllowances(): Promise<AllowanceRunReply> {
  return apiJson('POST', '/api/process-allowances')
}

/** The automatic run's hour and the family's time zone and weekday. */
export function useAllowanceSchedule() {
  return useSWR<Schedule>(SCHEDULE_KEY)
}

export function saveAllowanceSchedule(schedule: ScheduleBody): Promise<Schedule> {
  return apiJson('PUT', SCHEDULE_KEY, schedule)
}
