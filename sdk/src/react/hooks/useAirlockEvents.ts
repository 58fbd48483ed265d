import { useEffect, useRef, useState } from 'react'
import type { AirlockEvent } from '../../core/airlockEvents'
import { useAirlockInstance } from '../AirlockContext'

/**
 * The instance's latest event (CONNECT_SUCCESS, SWITCH_NETWORK…), undefined until
 * one happens after mount; `listener`, if given, hears every event. The newest
 * `listener` is called without resubscribing, so an inline arrow is fine.
 */
export type UseAirlockEventsListener = (event: AirlockEvent) => void

export function useAirlockEvents(listener?: UseAirlockEventsListener): AirlockEvent | undefined {
  const instance = useAirlockInstance()
  const [latest, setLatest] = useState<AirlockEvent>()
  const current = useRef(listener)
  useEffect(() => {
    current.current = listener
  })
  // An effect: the server has no events, and a subscription must have an owner that ends it.
  useEffect(
    () =>
      instance.subscribeEvents((event) => {
        setLatest(event)
        current.current?.(event)
      }),
    [instance],
  )
  return latest
}
