/**
 * Today's date on this device as YYYY-MM-DD: the earliest date a form offers (a goal's
 * target date, a chore's due date). The server judges by the family's calendar.
 */
export function localToday(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0')
  const day = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${month}-${day}`
}
