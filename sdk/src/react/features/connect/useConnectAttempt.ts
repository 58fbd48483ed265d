import { AirlockError } from '@airlock/protocol'
import { useEffect, useState } from 'react'
import type { AirlockInstance } from '../../../core/createAirlock'
import { errorMessage } from '../../errorMessage'

/** What the wallet did with the request. */
export type ConnectAttempt =
  | { state: 'waiting' }
  | { state: 'declined' }
  | { state: 'failed'; message: string }

const isDeclined = (error: unknown) =>
  error instanceof AirlockError && error.code === 'USER_REJECTED'

/**
 * One connect request to `connectorId` when a connecting view opens, and one more on
 * each `retry()` ("Try again"); an answer that comes after the view closed or retried is
 * ignored. No connector: 'Provider not found'.
 */
export function useConnectAttempt(instance: AirlockInstance, connectorId: string | undefined) {
  const [attempt, setAttempt] = useState<ConnectAttempt>({ state: 'waiting' })
  const [tries, setTries] = useState(0)

  useEffect(() => {
    // `tries` is what "Try again" changes: each value is one more connect request.
    void tries
    let current = true
    setAttempt({ state: 'waiting' })
    const request = connectorId
      ? instance.connect(connectorId)
      : Promise.reject(new AirlockError('PROVIDER_NOT_FOUND'))
    request.catch((error: unknown) => {
      if (!current) return
      setAttempt(
        isDeclined(error)
          ? { state: 'declined' }
          : { state: 'failed', message: errorMessage(error) },
      )
    })
    return () => {
      current = false
    }
  }, [instance, connectorId, tries])

  return { attempt, retry: () => setTries((count) => count + 1) }
}
