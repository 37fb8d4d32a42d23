/** The API's allowanceDay numbering: 0 = Sunday ... 6 = Saturday. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const
