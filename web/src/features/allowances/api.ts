import useSWR from 'swr'
import { apiJson } from '../../lib/api-client'

export const SCHEDULE_KEY = '/api/allowances/schedule'

export interface AllowanceRun {
  processedChildren: number
  children: { childId: number; name: string; amount: string }[]
  /** Today's weekday in the family's time zone, e.g. "Saturday". */
  weekday: string
  message: string
}

/** Credits today's allowances; running it twice on one day credits nobody twice. */
export function processAllowances(): Promise<AllowanceRun> {
  return apiJson('POST', '/api/process-allowances')
}

export interface AllowanceSchedule {
  /** Local hour (0-23) of the automatic run, or null when it is off. */
  autoProcessHour: number | null
  /** IANA zone the family's "today" and hour are counted in. */
  timeZone: string
  /** Today's weekday name in that zone. */
  today: string
}

/** Parent or spouse only. */
export function useAllowanceSchedule() {
  return useSWR<AllowanceSchedule>(SCHEDULE_KEY)
}

export function saveAllowanceSchedule(schedule: {
  autoProcessHour: number | null
  timeZone?: string
}): Promise<AllowanceSchedule> {
  return apiJson('PUT', SCHEDULE_KEY, schedule)
}
