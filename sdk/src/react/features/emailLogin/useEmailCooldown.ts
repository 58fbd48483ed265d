import { useEffect, useState } from 'react'
import { emailCooldownRemaining } from '../../../core/connectors/auth/emailCooldown'
import type { AirlockInstance } from '../../../core/createAirlock'

// Fine enough that the shown second never lags a full second behind.
const TICK_MS = 250

const remaining = (instance: AirlockInstance, fallbackStart: number) =>
  emailCooldownRemaining(
    instance.connector.storage.getLastEmailLoginTime() ?? fallbackStart,
    Date.now(),
  )

/**
 * Seconds until another code may be sent (SPEC §9: 30 s). Read from the time the
 * connector recorded for the last CONNECT_EMAIL, so a resend restarts it; when
 * storage has none (blocked storage), counted from when the view appeared.
 */
export function useEmailCooldown(instance: AirlockInstance): number {
  const [shownAt] = useState(() => Date.now())
  const [seconds, setSeconds] = useState(() => remaining(instance, shownAt))

  useEffect(() => {
    const update = () => setSeconds(remaining(instance, shownAt))
    update()
    const timer = setInterval(update, TICK_MS)
    return () => clearInterval(timer)
  }, [instance, shownAt])

  return seconds
}
