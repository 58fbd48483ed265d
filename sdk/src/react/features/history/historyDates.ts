/** Dates of the activity list, in the visitor's time zone (the grouping of the core uses it too). */

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long' })
const TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/** The heading of a month group: 'This month' for the current one, else its name ('November'). */
export function monthHeading(year: number, month: number, now: Date = new Date()): string {
  if (year === now.getFullYear() && month === now.getMonth()) return 'This month'
  return MONTH.format(new Date(year, month, 1))
}

/** When a transaction was mined, for its row: 'Nov 5, 2:07 PM'; '' when the date is unreadable. */
export function transactionTime(minedAt: string): string {
  const date = new Date(minedAt)
  return Number.isNaN(date.getTime()) ? '' : TIME.format(date)
}
