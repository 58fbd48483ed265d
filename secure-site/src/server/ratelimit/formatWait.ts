/**
 * How long a refused client waits, as the message says it: whole minutes (rounded up,
 * never too early) from a minute on, seconds below. Imports nothing, so the browser
 * suites can say what the modal must show.
 */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`
  const minutes = Math.ceil(whole / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}
