/**
 * The React side of the visibility gate: one gate per card, made when the card is in
 * the DOM and keyed by its approval id, so the next card in the queue starts its own
 * wait even when React reuses the same elements for it. A click is checked against
 * the live gate of the card it was rendered for, never against the previous card's.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'
import {
  browserGateEnvironment,
  createVisibilityGate,
  type GateClick,
  type GateState,
  type VisibilityGate,
} from '../approval/visibilityGate'

export interface CardGate {
  state: GateState
  /** Whether this click may authorise, right now, on this card. */
  allows(click: GateClick): boolean
}

const CLOSED: GateState = {
  open: false,
  visible: false,
  remainingMs: null,
  tracksVisibility: false,
}

type Key = string | number

export function useVisibilityGate(card: RefObject<Element | null>, key: Key): CardGate {
  const live = useRef<{ key: Key; gate: VisibilityGate } | null>(null)
  const [seen, setSeen] = useState<{ key: Key; state: GateState } | null>(null)

  // A passive effect: the card's ref is attached only after its children's layout effects.
  useEffect(() => {
    const element = card.current
    const view = element?.ownerDocument.defaultView
    if (!element || !view) return
    const gate = createVisibilityGate(element, browserGateEnvironment(view))
    live.current = { key, gate }
    const publish = () => setSeen({ key, state: gate.get() })
    const unsubscribe = gate.subscribe(publish)
    publish()
    return () => {
      unsubscribe()
      gate.dispose()
      if (live.current?.gate === gate) live.current = null
    }
  }, [card, key])

  const allows = useCallback(
    (click: GateClick) => {
      const current = live.current
      return current !== null && current.key === key && current.gate.allows(click)
    },
    [key],
  )
  return { state: seen?.key === key ? seen.state : CLOSED, allows }
}
