/**
 * Time source for everything that expires (codes, tokens, windows). Modules take a
 * Clock argument instead of calling Date.now() so tests can move time without fake
 * timers, and so one request uses one instant throughout.
 */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000)
}
