import { airlockError, EMAIL_COOLDOWN_S } from '@airlock/protocol'

const COOLDOWN_MS = EMAIL_COOLDOWN_S * 1_000

/**
 * Whole seconds, rounded up, until another CONNECT_EMAIL is allowed; 0 when it is.
 * A last-login time in the future (clock moved back, or a tampered value) does
 * not lock the user out: it counts as no recent login.
 */
export function emailCooldownRemaining(lastLoginTime: number | undefined, now: number): number {
  if (lastLoginTime === undefined) return 0
  const elapsed = now - lastLoginTime
  if (elapsed < 0 || elapsed >= COOLDOWN_MS) return 0
  return Math.ceil((COOLDOWN_MS - elapsed) / 1_000)
}

/** Throws 'Please try again after N seconds' (EMAIL_COOLDOWN) while the cooldown runs (SPEC §5). */
export function assertEmailCooldownOver(lastLoginTime: number | undefined, now: number): void {
  const seconds = emailCooldownRemaining(lastLoginTime, now)
  if (seconds > 0) throw airlockError('EMAIL_COOLDOWN', { seconds })
}
