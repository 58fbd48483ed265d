import type { SIWXMessageData } from './types'

export type SessionTimeStatus = 'valid' | 'expired' | 'notYetValid'

/**
 * Where `now` (ms since the epoch) falls in a session's window. An unreadable
 * time counts as expired: a session whose bounds cannot be read is not trusted.
 */
export function sessionTimeStatus(
  data: Pick<SIWXMessageData, 'expirationTime' | 'notBefore'>,
  now: number,
): SessionTimeStatus {
  if (data.expirationTime !== undefined) {
    const expires = Date.parse(data.expirationTime)
    if (Number.isNaN(expires) || expires <= now) return 'expired'
  }
  if (data.notBefore !== undefined) {
    const starts = Date.parse(data.notBefore)
    if (Number.isNaN(starts)) return 'expired'
    if (starts > now) return 'notYetValid'
  }
  return 'valid'
}
