/** "2026-11" as this device names the month: "November 2026". */
export function monthName(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number)
  return new Date(year, number - 1, 1).toLocaleDateString(undefined, {
    month: 'long',
    year: 'numeric',
  })
}
