/**
 * When a sign-in was requested, as the approval page says it: the UTC time and how
 * long ago (the server does not know the reader's time zone).
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
})

export function describeRequestTime(at: Date, now: Date): string {
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000)
  const ago = minutes < 1 ? 'just now' : minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`
  return `${FORMAT.format(at)} UTC (${ago})`
}
