import { type ReactNode, useEffect } from 'react'
import type { AirlockInstance } from '../core/createAirlock'
import { AirlockContext } from './AirlockContext'
import { attachModal } from './attachModal'

export interface AirlockProviderProps {
  instance: AirlockInstance
  /** Attach the lazy modal (default). False when the page calls attachModal itself or has no modal. */
  modal?: boolean | undefined
  children?: ReactNode
}

/** Gives the hooks their instance and, unless told not to, attaches the modal for its lifetime. */
export function AirlockProvider({ instance, modal = true, children }: AirlockProviderProps) {
  // An effect, so server rendering never reaches the modal (and the DOM).
  useEffect(() => (modal ? attachModal(instance) : undefined), [instance, modal])
  return <AirlockContext.Provider value={instance}>{children}</AirlockContext.Provider>
}
